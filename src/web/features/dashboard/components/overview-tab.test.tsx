import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import type { Subscription } from '../../../../contracts/subscription';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { weeklySubscription } from '../../../testing/subscriptions';
import { useSubscription } from '../api/get-subscription';
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

/** The page's side: the code's read, under way until the button says it is in. */
function WithPickupCode() {
  const [pending, setPending] = useState(true);
  const plan = useSubscription();
  return (
    <>
      {plan.isSuccess ? <p>Plan read</p> : null}
      <button type="button" onClick={() => setPending(false)}>
        Code read
      </button>
      <OverviewTab pickupCode={{ card: <p>Today&apos;s code: 4821</p>, pending }} />
    </>
  );
}

test('the cards wait for the pickup code the page hands in, so its card never pushes them down', async () => {
  serve(weeklySubscription());
  renderInApp(<WithPickupCode />, { route: '/dashboard' });
  expect(await screen.findByText('Loading your plan...')).toBeInTheDocument();
  // The plan's read is in; the Overview still waits for the code, and shows nothing of either yet.
  expect(await screen.findByText('Plan read')).toBeInTheDocument();
  expect(screen.getByText('Loading your plan...')).toBeInTheDocument();
  expect(screen.queryByText("Today's code: 4821")).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Code read' }));
  expect(await screen.findByText("Today's code: 4821")).toBeVisible();
  expect(await screen.findByRole('region', { name: 'Current Plan' })).toBeVisible();
});
