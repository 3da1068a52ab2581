// The demo subscriber's tracker at first start: goals, 30 varied days, weights, a streak and recommendations.
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEFAULT_DEMO_PASSWORD, testAuthConfig } from '../auth/auth-config';
import { bearer, signIn } from '../auth/auth-test-support';
import { api } from './nutrition-test-support';

let t: TestApp;
afterEach(async () => {
  await t.close();
});

test('the demo subscriber starts with goals, a month of logs and weights, a streak and recommendations', async () => {
  t = await createTestApp({
    now: new Date('2026-11-25T16:00:00Z'),
    config: { auth: { ...testAuthConfig, seedDemo: true } },
  });
  const demo = api(t, bearer(await signIn(t, 'demo@example.com', DEFAULT_DEMO_PASSWORD)));
  expect((await demo.get('/api/nutritional-goals')).json()).toMatchObject({
    goalType: 'weight_loss',
    currentWeight: 82,
  });
  const history = (await demo.get('/api/nutrition/history?days=30')).json<{
    points: { logged: boolean; weight: number | null; exerciseCalories: number; grade: string | null }[];
    weightTrendPerWeek: number | null;
  }>();
  expect(history.points.filter((p) => p.logged).length).toBeGreaterThanOrEqual(27);
  expect(history.points.filter((p) => p.weight !== null).length).toBeGreaterThanOrEqual(12);
  expect(history.points.filter((p) => p.exerciseCalories > 0).length).toBeGreaterThanOrEqual(8);
  expect(new Set(history.points.map((p) => p.grade)).size).toBeGreaterThan(1);
  expect(history.weightTrendPerWeek).toBeLessThan(0);

  const today = (await demo.get('/api/daily-nutrition/2026-11-25')).json<{
    entries: unknown[];
    lunchLogged: boolean;
  }>();
  expect(today.entries).toHaveLength(1);
  expect(today.lunchLogged).toBe(false);
  expect((await demo.get('/api/nutrition/streaks')).json()).toMatchObject({
    currentStreak: expect.any(Number),
    longestStreak: expect.any(Number),
    loggedToday: true,
  });
  expect(
    (await demo.get('/api/nutrition/streaks')).json<{ currentStreak: number }>().currentStreak,
  ).toBeGreaterThan(3);
  expect((await demo.get('/api/ai-recommendations')).json<unknown[]>().length).toBeGreaterThanOrEqual(2);
  expect((await demo.get('/api/nutrition/check-in')).json()).toMatchObject({ status: 'pending' });
});
