// Progress: chart history for 7/30/90 days, streaks with a weekly freeze, achievements and grades, the weekly
// check-in that adapts the calorie target, and the export that outlives the subscription.
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import {
  api,
  GOALS,
  seedDays,
  setSubscriptionStatus,
  trackerSubscriber,
  userIdOf,
} from './nutrition-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

// Monday 23 November 2026, 10 AM Central.
const MONDAY = new Date('2026-11-23T16:00:00Z');

test('history answers one point per day with calories against target, macros, water and the weight trend', async () => {
  t = await createTestApp({ now: MONDAY });
  const asha = api(t, await trackerSubscriber(t));
  await asha.post('/api/nutritional-goals', GOALS);
  // Every other day of the last 10, weighing 80.0 then 0.1 kg less each time.
  await seedDays(t, await userIdOf(t), '2026-11-23', 10, (i) =>
    i % 2 === 0 ? { calories: 2500, protein: 120, waterMl: 2500, weight: 80 - i * 0.05 } : null,
  );
  await asha.post('/api/daily-nutrition', { consumedCalories: 400, exerciseCaloriesBurned: 300 });

  const week = await asha.get('/api/nutrition/history?days=7');
  expect(week.statusCode, week.body).toBe(200);
  const body = week.json<{
    from: string;
    to: string;
    points: {
      date: string;
      logged: boolean;
      calories: number;
      budgetCalories: number;
      weightTrend: number | null;
    }[];
    averages: { loggedDays: number };
    targets: { targetCalories: number };
  }>();
  expect(body).toMatchObject({
    days: 7,
    from: '2026-11-17',
    to: '2026-11-23',
    targets: { targetCalories: 2759 },
  });
  expect(body.points).toHaveLength(7);
  expect(body.points[0]).toMatchObject({
    date: '2026-11-17',
    logged: true,
    calories: 2500,
    protein: 120,
    water: 2.5,
    targetCalories: 2759,
    weight: 79.8,
    weightTrend: 79.95,
    grade: expect.stringMatching(/^[A-F]$/),
  });
  expect(body.points[1]).toMatchObject({ date: '2026-11-18', logged: false, calories: 0, weightTrend: null });
  expect(body.points[6]).toMatchObject({ date: '2026-11-23', calories: 400, budgetCalories: 3059 });
  expect(body.averages.loggedDays).toBe(4);

  expect(
    (await asha.get('/api/nutrition/history?days=90')).json<{ points: unknown[] }>().points,
  ).toHaveLength(90);
  expect((await asha.get('/api/nutrition/history?days=12')).statusCode).toBe(400);
});

test('a streak survives one missed day a week thanks to a freeze, and earns achievements', async () => {
  t = await createTestApp({ now: MONDAY });
  const asha = api(t, await trackerSubscriber(t));
  await asha.post('/api/nutritional-goals', GOALS);
  // 9 days ending yesterday, Wednesday 18 November missed.
  await seedDays(t, await userIdOf(t), '2026-11-23', 9, (i) =>
    i === 3 ? null : { calories: 2700, protein: 128 },
  );
  const before = (await asha.get('/api/nutrition/streaks')).json();
  expect(before).toMatchObject({
    currentStreak: 8,
    longestStreak: 8,
    frozenDates: ['2026-11-17'],
    freezeAvailable: true,
    loggedToday: false,
    loggedDays: 8,
    todayGrade: null,
    yesterdayGrade: { grade: expect.stringMatching(/^[A-F]$/) },
  });
  expect(before).toMatchObject({
    achievements: [
      { days: 1, achieved: true, achievedOn: '2026-11-14' },
      { days: 3, achieved: true },
      { days: 7, achieved: true, achievedOn: '2026-11-21' },
      { days: 14, achieved: false, achievedOn: null },
      { days: 30, achieved: false },
      { days: 60, achieved: false },
      { days: 100, achieved: false },
    ],
  });
  // Breakfast and lunch by 1 PM, on track for the day: graded as a day in progress, not an F for half a day.
  t.clock.set(new Date('2026-11-23T19:00:00Z'));
  await asha.post('/api/daily-nutrition', {
    consumedCalories: 1150,
    consumedProtein: 70,
    consumedFat: 35,
    consumedFiber: 20,
    waterIntake: 1.4,
  });
  const lunchtime = (await asha.get('/api/nutrition/streaks')).json<{ todayGrade: { score: number } }>();
  expect(lunchtime).toMatchObject({
    currentStreak: 9,
    loggedToday: true,
    todayGrade: { grade: 'A', inProgress: true },
    weekGrade: { grade: expect.stringMatching(/^[A-F]$/), inProgress: true },
  });
  // From 8 PM the day is final, and the same intake for a whole day is graded as one.
  t.clock.set(new Date('2026-11-24T03:00:00Z'));
  expect((await asha.get('/api/nutrition/streaks')).json()).toMatchObject({
    todayGrade: { grade: 'F', inProgress: false },
  });
});

