// The Friday special: chicken or shrimp pulao per service week, chosen until that week's cutoff, counted for the kitchen.
import { afterEach, expect, test } from 'vitest';
import { addDays, localDate } from '../../../domain/calendar';
import { countChoices } from '../../../domain/friday-choices';
import type { PickupRosterResponse, ProductionResponse } from '../../../contracts/admin';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { moveTo, signInAgain, subscribeAndSignIn } from './subscription-test-support';
import { mealDayRepository } from './meal-days';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

const choose = (headers: Record<string, string>, weekStartDate: string, choice: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/subscription/friday-special',
    headers,
    payload: { weekStartDate, choice },
  });
const specials = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/subscription', headers }))
    .json<{
      fridaySpecial: { weekStartDate: string; choice: string | null; options: { key: string }[] }[];
    }>()
    .fridaySpecial.map(({ weekStartDate, choice }) => ({ weekStartDate, choice }));
const counts = async (week: string) => {
  const friday = addDays(localDate(week), 4);
  const picks = await mealDayRepository(t.database.db).picksOn(friday);
  return Object.fromEntries(countChoices(SEED_CHOICES, picks).map((c) => [c.key, c.count]));
};
const SEED_CHOICES = [
  { key: 'chicken', label: 'Chicken pulao' },
  { key: 'shrimp', label: 'Shrimp pulao' },
];

test('each paid or coming week is chicken until shrimp is chosen, and can be changed until its cutoff', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const asha = await subscribeAndSignIn(t);
  // No pick yet: the day's first choice (the seed's chicken pulao) is served.
  expect(await specials(asha)).toEqual([
    { weekStartDate: '2026-11-30', choice: 'chicken' },
    { weekStartDate: '2026-12-07', choice: 'chicken' },
  ]);
  const chosen = await choose(asha, '2026-11-30', 'shrimp');
  expect(chosen.json()).toEqual({
    success: true,
    message: 'Your Friday special for the week of November 30, 2026 is shrimp pulao.',
  });
  expect((await choose(asha, '2026-12-07', 'shrimp')).statusCode).toBe(200);
  expect(await specials(asha)).toEqual([
    { weekStartDate: '2026-11-30', choice: 'shrimp' },
    { weekStartDate: '2026-12-07', choice: 'shrimp' },
  ]);

  const later = await choose(asha, '2026-12-14', 'shrimp');
  expect(later.json()).toEqual({
    code: 'CONFLICT',
    message: 'The week of December 14, 2026 is not one of your paid or coming weeks.',
  });
  expect((await choose(asha, '2026-12-04', 'shrimp')).json()).toMatchObject({
    code: 'VALIDATION',
    fields: { weekStartDate: 'Choose a Monday: service weeks start on Mondays.' },
  });
  expect((await choose(asha, '2026-12-07', 'paneer')).json()).toMatchObject({
    code: 'VALIDATION',
    fields: { choice: "Choose one of that Friday's specials: chicken, shrimp." },
  });

  // Friday 27 November after noon: the week of 30 November is closed to changes.
  await moveTo(t, '2026-11-27T19:00:00Z');
  const closed = await choose(asha, '2026-11-30', 'chicken');
  expect(closed.statusCode).toBe(409);
  expect(closed.json()).toMatchObject({ code: 'CUTOFF_PASSED' });
});

test('the kitchen counts one special per live subscription paid for the week, chicken by default', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const asha = await subscribeAndSignIn(t);
  const mo = await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  await choose(asha, '2026-11-30', 'shrimp');
  await choose(asha, '2026-12-07', 'shrimp');
  expect((await specials(mo)).map((s) => s.weekStartDate)).toEqual([
    '2026-11-30',
    '2026-12-07',
    '2026-12-14',
    '2026-12-21',
    '2026-12-28',
    '2027-01-04',
    '2027-01-11',
    '2027-01-18',
  ]);
  await choose(mo, '2026-12-21', 'shrimp');

  expect(await counts('2026-11-30')).toEqual({ chicken: 1, shrimp: 1 });
  // The weekly subscriber has not paid the week of 7 December yet: its choice waits for the charge.
  expect(await counts('2026-12-07')).toEqual({ chicken: 1, shrimp: 0 });
  expect(await counts('2026-12-21')).toEqual({ chicken: 0, shrimp: 1 });
  expect(await counts('2026-12-28')).toEqual({ chicken: 0, shrimp: 0 });

  await moveTo(t, '2026-12-04T20:30:00Z');
  expect(await counts('2026-12-07')).toEqual({ chicken: 1, shrimp: 1 });
  expect(await specials(await signInAgain(t))).toEqual([
    { weekStartDate: '2026-12-07', choice: 'shrimp' },
    { weekStartDate: '2026-12-14', choice: 'chicken' },
  ]);
});

