// The tracker's gate and goals: only entitled subscribers, targets computed on the server, ranges named by field.
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { api, GOALS, setSubscriptionStatus, trackerSubscriber } from './nutrition-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

test('a visitor is asked to sign in and a signed-in user without a subscription is told one is needed', async () => {
  t = await createTestApp();
  const visitor = await t.app.inject({ method: 'GET', url: '/api/nutritional-goals' });
  expect(visitor.statusCode).toBe(401);
  await createUser(t, { email: 'ravi@example.com', password: 'cardamom-tea' });
  const ravi = api(t, bearer(await signIn(t, 'ravi@example.com', 'cardamom-tea')));
  for (const res of [
    await ravi.get('/api/nutritional-goals'),
    await ravi.post('/api/daily-nutrition', { consumedCalories: 500 }),
    await ravi.get('/api/daily-nutrition/2026-11-20'),
    await ravi.get('/api/foods?q=rice'),
    await ravi.post('/api/foods/parse', { text: '2 roti' }),
    await ravi.get('/api/nutrition/preferences'),
  ]) {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'An active subscription is required for this feature',
    });
  }
});

test('a subscriber sets goals and gets targets computed by the documented method', async () => {
  t = await createTestApp();
  const asha = api(t, await trackerSubscriber(t));
  expect((await asha.get('/api/nutritional-goals')).json()).toEqual({
    code: 'NOT_FOUND',
    message: 'You have not set your nutritional goals yet',
  });

  const saved = await asha.post('/api/nutritional-goals', GOALS);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({
    ...GOALS,
    targetCalories: 2759,
    targetProtein: 128,
    targetCarbs: 389,
    targetFat: 77,
    targetFiber: 39,
    targetWater: 2.8,
    overridden: [],
    method: { bmrFormula: 'mifflin_st_jeor', bmr: 1780, activityFactor: 1.55, expenditure: 2759 },
  });
  expect((await asha.get('/api/nutritional-goals')).json()).toEqual(saved.json());

  // The form sends what was typed; numbers as strings are read as numbers.
  const loss = await asha.post('/api/nutritional-goals', {
    ...GOALS,
    goalType: 'weight_loss',
    currentWeight: '80',
    age: '30',
    targetWeight: '',
  });
  expect(loss.json()).toMatchObject({ targetCalories: 2259, targetProtein: 176, targetWeight: null });

  // The units the form and charts show in are the subscriber's choice, US (lb, ft/in) until changed; the goals
  // stay in the spec's kg and cm whichever is chosen.
  expect((await asha.get('/api/nutrition/preferences')).json()).toEqual({ units: 'us' });
  const metric = await asha.put('/api/nutrition/preferences', { units: 'metric' });
  expect(metric.json()).toEqual({ units: 'metric' });
  expect((await asha.get('/api/nutrition/preferences')).json()).toEqual({ units: 'metric' });
  const bad = await asha.put('/api/nutrition/preferences', { units: 'imperial' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ fields: { units: 'Choose metric (kg, cm) or US (lb, ft/in) units' } });
  expect((await asha.get('/api/nutritional-goals')).json()).toMatchObject({ currentWeight: 80, height: 180 });
  const ravi = api(t, await trackerSubscriber(t, 'ravi@example.com'));
  expect((await ravi.get('/api/nutrition/preferences')).json()).toEqual({ units: 'us' });
});

test('out-of-range goal inputs answer 400 with a message naming each field', async () => {
  t = await createTestApp();
  const asha = api(t, await trackerSubscriber(t));
  const res = await asha.post('/api/nutritional-goals', {
    ...GOALS,
    goalType: 'bulking',
    currentWeight: 12,
    height: 300,
    age: 30.5,
    gender: 'x',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({
    code: 'VALIDATION',
    fields: {
      goalType: 'Choose a fitness goal: weight loss, muscle gain, maintenance or endurance',
      currentWeight: 'Current weight must be between 30 and 300 kg',
      height: 'Height must be between 120 and 230 cm',
      age: 'Age must be a whole number between 16 and 100',
      gender: 'Choose male, female or other',
    },
  });
  const missing = await asha.post('/api/nutritional-goals', { goalType: 'maintenance' });
  expect(missing.json()).toMatchObject({
    fields: { activityLevel: 'Choose an activity level', currentWeight: expect.any(String) },
  });
});

test("a subscriber's own targets replace the computed ones and stay until replaced", async () => {
  t = await createTestApp();
  const asha = api(t, await trackerSubscriber(t));
  const own = await asha.post('/api/nutritional-goals', { ...GOALS, overrides: { targetCalories: 2200 } });
  expect(own.json()).toMatchObject({
    targetCalories: 2200,
    targetProtein: 128,
    computed: { targetCalories: 2759 },
    overridden: ['targetCalories'],
  });
  // Updating the profile without overrides keeps them; an empty set clears them.
  expect((await asha.post('/api/nutritional-goals', { ...GOALS, age: 31 })).json()).toMatchObject({
    targetCalories: 2200,
    overridden: ['targetCalories'],
  });
  expect((await asha.post('/api/nutritional-goals', { ...GOALS, overrides: {} })).json()).toMatchObject({
    targetCalories: 2759,
    overridden: [],
  });
  const bad = await asha.post('/api/nutritional-goals', { ...GOALS, overrides: { targetFat: 2 } });
  expect(bad.json()).toMatchObject({
    fields: { 'overrides.targetFat': 'Your fat target must be between 10 and 300 g' },
  });
});

test('a paused subscriber keeps their data but cannot use the tracker until they resume', async () => {
  t = await createTestApp();
  const asha = api(t, await trackerSubscriber(t));
  expect((await asha.post('/api/nutritional-goals', GOALS)).statusCode).toBe(200);
  await setSubscriptionStatus(t, 'asha@example.com', 'paused');
  expect((await asha.get('/api/nutritional-goals')).statusCode).toBe(403);
  await setSubscriptionStatus(t, 'asha@example.com', 'active');
  expect((await asha.get('/api/nutritional-goals')).json()).toMatchObject({ targetCalories: 2759 });
});
