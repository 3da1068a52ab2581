// Logging a day: totals in the spec's names, Central-time days, a week back and no further, one's own entries only,
// our lunch once a day (the Friday special as chosen), foods by grams or portion, weights.
import { afterEach, expect, test } from 'vitest';
import { dishResponseSchema } from '../../../contracts/dishes';
import { dayChangeResponseSchema } from '../../../contracts/nutrition';
import { menuWeekResponseSchema } from '../../../contracts/menu-calendar';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signInAdmin } from '../admin/admin-test-support';
import { moveTo, signInAgain } from '../subscriptions/subscription-test-support';
import { api, seedDays, setSubscriptionStatus, trackerSubscriber, userIdOf } from './nutrition-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

// Friday 20 November 2026, 5:30 PM Central (23:30 UTC).
const FRIDAY_EVENING = new Date('2026-11-20T23:30:00Z');

test("entries add up to the day's totals in the spec's names, and an empty day is a 404", async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  expect((await asha.get('/api/daily-nutrition/2026-11-20')).json()).toEqual({
    code: 'NOT_FOUND',
    message: 'Nothing is logged for this date',
  });

  const first = await asha.post('/api/daily-nutrition', {
    consumedCalories: 450,
    consumedProtein: '30.5',
    consumedCarbs: '40',
    consumedFat: '12',
    consumedFiber: '6',
    waterIntake: 0.5,
    exerciseCaloriesBurned: '',
    name: 'Poha and curd',
  });
  expect(first.statusCode, first.body).toBe(201);
  expect(first.json()).toMatchObject({
    entry: { date: '2026-11-20', name: 'Poha and curd', source: 'manual', consumedProtein: '30.5' },
  });
  await asha.post('/api/daily-nutrition', { waterIntake: 0.3 });
  await asha.post('/api/daily-nutrition', { exerciseCaloriesBurned: 320 });

  const day = await asha.get('/api/daily-nutrition/2026-11-20');
  expect(day.statusCode).toBe(200);
  expect(day.json()).toMatchObject({
    date: '2026-11-20',
    consumedCalories: 450,
    consumedProtein: '30.5',
    consumedCarbs: '40.0',
    consumedFat: '12.0',
    consumedFiber: '6.0',
    waterIntake: 0.8,
    exerciseCaloriesBurned: 320,
    weight: null,
    lunchLogged: false,
  });
  expect(day.json<{ entries: unknown[] }>().entries).toHaveLength(3);
});

test('days are Central-time days: late Friday evening is still Friday, and Saturday is the future', async () => {
  t = await createTestApp({ now: new Date('2026-11-21T05:30:00Z') }); // 11:30 PM Friday in Irving
  const asha = api(t, await trackerSubscriber(t));
  const res = await asha.post('/api/daily-nutrition', { consumedCalories: 300 });
  expect(res.json()).toMatchObject({ entry: { date: '2026-11-20' } });
  const tomorrow = await asha.post('/api/daily-nutrition', { consumedCalories: 300, date: '2026-11-21' });
  expect(tomorrow.statusCode).toBe(400);
  expect(tomorrow.json()).toMatchObject({
    fields: { date: 'Choose a date from today back to 7 days ago (YYYY-MM-DD)' },
  });
  // 31 minutes later it is Saturday in Irving.
  t.clock.advance(31 * 60 * 1000);
  expect((await asha.post('/api/daily-nutrition', { consumedCalories: 300 })).json()).toMatchObject({
    entry: { date: '2026-11-21' },
  });
});

test('a forgotten day can be logged up to 7 days back, not 8', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  expect(
    (await asha.post('/api/daily-nutrition', { consumedCalories: 600, date: '2026-11-13' })).statusCode,
  ).toBe(201);
  const tooOld = await asha.post('/api/daily-nutrition', { consumedCalories: 600, date: '2026-11-12' });
  expect(tooOld.statusCode).toBe(400);
  expect(tooOld.json()).toMatchObject({ code: 'VALIDATION', fields: { date: expect.any(String) } });
});

