import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import type { PickupRosterEntry, PickupRosterResponse } from '../../../../../contracts/admin';
import { renderInApp } from '../../../../testing/render-in-app';
import { PickupRoster } from './pickup-roster';

const asha: PickupRosterEntry = {
  userId: 7,
  subscriptionId: 70,
  orderId: 700,
  name: 'Asha Patel',
  email: 'asha@example.com',
  phone: null,
  planType: 'weekly',
  meal: 'Tandoori Chicken Thali',
  fridayChoice: null,
  dietaryNotes: 'No onions please',
  pickupCode: 'K7M3QX',
  checkedInAt: null,
};
const ravi: PickupRosterEntry = {
  ...asha,
  userId: 8,
  orderId: 800,
  name: 'Ravi Kumar',
  pickupCode: 'P4T9WA',
};

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * The server's side at the network boundary, as the contract (src/contracts/admin.ts) says: a Monday roster, and
 * check-in by userId or code that records the time; an unknown code answers 404 with the server's message.
 */
function serveRoster(
  people: PickupRosterEntry[] = [asha, ravi],
  fridayChoices: PickupRosterResponse['fridayChoices'] = [],
) {
  const roster = (): PickupRosterResponse => ({
    date: '2026-11-23',
    isPickupDay: true,
    expected: people.length,
    collected: people.filter((p) => p.checkedInAt).length,
    fridayChoices,
    pickups: people,
  });
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (url.startsWith('/api/admin/pickups/today')) return Promise.resolve(Response.json(roster()));
    if (url === '/api/admin/pickups/check-in') {
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        userId?: number;
        code?: string;
      };
      const index = people.findIndex((p) => p.userId === body.userId || p.pickupCode === body.code);
      const found = people[index];
      if (!found)
        return Promise.resolve(
          Response.json(
            { message: 'No one collects today with this pickup code.', code: 'NOT_FOUND' },
            { status: 404 },
          ),
        );
      const already = found.checkedInAt !== null;
      const pickup = { ...found, checkedInAt: found.checkedInAt ?? '2026-11-23T18:05:00.000Z' };
      people[index] = pickup;
      return Promise.resolve(Response.json({ success: true, alreadyCheckedIn: already, pickup }));
    }
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
}

test('the roster lists who collects today with plan and dietary notes, and checks one off by name', async () => {
  serveRoster();
  const user = userEvent.setup();
  renderInApp(<PickupRoster />, { route: '/admin/roster' });

  const list = await screen.findByRole('list', { name: 'Pickup roster' });
  expect(screen.getByText('0 of 2 collected')).toBeVisible();
  const row = within(list).getByText('Asha Patel').closest('li');
  expect(row).toHaveTextContent('Weekly');
  expect(row).toHaveTextContent('Dietary notes: No onions please');

  await user.click(screen.getByRole('button', { name: 'Check in Asha Patel' }));
  expect(await screen.findByText('Checked In')).toBeVisible();
  expect(await screen.findByText('1 of 2 collected')).toBeVisible();
  expect(row).toHaveTextContent('Collected 12:05 PM');
  expect(screen.getByRole('button', { name: 'Check in Ravi Kumar' })).toBeEnabled();
});

test('typing a pickup code, in any letter case, checks that subscriber off; an unknown code says why', async () => {
  serveRoster();
  const user = userEvent.setup();
  renderInApp(<PickupRoster />, { route: '/admin/roster' });
  await screen.findByRole('list', { name: 'Pickup roster' });

  await user.type(screen.getByLabelText('Pickup code'), 'zzzzzz');
  await user.click(screen.getByRole('button', { name: 'Check In by Code' }));
  expect(await screen.findByText('Check-in Failed')).toBeVisible();
  expect(screen.getByText('No one collects today with this pickup code.')).toBeVisible();

  await user.clear(screen.getByLabelText('Pickup code'));
  await user.type(screen.getByLabelText('Pickup code'), 'p4t9wa');
  await user.click(screen.getByRole('button', { name: 'Check In by Code' }));
  expect(await screen.findByText(/^Ravi Kumar: Weekly plan/)).toBeVisible();
  expect(screen.getByLabelText('Pickup code')).toHaveValue('');
  expect(await screen.findByText('1 of 2 collected')).toBeVisible();
});

