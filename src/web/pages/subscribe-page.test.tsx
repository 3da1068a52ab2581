import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { expect, test } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderInApp } from '../testing/render-in-app';
import { SubscribePage } from './subscribe-page';

function renderSubscribe() {
  return renderInApp(
    <Routes>
      <Route path="/subscribe" element={<SubscribePage />} />
      <Route path="/waitlist" element={<p>Waitlist page</p>} />
    </Routes>,
    { route: '/subscribe' },
  );
}

test('with spots left, the launch card counts them and offers to subscribe now', async () => {
  fakeApi({
    'GET /api/launch': { body: { phase: 'inviteOnly', capacity: 100, spotsLeft: 37, atCapacity: false } },
  });
  renderSubscribe();
  const card = screen.getByRole('region', { name: 'Invite-Only Launch' });
  expect(await within(card).findByText('Open since August 1, 2025 · 37 of 100 spots left')).toBeVisible();
  expect(within(card).getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
});

test('when every spot is taken, the launch card says so and leads to the waitlist', async () => {
  fakeApi({
    'GET /api/launch': { body: { phase: 'inviteOnly', capacity: 100, spotsLeft: 0, atCapacity: true } },
  });
  renderSubscribe();
  const card = screen.getByRole('region', { name: 'Invite-Only Launch' });
  expect(await within(card).findByText('Open since August 1, 2025 · All 100 spots taken')).toBeVisible();
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Join the Waitlist' }));
  expect(await screen.findByText('Waitlist page')).toBeVisible();
});
