import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DEFAULT_BUSINESS } from '../../../contracts/site-config';
import { renderInApp } from '../../testing/render-in-app';
import { faqItems } from './faq-content';

function renderLaunchAnswer(inviteOnly: 'upcoming' | 'active') {
  const answer = faqItems(DEFAULT_BUSINESS, inviteOnly).find((item) => item.id === 'phased-launch')?.answer;
  return renderInApp(<>{answer}</>);
}

test('the phased-launch answer speaks of the launch date in the future tense before it', () => {
  renderLaunchAnswer('upcoming');
  expect(screen.getByText(/invite-only launch opens on August 1, 2025/)).toBeVisible();
  expect(screen.queryByRole('link', { name: 'subscribe now' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/waitlist');
});

test('once the launch has opened, the answer says so and offers to subscribe while spots are left', () => {
  renderLaunchAnswer('active');
  expect(screen.getByText(/invite-only launch opened on August 1, 2025/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'subscribe now' })).toHaveAttribute('href', '/subscribe');
  expect(screen.getByRole('link', { name: 'join the waitlist' })).toHaveAttribute('href', '/waitlist');
});