test('bad amounts answer 400 naming the field, and an entry with nothing in it is refused', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  const bad = await asha.post('/api/daily-nutrition', {
    consumedCalories: 12.5,
    consumedProtein: 'lots',
    waterIntake: -1,
    date: '2026-02-30',
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({
    fields: {
      consumedCalories: 'Calories must be a whole number from 0 to 10000',
      consumedProtein: 'Protein must be a number of grams from 0 to 1000',
      waterIntake: 'Water must be a number of litres from 0 to 10',
      date: 'Choose a date from today back to 7 days ago (YYYY-MM-DD)',
    },
  });
  const empty = await asha.post('/api/daily-nutrition', { consumedCalories: '' });
  expect(empty.json()).toMatchObject({ code: 'VALIDATION', message: 'Enter at least one amount to log' });
  const unknown = await asha.post('/api/daily-nutrition', { calories: 100 });
  expect(unknown.statusCode).toBe(400);
});

test('an entry can be edited and deleted by its owner, and by nobody else', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  const ravi = api(t, await trackerSubscriber(t, 'ravi@example.com'));
  const { entry } = (
    await asha.post('/api/daily-nutrition', { consumedCalories: 500, consumedProtein: 20 })
  ).json<{
    entry: { id: number };
  }>();

  for (const res of [
    await ravi.patch(`/api/daily-nutrition/entries/${entry.id}`, { consumedCalories: 1 }),
    await ravi.delete(`/api/daily-nutrition/entries/${entry.id}`),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such entry in your log' });
  }
  expect((await ravi.get('/api/daily-nutrition/2026-11-20')).statusCode).toBe(404);

  const edited = await asha.patch(`/api/daily-nutrition/entries/${entry.id}`, { consumedCalories: 550 });
  expect(edited.json()).toMatchObject({
    entry: { id: entry.id, consumedCalories: 550, consumedProtein: '20.0' },
    day: { consumedCalories: 550 },
  });
  const deleted = await asha.delete(`/api/daily-nutrition/entries/${entry.id}`);
  expect(deleted.json()).toEqual({ entry: null, day: null });
  expect((await asha.get('/api/daily-nutrition/2026-11-20')).statusCode).toBe(404);
  expect((await asha.delete('/api/daily-nutrition/entries/abc')).statusCode).toBe(400);
});

test("today's lunch is logged in one tap with the menu's nutrition, once a day", async () => {
  t = await createTestApp({ now: new Date('2026-11-23T19:00:00Z') }); // Monday 1 PM Central
  const headers = await trackerSubscriber(t);
  const asha = api(t, headers);
  expect((await asha.get('/api/daily-nutrition/lunch')).json()).toEqual({
    date: '2026-11-23',
    available: true,
    name: 'Tandoori Chicken Thali',
    calories: 720,
    protein: 40,
    carbs: 78,
    fat: 26,
    fiber: 9,
    logged: false,
  });
  const first = await asha.post('/api/daily-nutrition/lunch');
  expect(first.statusCode, first.body).toBe(201);
  expect(first.json()).toMatchObject({
    entry: {
      source: 'lunch',
      name: 'Tandoori Chicken Thali',
      consumedCalories: 720,
      consumedProtein: '40.0',
    },
    day: { consumedCalories: 720, lunchLogged: true },
  });
  // The spec's client sends no body (and no JSON content type) when there is none.
  const again = await t.app.inject({ method: 'POST', url: '/api/daily-nutrition/lunch', headers });
  expect(again.statusCode, again.body).toBe(409);
  expect(again.json()).toEqual({ code: 'CONFLICT', message: "You have already logged this day's lunch." });
  // Yesterday was a Sunday: no lunch.
  const sunday = await asha.post('/api/daily-nutrition/lunch', { date: '2026-11-22' });
  expect(sunday.statusCode).toBe(400);
  expect(sunday.json()).toMatchObject({
    message: 'There is no lunch on this day: we cook Monday to Friday.',
  });
});

test('after the owner changes the menu, our lunch logs the new dish with its computed numbers; entries logged keep theirs', async () => {
  t = await createTestApp({ now: new Date('2026-11-23T19:00:00Z') }); // Monday 1 PM Central
  const headers = await trackerSubscriber(t);
  const asha = api(t, headers);
  expect((await asha.post('/api/daily-nutrition/lunch')).json()).toMatchObject({
    entry: { name: 'Tandoori Chicken Thali', consumedCalories: 720 },
  });

  const admin = api(t, await signInAdmin(t));
  const made = await admin.post('/api/admin/dishes', {
    name: 'Paneer cashew bites',
    recipe: [
      { foodCode: 'L003', grams: 100, label: 'paneer (milk)' },
      { foodCode: 'H005', grams: 10, label: 'cashew' },
      { foodCode: 'US02047', grams: 1, label: 'salt' },
    ],
    portionGrams: 110,
  });
  expect(made.statusCode, made.body).toBe(201);
  const bites = dishResponseSchema.parse(made.json()).dish.id;
  const week = menuWeekResponseSchema.parse((await admin.get('/api/admin/menu/weeks/2026-11-23')).json());
  // The week is locked (its choices closed on Friday): Monday and Tuesday change only with the subscribers told.
  const changed = await admin.put('/api/admin/menu/weeks/2026-11-23', {
    notifySubscribers: true,
    days: week.plan.map((day) => ({
      date: day.date,
      dishIds: day.date <= '2026-11-24' ? [bites] : day.dishIds,
      ...(day.choices.length > 0 ? { choices: day.choices } : {}),
    })),
  });
  expect(changed.statusCode, changed.body).toBe(200);

  // Computed from the catalogue (dishes.test.ts works it by hand): 316 kcal, 20.8 g protein, 15 g carbs, 19.3 g fat.
  const today = (await asha.get('/api/daily-nutrition/lunch')).json();
  expect(today).toMatchObject({ name: 'Paneer cashew bites', calories: 316, protein: 20.8, logged: true });
  expect((await asha.get('/api/daily-nutrition/2026-11-23')).json()).toMatchObject({ consumedCalories: 720 });

  await moveTo(t, '2026-11-24T19:00:00Z'); // Tuesday 1 PM Central
  const tuesday = await api(t, await signInAgain(t)).post('/api/daily-nutrition/lunch');
  expect(tuesday.statusCode, tuesday.body).toBe(201);
  expect(tuesday.json()).toMatchObject({
    entry: {
      name: 'Paneer cashew bites',
      consumedCalories: 316,
      consumedProtein: '20.8',
      consumedFat: '19.3',
    },
  });
  expect((await asha.get('/api/daily-nutrition/2026-11-23')).json()).toMatchObject({ consumedCalories: 720 });
});

test('on Friday the lunch is the special the subscriber chose', async () => {
  t = await createTestApp({ now: new Date('2026-11-25T16:00:00Z') }); // Wednesday
  const headers = await trackerSubscriber(t);
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/subscription/friday-special',
    headers,
    payload: { weekStartDate: '2026-11-30', choice: 'shrimp' },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  await moveTo(t, '2026-12-04T19:00:00Z'); // Friday 4 December, 1 PM Central
  const res = await api(t, await signInAgain(t)).post('/api/daily-nutrition/lunch');
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toMatchObject({
    entry: { name: 'Friday Special: Shrimp Pulao', consumedCalories: 750, consumedProtein: '48.0' },
  });
});

test('a food is logged by grams or by one of its portions, an IFCT code as before, and can be corrected', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  // An IFCT 2017 code logged before the catalogue grew still works.
  const paneer = await asha.post('/api/daily-nutrition', { foodCode: 'L003', grams: 150 });
  expect(paneer.statusCode, paneer.body).toBe(201);
  expect(paneer.json()).toMatchObject({
    entry: {
      source: 'food',
      foodCode: 'L003',
      grams: 150,
      name: 'Paneer',
      consumedCalories: 387,
      meal: 'snack',
    },
  });
  const { entry } = paneer.json<{ entry: { id: number } }>();
  const less = await asha.patch(`/api/daily-nutrition/entries/${entry.id}`, { grams: 50 });
  expect(less.json()).toMatchObject({ entry: { grams: 50, consumedCalories: 129, portion: null } });

  // Two roti by the piece (INDB: 36 g each, 202 kcal per 100 g), for breakfast.
  const roti = await asha.post('/api/daily-nutrition', {
    foodCode: 'ASC096',
    portion: 'piece',
    quantity: 2,
    meal: 'breakfast',
  });
  expect(roti.json()).toMatchObject({
    entry: { portion: 'piece', quantity: 2, grams: 72, consumedCalories: 145, meal: 'breakfast' },
  });
  const { entry: rotiEntry } = roti.json<{ entry: { id: number } }>();
  const three = await asha.patch(`/api/daily-nutrition/entries/${rotiEntry.id}`, {
    quantity: 3,
    meal: 'dinner',
  });
  expect(three.json()).toMatchObject({
    entry: { portion: 'piece', quantity: 3, grams: 108, consumedCalories: 218, meal: 'dinner' },
  });
  const katori = await asha.patch(`/api/daily-nutrition/entries/${rotiEntry.id}`, { portion: 'katori' });
  expect(katori.json()).toMatchObject({ fields: { portion: "Choose one of the food's portions" } });

  const unknown = await asha.post('/api/daily-nutrition', { foodCode: 'Z999', grams: 100 });
  expect(unknown.json()).toMatchObject({ fields: { foodCode: 'Choose a food from the catalogue' } });
  const noGrams = await asha.post('/api/daily-nutrition', { foodCode: 'L003' });
  expect(noGrams.json()).toMatchObject({ fields: { grams: 'Grams must be a number from 1 to 2000' } });
  const tooMuch = await asha.post('/api/daily-nutrition', {
    foodCode: 'ASC096',
    portion: 'piece',
    quantity: 50,
  });
  expect(tooMuch.statusCode).toBe(201);
  const overTwoKilos = await asha.post('/api/daily-nutrition', {
    foodCode: 'US01077',
    portion: 'glass',
    quantity: 9,
  });
  expect(overTwoKilos.json()).toMatchObject({
    fields: { quantity: 'Grams must be a number from 1 to 2000' },
  });
});

