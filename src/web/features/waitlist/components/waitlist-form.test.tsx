import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { WaitlistForm } from './waitlist-form';

test('submitting without a name and an address toasts Missing Information and marks both fields', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  const joined = vi.fn();
  const user = userEvent.setup();
  renderInApp(<WaitlistForm onJoined={joined} />, { route: '/waitlist' });

  await user.type(screen.getByLabelText(/^Phone/), '(469) 555-0101');
  await user.click(screen.getByRole('button', { name: 'Join the Waitlist' }));

  // The toast, as the Radix toaster shows it.
  expect(await screen.findByText('Missing Information')).toBeVisible();
  expect(screen.getByText('Please provide your name and email')).toBeVisible();
  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your name.');
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address.');
  expect(sent).not.toHaveBeenCalled();
  expect(joined).not.toHaveBeenCalled();
});