test('staff get only the name, meal and pickup code from the server, and the roster shows just that', async () => {
  const only = ({ email: _e, phone: _p, planType: _t, dietaryNotes: _d, ...shown }: PickupRosterEntry) =>
    shown;
  serveRoster([only(asha), only(ravi)]);
  const user = userEvent.setup();
  renderInApp(<PickupRoster />, { route: '/admin/roster' });

  const list = await screen.findByRole('list', { name: 'Pickup roster' });
  const row = within(list).getByText('Asha Patel').closest('li');
  expect(row).toHaveTextContent('Tandoori Chicken Thali');
  expect(row).toHaveTextContent('code K7M3QX');
  expect(row).not.toHaveTextContent('Weekly');
  expect(row).not.toHaveTextContent('Dietary notes');

  await user.type(screen.getByLabelText('Pickup code'), 'k7m3qx');
  await user.click(screen.getByRole('button', { name: 'Check In by Code' }));
  expect(await screen.findByText('Asha Patel: Tandoori Chicken Thali.')).toBeVisible();
});

test('on a Friday each row names the special chosen once', async () => {
  const friday = (entry: PickupRosterEntry, choice: 'chicken' | 'shrimp') => ({
    ...entry,
    meal: choice === 'shrimp' ? 'Shrimp pulao' : 'Chicken pulao',
    fridayChoice: choice,
  });
  serveRoster(
    [friday(asha, 'shrimp'), friday(ravi, 'chicken')],
    [
      { key: 'chicken', label: 'Chicken pulao', count: 1 },
      { key: 'shrimp', label: 'Shrimp pulao', count: 1 },
    ],
  );
  renderInApp(<PickupRoster />, { route: '/admin/roster' });

  const list = await screen.findByRole('list', { name: 'Pickup roster' });
  expect(within(list).getAllByText(/Shrimp pulao/)).toHaveLength(1);
  expect(within(list).getAllByText(/Chicken pulao/)).toHaveLength(1);
});

test("each of the owner's Friday choices has a colour of its own, by its place, named in a legend with its count", async () => {
  const choices = [
    { key: 'paneer', label: 'Paneer tikka pulao' },
    { key: 'shrimp', label: 'Shrimp pulao' },
    { key: 'chicken', label: 'Chicken pulao' },
    { key: 'mushroom', label: 'Mushroom biryani' },
    { key: 'egg', label: 'Egg curry' },
    { key: 'rajma', label: 'Rajma chawal' },
  ];
  // One subscriber for each choice, two for the first (one of them with no pick: they eat the first choice).
  const people = choices.map((c, i) => ({
    ...asha,
    userId: 10 + i,
    orderId: 100 + i,
    name: `Eater ${i + 1}`,
    meal: c.label,
    fridayChoice: c.key,
  }));
  const noPick = { ...people[0]!, userId: 30, orderId: 300, name: 'Eater 7' };
  serveRoster(
    [...people, noPick],
    choices.map((c, i) => ({ ...c, count: i === 0 ? 2 : 1 })),
  );
  renderInApp(<PickupRoster />, { route: '/admin/roster' });

  const legend = await screen.findByRole('list', { name: 'Friday specials' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Paneer tikka pulao · 2',
    'Shrimp pulao · 1',
    'Chicken pulao · 1',
    'Mushroom biryani · 1',
    'Egg curry · 1',
    'Rajma chawal · 1',
  ]);
  const colourOf = (badge: HTMLElement) => badge.className;
  const legendColours = within(legend)
    .getAllByRole('listitem')
    .map((item) => colourOf(item.firstElementChild as HTMLElement));
  expect(new Set(legendColours).size).toBe(choices.length);

  // Each row's badge names its choice in the legend's colour of that choice.
  const roster = screen.getByRole('list', { name: 'Pickup roster' });
  for (const [i, choice] of choices.entries()) {
    const row = within(roster)
      .getByText(`Eater ${i + 1}`)
      .closest('li') as HTMLElement;
    expect(colourOf(within(row).getByText(choice.label))).toBe(legendColours[i]);
  }
  const unpicked = within(roster).getByText('Eater 7').closest('li') as HTMLElement;
  expect(colourOf(within(unpicked).getByText('Paneer tikka pulao'))).toBe(legendColours[0]);
});

test('the day picker shows the day the roster lists, today until another is picked', async () => {
  serveRoster();
  renderInApp(<PickupRoster />, { route: '/admin/roster' });

  expect(await screen.findByText('Pickups for November 23, 2026')).toBeVisible();
  expect(screen.getByLabelText('Day')).toHaveValue('2026-11-23');
});