test('each change answers its day exactly as a read of the day does, weight included', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  const readDay = async () => (await asha.get('/api/daily-nutrition/2026-11-20')).json<unknown>();
  await asha.post('/api/nutrition/weights', { weight: 79.5 });

  const first = await asha.post('/api/daily-nutrition', { consumedCalories: 400, consumedProtein: 25 });
  const { entry, day } = first.json<{ entry: { id: number }; day: { entries: unknown[] } }>();
  // Exactly the contract's shape, nothing more: these answers skip the second check of the day's entries.
  expect(dayChangeResponseSchema.parse(first.json())).toEqual(first.json());
  expect(day).toEqual(await readDay());
  expect(day).toMatchObject({ consumedCalories: 400, weight: 79.5 });
  const second = (await asha.post('/api/daily-nutrition', { consumedCalories: 250, name: 'Chaas' })).json<{
    day: { entries: { id: number }[] };
  }>();
  expect(second.day).toEqual(await readDay());
  expect(second.day.entries.map((e) => e.id)[0]).toBe(entry.id); // oldest first

  const edited = (
    await asha.patch(`/api/daily-nutrition/entries/${entry.id}`, { consumedCalories: 420 })
  ).json<{
    day: unknown;
  }>();
  expect(edited.day).toEqual(await readDay());
  expect(edited.day).toMatchObject({ consumedCalories: 670 });

  const removed = (await asha.delete(`/api/daily-nutrition/entries/${entry.id}`)).json<{ day: unknown }>();
  expect(dayChangeResponseSchema.parse(removed)).toEqual(removed);
  expect(removed.day).toEqual(await readDay());
  expect(removed.day).toMatchObject({ consumedCalories: 250, weight: 79.5, entries: [{ name: 'Chaas' }] });
  const last = second.day.entries[1]?.id;
  // The last entry gone, the day still has its weight.
  expect((await asha.delete(`/api/daily-nutrition/entries/${last}`)).json()).toMatchObject({
    entry: null,
    day: { consumedCalories: 0, weight: 79.5, entries: [] },
  });
});

