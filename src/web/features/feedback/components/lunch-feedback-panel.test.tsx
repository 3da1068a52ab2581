import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { CasesResponse, SubscriberCase } from '../../../../contracts/cases';
import type { RatingsResponse } from '../../../../contracts/ratings';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { LunchFeedbackPanel } from './lunch-feedback-panel';

const TUESDAY = '2026-11-24';
const MONDAY = '2026-11-23';

function reportOf(status: SubscriberCase['status']): SubscriberCase {
  return {
    id: 7,
    date: TUESDAY,
    dishName: 'Dal Makhani Bowl',
    category: 'quality',
    description: 'The dal was sour.',
    status,
    hasPhoto: false,
    createdAt: '2026-11-24T20:30:00.000Z',
    replies: [],
    resolution: null,
  };
}

function serve(cases: SubscriberCase[], extra: Parameters<typeof fakeApi>[0] = {}) {
  const ratings: RatingsResponse = { open: [], ratings: [] };
  const answer: CasesResponse = {
    cases,
    reportable: [
      { date: TUESDAY, dishName: 'Dal Makhani Bowl', until: '2026-11-26T20:00:00.000Z' },
      { date: MONDAY, dishName: 'Paneer Tikka Bowl', until: '2026-11-25T20:00:00.000Z' },
    ],
  };
  fakeApi({ 'GET /api/ratings': { body: ratings }, 'GET /api/cases': { body: answer }, ...extra });
}

const lunchOf = async (dish: string) =>
  (await screen.findByText(new RegExp(`: ${dish}$`))).closest('li') as HTMLElement;

test('a lunch already reported shows where its report stands, linked to it, instead of "Report a problem"', async () => {
  serve([reportOf('replied')]);
  renderInApp(<LunchFeedbackPanel />, { route: '/dashboard' });

  const tuesday = await lunchOf('Dal Makhani Bowl');
  const state = within(tuesday).getByRole('link', { name: /^Reported: Replied/ });
  expect(state).toHaveAttribute('href', '#report-7');
  expect(document.getElementById('report-7')).toHaveTextContent('Report #7: Quality');
  expect(within(tuesday).queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();

  const monday = await lunchOf('Paneer Tikka Bowl');
  expect(within(monday).getByRole('button', { name: 'Report a problem' })).toBeVisible();
  expect(within(monday).queryByRole('link', { name: /^Reported/ })).not.toBeInTheDocument();
});

test('a lunch whose report is resolved says so and can be reported again', async () => {
  serve([reportOf('resolved')]);
  renderInApp(<LunchFeedbackPanel />, { route: '/dashboard' });

  const tuesday = await lunchOf('Dal Makhani Bowl');
  expect(within(tuesday).getByRole('link', { name: /^Reported: Resolved/ })).toHaveAttribute(
    'href',
    '#report-7',
  );
  expect(within(tuesday).getByRole('button', { name: 'Report another problem' })).toBeVisible();
});

test('a report the server refuses as a second one for the lunch shows the server’s words', async () => {
  const message =
    'You have already reported a problem with this lunch (report #7). We answer you there; write to us by e-mail to add to it.';
  serve([], { 'POST /api/cases': { status: 409, body: { message, code: 'CONFLICT' } } });
  const user = userEvent.setup();
  renderInApp(<LunchFeedbackPanel />, { route: '/dashboard' });

  const tuesday = await lunchOf('Dal Makhani Bowl');
  await user.click(within(tuesday).getByRole('button', { name: 'Report a problem' }));
  await user.type(within(tuesday).getByLabelText('Tell us what happened'), 'The dal was sour.');
  await user.click(within(tuesday).getByRole('button', { name: 'Send report' }));
  expect(await within(tuesday).findByRole('alert')).toHaveTextContent(message);
});
