import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { ComingWeeksPanel } from './coming-weeks-panel';
import { PausePanel } from './pause-panel';
import { SEED_FRIDAY_OPTIONS, weeklySubscription } from '../../../testing/subscriptions';

// Wednesday, November 25, 2026, noon in Irving: the week of November 23 is paid; November 30's cutoff is Friday.
const NOW = new Date('2026-11-25T18:00:00.000Z');

const weekly = weeklySubscription({
  fridaySpecial: [
    { weekStartDate: '2026-11-23', choice: 'chicken', options: SEED_FRIDAY_OPTIONS },
    { weekStartDate: '2026-11-30', choice: 'chicken', options: SEED_FRIDAY_OPTIONS },
  ],
});

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

/** What the app sent: method, path and parsed body of the one call made. */
function sentCall(fetchSpy: ReturnType<typeof answer>) {
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const [path, init] = fetchSpy.mock.calls[0] ?? [];
  return {
    path,
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

test('each coming week says what it costs and when; the paid one cannot be skipped', () => {
  renderInApp(<ComingWeeksPanel subscription={weekly} now={NOW} />, { route: '/dashboard' });
  const weeks = within(screen.getByRole('region', { name: 'Your coming weeks' })).getAllByRole('listitem');
  expect(weeks[0]).toHaveTextContent('Week of November 23, 2026Paid');
  expect(within(weeks[0]!).queryByRole('button')).not.toBeInTheDocument();
  expect(weeks[0]).toHaveTextContent('Friday special: Chicken pulao');
  expect(weeks[1]).toHaveTextContent('$75.00 charged Friday, November 27, 2026 at 12:00 PM CT.');
  expect(weeks[2]).toHaveTextContent('Week of December 7, 2026Coming');
});

test('Skip week sends that Monday and shows the server’s answer', async () => {
  const user = userEvent.setup();
  const sent = answer(200, {
    success: true,
    message: 'You skipped the week of December 7, 2026: no charge and no pickups that week.',
  });
  renderInApp(<ComingWeeksPanel subscription={weekly} now={NOW} />, { route: '/dashboard' });

  await user.click(screen.getByRole('button', { name: 'Skip the week of December 7, 2026' }));

  expect(await screen.findByText('Week skipped')).toBeVisible();
  expect(sentCall(sent)).toEqual({
    path: '/api/subscription/skip',
    method: 'POST',
    body: { weekStartDate: '2026-12-07' },
  });
});

test('a skipped week shows as skipped with Undo skip, which puts it back', async () => {
  const user = userEvent.setup();
  const sent = answer(200, {
    success: true,
    message:
      'The week of December 7, 2026 is back on: it is charged on Friday, December 4, 2026 at 12:00 PM Central.',
  });
  renderInApp(<ComingWeeksPanel subscription={{ ...weekly, skippedWeeks: ['2026-12-07'] }} now={NOW} />);
  const week = screen.getByRole('heading', { name: 'Week of December 7, 2026' }).closest('li')!;
  expect(week).toHaveTextContent('SkippedNo charge and no pickups this week.');

  await user.click(
    within(week as HTMLElement).getByRole('button', { name: 'Undo skip for the week of December 7, 2026' }),
  );

  expect(await screen.findByText('Week back on')).toBeVisible();
  expect(sentCall(sent)).toMatchObject({ path: '/api/subscription/skip/2026-12-07', method: 'DELETE' });
});

test('a skip the server refuses shows its message in a Skip Failed toast', async () => {
  const user = userEvent.setup();
  const refusal =
    'The week of November 30, 2026 can no longer be changed: its cutoff was Friday, November 27, 2026 at 12:00 PM Central.';
  answer(409, { message: refusal, code: 'CUTOFF_PASSED' });
  renderInApp(<ComingWeeksPanel subscription={weekly} now={NOW} />);

  await user.click(screen.getByRole('button', { name: 'Skip the week of November 30, 2026' }));

  const toast = (await screen.findByText('Skip Failed')).closest('li')!;
  expect(toast).toHaveTextContent(refusal);
});

test('the Friday special is chosen per coming week; a week under way shows its choice only', async () => {
  const user = userEvent.setup();
  const sent = answer(200, {
    success: true,
    message: 'Your Friday special for the week of November 30, 2026 is shrimp pulao.',
  });
  renderInApp(<ComingWeeksPanel subscription={weekly} now={NOW} />);
  const choice = screen.getByRole('group', { name: 'Friday special for the week of November 30, 2026' });
  expect(within(choice).getByRole('radio', { name: 'Chicken pulao' })).toBeChecked();
  expect(
    screen.queryByRole('group', { name: 'Friday special for the week of November 23, 2026' }),
  ).not.toBeInTheDocument();

  await user.click(within(choice).getByRole('radio', { name: 'Shrimp pulao' }));

  expect(await screen.findByText('Friday special saved')).toBeVisible();
  expect(sentCall(sent)).toEqual({
    path: '/api/subscription/friday-special',
    method: 'PUT',
    body: { weekStartDate: '2026-11-30', choice: 'shrimp' },
  });
});

test("the Friday special offers that Friday's choices as the owner set them, the first checked until one is picked", async () => {
  const user = userEvent.setup();
  const sent = answer(200, {
    success: true,
    message: 'Your Friday special for the week of November 30, 2026 is lamb biryani.',
  });
  const owners = weeklySubscription({
    fridaySpecial: [
      {
        weekStartDate: '2026-11-30',
        choice: 'paneer',
        options: [
          { key: 'paneer', label: 'Paneer tikka pulao' },
          { key: 'shrimp', label: 'Shrimp pulao' },
          { key: 'lamb', label: 'Lamb biryani' },
        ],
      },
    ],
  });
  renderInApp(<ComingWeeksPanel subscription={owners} now={NOW} />);
  const choice = screen.getByRole('group', { name: 'Friday special for the week of November 30, 2026' });
  expect(
    within(choice)
      .getAllByRole('radio')
      .map((r) => r.getAttribute('value')),
  ).toEqual(['paneer', 'shrimp', 'lamb']);
  expect(within(choice).getByRole('radio', { name: 'Paneer tikka pulao' })).toBeChecked();
  expect(within(choice).queryByRole('radio', { name: 'Chicken pulao' })).not.toBeInTheDocument();

  await user.click(within(choice).getByRole('radio', { name: 'Lamb biryani' }));

  expect(await screen.findByText('Friday special saved')).toBeVisible();
  expect(sentCall(sent)).toEqual({
    path: '/api/subscription/friday-special',
    method: 'PUT',
    body: { weekStartDate: '2026-11-30', choice: 'lamb' },
  });
});

test('Pause starts with the first week not charged yet and resumes on the chosen Monday', async () => {
  const user = userEvent.setup();
  const sent = answer(200, {
    success: true,
    message:
      'Your subscription pauses from the week of November 30, 2026. It resumes with the week of December 14, 2026, charged $75.00 on Friday, December 11, 2026 at 12:00 PM Central.',
  });
  renderInApp(<PausePanel subscription={weekly} now={NOW} />);
  const panel = screen.getByRole('region', { name: 'Pause' });
  expect(panel).toHaveTextContent('A pause starts with the week of November 30, 2026');
  const resume = within(panel).getByLabelText('Resume with the week of');
  expect(resume).toHaveValue('2026-12-07');

  await user.selectOptions(resume, 'December 14, 2026');
  await user.click(within(panel).getByRole('button', { name: 'Pause subscription' }));

  expect(await screen.findByText('Subscription paused')).toBeVisible();
  expect(sentCall(sent)).toEqual({
    path: '/api/subscription/pause',
    method: 'POST',
    body: { resumeOn: '2026-12-14' },
  });
});

test('a pause set up but not begun says when it starts and ends, and can be cancelled', async () => {
  const user = userEvent.setup();
  const sent = answer(200, {
    success: true,
    message: 'Your pause is cancelled: your subscription continues as before.',
  });
  renderInApp(
    <PausePanel
      subscription={{ ...weekly, pausedFrom: '2026-11-30', pausedUntil: '2026-12-14' }}
      now={NOW}
    />,
  );
  const status = within(screen.getByRole('region', { name: 'Pause' })).getByRole('status');
  expect(status).toHaveTextContent('Pause starts with the week of November 30, 2026');
  expect(status).toHaveTextContent(
    'Your lunches resume with the week of December 14, 2026, charged $75.00 on Friday, December 11, 2026 at 12:00 PM CT.',
  );

  await user.click(screen.getByRole('button', { name: 'Cancel pause' }));

  expect(await screen.findByText('Pause cancelled')).toBeVisible();
  expect(sentCall(sent)).toMatchObject({ path: '/api/subscription/pause', method: 'DELETE' });
});

test('a pause the server refuses shows its message in a Pause Failed toast', async () => {
  const user = userEvent.setup();
  answer(409, {
    message: 'Your subscription is set to cancel at the end of this period. Undo the cancellation first.',
    code: 'CONFLICT',
  });
  renderInApp(<PausePanel subscription={weekly} now={NOW} />);

  await user.click(screen.getByRole('button', { name: 'Pause subscription' }));

  const toast = (await screen.findByText('Pause Failed')).closest('li')!;
  expect(toast).toHaveTextContent('Undo the cancellation first.');
});