test('recent entries are the latest of each food logged in 30 days, most recent first, for logging again', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  const ravi = api(t, await trackerSubscriber(t, 'ravi@example.com'));
  const userId = await userIdOf(t);
  // Five weeks ago: too old to offer.
  await seedDays(t, userId, '2026-11-20', 35, (i) => (i === 0 ? { calories: 300, protein: 10 } : null));
  await asha.post('/api/daily-nutrition', { name: 'Poha', consumedCalories: 350, date: '2026-11-18' });
  await asha.post('/api/daily-nutrition', { foodCode: 'A015', grams: 150 });
  await asha.post('/api/daily-nutrition', { name: 'poha', consumedCalories: 380, consumedProtein: 9 });
  await asha.post('/api/daily-nutrition', { waterIntake: 0.5 });
  await ravi.post('/api/daily-nutrition', { name: 'Ravi only', consumedCalories: 200 });

  const recent = await asha.get('/api/daily-nutrition/recent');
  expect(recent.statusCode, recent.body).toBe(200);
  expect(recent.json<{ entries: unknown[] }>().entries).toEqual([
    expect.objectContaining({
      name: 'poha',
      consumedCalories: 380,
      consumedProtein: '9.0',
      source: 'manual',
    }),
    expect.objectContaining({
      name: 'Rice, raw, milled',
      source: 'food',
      foodCode: 'A015',
      grams: 150,
    }),
  ]);
  // Poha twice: the most frequent; rice once is not.
  expect(recent.json<{ frequent: unknown[] }>().frequent).toEqual([
    { entry: expect.objectContaining({ name: 'poha', consumedCalories: 380 }), times: 2 },
  ]);
  await setSubscriptionStatus(t, 'asha@example.com', 'paused');
  expect((await asha.get('/api/daily-nutrition/recent')).statusCode).toBe(403);
});

