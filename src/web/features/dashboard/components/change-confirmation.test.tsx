// One pattern for every change (issue 41): the server's words in a toast, and kept where the change was made after
// the toast has gone. Choosing the Friday special, Undo skip and Keep my subscription confirmed nothing that stayed.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { SEED_FRIDAY_OPTIONS, weeklySubscription } from '../../../testing/subscriptions';
import { forgetConfirmedChanges } from '../confirmed-change';
import { ComingWeeksPanel } from './coming-weeks-panel';
import { QuickActionsCard } from './overview-cards';

const NOW = new Date('2026-11-25T18:00:00.000Z');
const weekly = weeklySubscription({
  fridaySpecial: [{ weekStartDate: '2026-11-30', choice: 'chicken', options: SEED_FRIDAY_OPTIONS }],
});

afterEach(() => {
  forgetConfirmedChanges();
  vi.restoreAllMocks();
});

function answer(message: string) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ success: true, message }), {
      headers: { 'content-type': 'application/json' },
    }),
  );
}

/** The toast, closed as a person would once read: what stays on screen is the confirmation in place. */
async function readAndCloseToast(title: string) {
  const toast = (await screen.findByText(title)).closest('li') as HTMLElement;
  // By keyboard: jsdom has no pointer capture for Radix's swipe handling.
  within(toast).getByRole('button', { name: 'Close' }).focus();
  await userEvent.setup().keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument());
}

test('choosing the Friday special is confirmed in its week, after the toast has gone', async () => {
  const saved = 'Your Friday special for the week of November 30, 2026 is shrimp pulao.';
  answer(saved);
  renderInApp(<ComingWeeksPanel subscription={weekly} now={NOW} />, { route: '/dashboard' });
  const choice = screen.getByRole('group', { name: 'Friday special for the week of November 30, 2026' });

  await userEvent.setup().click(within(choice).getByRole('radio', { name: 'Shrimp pulao' }));
  await readAndCloseToast('Friday special saved');

  const week = screen
    .getByRole('heading', { name: 'Week of November 30, 2026' })
    .closest('li') as HTMLElement;
  expect(within(week).getByText(saved)).toBeVisible();
});

test('Undo skip is confirmed in its week the same way a skip is', async () => {
  const back =
    'The week of December 7, 2026 is back on: it is charged on Friday, December 4, 2026 at 12:00 PM Central.';
  answer(back);
  renderInApp(<ComingWeeksPanel subscription={{ ...weekly, skippedWeeks: ['2026-12-07'] }} now={NOW} />);
  const week = screen.getByRole('heading', { name: 'Week of December 7, 2026' }).closest('li') as HTMLElement;

  await userEvent.setup().click(within(week).getByRole('button', { name: /^Undo skip/ }));
  await readAndCloseToast('Week back on');

  expect(within(week).getByText(back)).toBeVisible();
});

test('Keep my subscription is confirmed in the plan’s card once the cancellation notice has gone', async () => {
  answer('Your subscription will continue.');
  renderInApp(<QuickActionsCard subscription={{ ...weekly, cancelAtPeriodEnd: true }} />);

  await userEvent.setup().click(screen.getByRole('button', { name: 'Keep my subscription' }));
  await readAndCloseToast('Subscription resumed');

  const card = screen.getByRole('region', { name: 'Quick Actions' });
  expect(within(card).getByText('Your subscription will continue.')).toBeVisible();
});
