import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { LaunchState } from '../../contracts/launch';
import { fakeApi } from '../testing/fake-api';
import { renderInApp } from '../testing/render-in-app';
import { WaitlistPage } from './waitlist-page';

const launch = (spotsLeft: number): LaunchState => ({
  phase: 'inviteOnly',
  capacity: 100,
  spotsLeft,
  atCapacity: spotsLeft === 0,
});

test('with spots left, the waitlist says how many and offers to subscribe now, never "at capacity"', async () => {
  fakeApi({ 'GET /api/launch': { body: launch(98) } });
  renderInApp(<WaitlistPage />, { route: '/waitlist' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Spots Are Open Now' })).toBeVisible();
  expect(screen.getByText('98 of 100 spots left')).toBeVisible();
  expect(
    screen.getByText(/has been open since August 1, 2025, and 98 of its 100 spots are free/),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');
  expect(screen.queryByText(/at capacity/i)).not.toBeInTheDocument();
});

test('a full launch says so, with the waitlist as the only way on', async () => {
  fakeApi({ 'GET /api/launch': { body: launch(0) } });
  renderInApp(<WaitlistPage />, { route: '/waitlist' });
  expect(await screen.findByRole('heading', { level: 1, name: 'We’re Full, for Now' })).toBeVisible();
  expect(screen.getByText('Current phase at capacity')).toBeVisible();
  expect(screen.getByText(/all 100 spots are taken/)).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
});