test('weights are one a day with a smoothed trend, and show on their day', async () => {
  t = await createTestApp({ now: FRIDAY_EVENING });
  const asha = api(t, await trackerSubscriber(t));
  expect((await asha.post('/api/nutrition/weights', { weight: 80, date: '2026-11-18' })).statusCode).toBe(
    201,
  );
  expect((await asha.post('/api/nutrition/weights', { weight: 79 })).json()).toEqual({
    date: '2026-11-20',
    weight: 79,
    trend: 79.81,
  });
  await asha.post('/api/nutrition/weights', { weight: '78.6' });
  expect((await asha.get('/api/nutrition/weights?days=7')).json()).toEqual({
    weights: [
      { date: '2026-11-18', weight: 80, trend: 80 },
      { date: '2026-11-20', weight: 78.6, trend: 79.73 },
    ],
  });
  expect((await asha.get('/api/daily-nutrition/2026-11-20')).json()).toMatchObject({
    weight: 78.6,
    entries: [],
  });
  expect((await asha.post('/api/nutrition/weights', { weight: 20 })).json()).toMatchObject({
    fields: { weight: 'Weight must be between 30 and 300 kg' },
  });
  expect((await asha.delete('/api/nutrition/weights/2026-11-20')).statusCode).toBe(204);
  expect((await asha.delete('/api/nutrition/weights/2026-11-20')).statusCode).toBe(404);
});
