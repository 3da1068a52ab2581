import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Subscription } from '../../contracts/subscription';
import { authStorage } from '../lib/auth-storage';
import { fakeApi } from '../testing/fake-api';
import { renderInApp } from '../testing/render-in-app';
import { NutritionPage } from './nutrition-page';
import { weeklySubscription } from '../testing/subscriptions';

const profile = { name: 'Asha Rao', email: 'asha@example.com', username: null, phone: null, address: null };
const subscription = (status: Subscription['status']) =>
  weeklySubscription({
    status,
    currentPeriodEnd: null,
    currentPeriodStart: null,
    card: null,
    nextChargeAt: null,
    nextChargeAmount: null,
    nextPickupDate: null,
  });

function signIn() {
  authStorage.setToken('header.eyJzaWQiOiJzMSJ9.signature');
}

test('a visitor sees the page shell and a gate leading to sign-in, and nothing is asked of the server', () => {
  const { sent } = fakeApi({});
  renderInApp(<NutritionPage />, { route: '/nutrition' });

  expect(screen.getByRole('heading', { level: 1, name: 'Nutrition Tracker' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Sign in to open your tracker' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(sent).toHaveLength(0);
});

test('a signed-in account without a plan is led to /subscribe, told that every plan includes the tracker', async () => {
  signIn();
  fakeApi({ 'GET /api/user/profile': { body: profile } });
  renderInApp(<NutritionPage />, { route: '/nutrition' });

  expect(await screen.findByRole('heading', { name: 'The tracker comes with a subscription' })).toBeVisible();
  expect(screen.getByText(/Every plan, weekly or monthly, includes the Nutrition Tracker/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
});

test('a paused plan leads to resuming it, a failed payment to updating the card, both on the dashboard', async () => {
  signIn();
  fakeApi({
    'GET /api/user/profile': { body: profile },
    'GET /api/subscription': { body: subscription('paused') },
  });
  const paused = renderInApp(<NutritionPage />, { route: '/nutrition' });
  expect(await screen.findByRole('heading', { name: 'Your subscription is paused' })).toBeVisible();
  expect(screen.getByText(/Everything you logged is kept/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Resume in Dashboard' })).toHaveAttribute('href', '/dashboard');
  paused.unmount();

  fakeApi({
    'GET /api/user/profile': { body: profile },
    'GET /api/subscription': { body: subscription('past_due') },
  });
  renderInApp(<NutritionPage />, { route: '/nutrition' });
  expect(await screen.findByRole('heading', { name: 'Your last payment did not go through' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Update Card in Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});

test('an ended plan leads back to /subscribe', async () => {
  signIn();
  fakeApi({
    'GET /api/user/profile': { body: profile },
    'GET /api/subscription': { body: subscription('cancelled') },
  });
  renderInApp(<NutritionPage />, { route: '/nutrition' });
  expect(await screen.findByRole('heading', { name: 'Your subscription has ended' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
});