test('after 14 logged days with weights the weekly check-in suggests a target, which can be accepted once', async () => {
  t = await createTestApp({ now: MONDAY });
  const asha = api(t, await trackerSubscriber(t));
  await asha.post('/api/nutritional-goals', { ...GOALS, goalType: 'weight_loss' });
  expect((await asha.get('/api/nutrition/check-in')).json()).toMatchObject({
    weekStart: '2026-11-23',
    status: 'not_enough_data',
    currentTarget: 2259,
    suggestedTarget: null,
    formulaExpenditure: 2759,
  });
  // 21 days eating 2,600 kcal while the weight holds steady: this body spends about 2,600 kcal.
  await seedDays(t, await userIdOf(t), '2026-11-23', 21, () => ({
    calories: 2600,
    protein: 150,
    weight: 80,
  }));
  const checkIn = (await asha.get('/api/nutrition/check-in')).json();
  expect(checkIn).toMatchObject({
    status: 'pending',
    estimatedExpenditure: 2600,
    weightChangePerWeek: 0,
    currentTarget: 2259,
    suggestedTarget: 2100,
    loggedDays: 21,
  });
  const accepted = await asha.post('/api/nutrition/check-in', { decision: 'accept' });
  expect(accepted.statusCode, accepted.body).toBe(200);
  expect(accepted.json()).toMatchObject({
    checkIn: { status: 'accepted', suggestedTarget: 2100, currentTarget: 2100 },
    goals: { targetCalories: 2100, overridden: ['targetCalories'] },
  });
  const twice = await asha.post('/api/nutrition/check-in', { decision: 'decline' });
  expect(twice.statusCode).toBe(409);
  expect((await asha.post('/api/nutrition/check-in', { decision: 'maybe' })).json()).toMatchObject({
    fields: { decision: 'Say accept or decline' },
  });
});

test('export answers goals, entries and weights as CSV and JSON, also once the subscription is paused', async () => {
  t = await createTestApp({ now: MONDAY });
  const headers = await trackerSubscriber(t);
  const asha = api(t, headers);
  await asha.post('/api/nutritional-goals', GOALS);
  await asha.post('/api/daily-nutrition', { consumedCalories: 450, name: '=HYPERLINK("x"), poha' });
  await asha.post('/api/nutrition/weights', { weight: 80.2 });
  await setSubscriptionStatus(t, 'asha@example.com', 'paused');
  expect((await asha.get('/api/daily-nutrition/2026-11-23')).statusCode).toBe(403);

  const json = await asha.get('/api/nutrition/export?format=json');
  expect(json.statusCode, json.body).toBe(200);
  expect(json.headers['content-disposition']).toBe(
    'attachment; filename="tiffin-fit-nutrition-2026-11-23.json"',
  );
  expect(json.json()).toMatchObject({
    exportedAt: '2026-11-23T16:00:00.000Z',
    goals: { targetCalories: 2759 },
    entries: [{ date: '2026-11-23', consumedCalories: 450 }],
    weights: [{ date: '2026-11-23', weight: 80.2 }],
  });

  const csv = await asha.get('/api/nutrition/export?format=csv');
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  const lines = csv.body.trim().split('\r\n');
  expect(lines[0]).toBe(
    'record,date,name,source,foodCode,grams,consumedCalories,consumedProtein,consumedCarbs,consumedFat,consumedFiber,waterIntake,exerciseCaloriesBurned,weight,details,meal,portion,quantity',
  );
  expect(lines[1]).toMatch(/^goals,2026-11-23,(,){12}"?goalType=maintenance; .*targetCalories=2759.*,,,$/);
  expect(lines[2]).toBe(
    `entry,2026-11-23,"'=HYPERLINK(""x""), poha",manual,,,450,0.0,0.0,0.0,0.0,0,0,,,breakfast,,`,
  );
  expect(lines[3]).toBe('weight,2026-11-23,,,,,,,,,,,,80.2,,,,');
});

test('export is refused to a visitor, and finds nothing for a user who never used the tracker', async () => {
  t = await createTestApp({ now: MONDAY });
  expect((await t.app.inject({ method: 'GET', url: '/api/nutrition/export' })).statusCode).toBe(401);
  await createUser(t, { email: 'ravi@example.com', password: 'cardamom-tea' });
  const ravi = api(t, bearer(await signIn(t, 'ravi@example.com', 'cardamom-tea')));
  expect((await ravi.get('/api/nutrition/export')).json()).toEqual({
    code: 'NOT_FOUND',
    message: 'You have no nutrition tracker data to export',
  });
});
