// The Friday special: chicken or shrimp pulao per service week, chosen until that week's cutoff, counted for the kitchen.
import { afterEach, expect, test } from 'vitest';
import { addDays, localDate } from '../../../domain/calendar';
import { countChoices } from '../../../domain/friday-choices';
import { createTestApp, type TestApp } from '../../testing/test-app';
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
  (await t.app.inject({ method: 'GET', url: '/api/subscription', headers })).json<{
    fridaySpecial: { weekStartDate: string; choice: string }[];
  }>().fridaySpecial;
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
    { weekStartDate: '2026-11-30', choice: null },
    { weekStartDate: '2026-12-07', choice: null },
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
    { weekStartDate: '2026-12-14', choice: null },
  ]);
});
