import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Subscription } from '../../../../contracts/subscription';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { weeklySubscription } from '../../../testing/subscriptions';
import { OverviewTab } from './overview-tab';

function serve(subscription: Subscription | null) {
  fakeApi({
    'GET /api/subscription': subscription
      ? { body: subscription }
      : { status: 404, body: { message: 'No subscription', code: 'NOT_FOUND' } },
    'GET /api/subscription/pickup-code': { body: { code: null, validOn: null, nextPickupDate: null } },
    'GET /api/orders': { body: [] },
  });
}

test('the Overview leads an active subscriber to the nutrition tracker', async () => {
  serve(weeklySubscription());
  renderInApp(<OverviewTab />, { route: '/dashboard' });

  const tracker = await screen.findByRole('region', { name: 'Nutrition Tracker' });
  expect(tracker).toHaveTextContent("Log today's lunch in one tap");
  expect(screen.getByRole('link', { name: 'Open Tracker' })).toHaveAttribute('href', '/nutrition');
});

test('a paused plan, or none, is not offered the tracker from the Overview', async () => {
  serve(weeklySubscription({ status: 'paused' }));
  const { unmount } = renderInApp(<OverviewTab />, { route: '/dashboard' });
  expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Open Tracker' })).not.toBeInTheDocument();
  unmount();

  serve(null);
  renderInApp(<OverviewTab />, { route: '/dashboard' });
  expect(await screen.findByText('No Plan')).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Open Tracker' })).not.toBeInTheDocument();
});