test('a pick is one of the choices the owner set for that Friday, and the roster, counts and calendar serve those without one the first', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const asha = await subscribeAndSignIn(t);
  const mo = await subscribeAndSignIn(t, { email: 'mo@example.com', planType: 'monthly' });
  const ravi = await subscribeAndSignIn(t, { email: 'ravi@example.com' });
  // Mo picks chicken from the seed's menu; the owner then drops chicken for a paneer pulao put first.
  expect((await choose(mo, '2026-11-30', 'chicken')).statusCode).toBe(200);
  const admin = await signInAdmin(t);
  const dishes = (await t.app.inject({ method: 'GET', url: '/api/admin/dishes', headers: admin })).json<{
    dishes: { id: number; name: string }[];
  }>().dishes;
  const id = (name: string) => dishes.find((d) => d.name === name)?.id ?? 0;
  const planned = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/menu/weeks/2026-11-30',
    headers: admin,
    payload: {
      days: [
        ...['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({
          date,
          dishIds: [id('Yellow dal tadka')],
        })),
        {
          date: '2026-12-04',
          dishIds: [id('Boondi raita')],
          choices: [
            { key: 'paneer', label: 'Paneer tikka pulao', dishIds: [id('Paneer tikka masala')] },
            { key: 'shrimp', label: 'Shrimp pulao', dishIds: [id('Shrimp pulao')] },
          ],
        },
      ],
    },
  });
  expect(planned.statusCode, planned.body).toBe(200);

  const unknown = await choose(asha, '2026-11-30', 'chicken');
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json()).toMatchObject({
    code: 'VALIDATION',
    fields: { choice: "Choose one of that Friday's specials: paneer, shrimp." },
  });
  expect((await choose(asha, '2026-11-30', 'paneer')).json()).toEqual({
    success: true,
    message: 'Your Friday special for the week of November 30, 2026 is paneer tikka pulao.',
  });
  expect((await choose(asha, '2026-11-30', 'shrimp')).statusCode).toBe(200);
  expect(await specials(asha)).toContainEqual({ weekStartDate: '2026-11-30', choice: 'shrimp' });
  expect(await specials(ravi)).toContainEqual({ weekStartDate: '2026-11-30', choice: 'paneer' });
  const options = (await t.app.inject({ method: 'GET', url: '/api/subscription', headers: ravi })).json<{
    fridaySpecial: { options: { key: string; label: string }[] }[];
  }>().fridaySpecial[0]?.options;
  expect(options).toEqual([
    { key: 'paneer', label: 'Paneer tikka pulao' },
    { key: 'shrimp', label: 'Shrimp pulao' },
  ]);

  // Mo's chicken is no longer offered and Ravi picked nothing: both eat the first choice, paneer.
  const production = (
    await t.app.inject({ method: 'GET', url: '/api/admin/production?week=2026-11-30', headers: admin })
  ).json<ProductionResponse>();
  expect(production.days[4]?.fridaySpecial).toEqual([
    { key: 'paneer', label: 'Paneer tikka pulao', count: 2 },
    { key: 'shrimp', label: 'Shrimp pulao', count: 1 },
  ]);
  expect(production.days[4]?.dishes).toContainEqual({ name: 'Paneer tikka masala', count: 2 });
  expect(production.days[4]?.dishes).toContainEqual({ name: 'Shrimp pulao', count: 1 });
  const roster = (
    await t.app.inject({ method: 'GET', url: '/api/admin/pickups/today?date=2026-12-04', headers: admin })
  ).json<PickupRosterResponse>();
  expect(roster.pickups.map((p) => [p.email, p.fridayChoice, p.meal]).sort()).toEqual([
    ['asha@example.com', 'shrimp', 'Shrimp pulao'],
    ['mo@example.com', 'paneer', 'Paneer tikka pulao'],
    ['ravi@example.com', 'paneer', 'Paneer tikka pulao'],
  ]);
  expect(roster.fridayChoices).toEqual([
    { key: 'paneer', label: 'Paneer tikka pulao', count: 2 },
    { key: 'shrimp', label: 'Shrimp pulao', count: 1 },
  ]);

  const link = await t.app.inject({ method: 'POST', url: '/api/subscription/calendar-link', headers: mo });
  const feed = await t.app.inject({ method: 'GET', url: new URL(link.json<{ url: string }>().url).pathname });
  expect(feed.body.replace(/\r\n /g, '')).toContain(
    'SUMMARY:Tiffin Fit lunch pickup (Friday special: paneer tikka pulao)',
  );
});
