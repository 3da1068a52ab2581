import { expect, test } from 'vitest';
import { localDate } from './calendar';
import {
  computeStreaks,
  dayScore,
  dayScoreSoFar,
  eatingDayElapsed,
  estimateExpenditure,
  gradeOf,
  periodGrade,
  trendPerWeek,
  weightTrend,
} from './nutrition-progress';

const targets = {
  targetCalories: 2000,
  targetProtein: 120,
  targetFat: 60,
  targetFiber: 28,
  targetWater: 2.5,
};

test('the weight trend smooths each weigh-in by 10% a day, more after a gap', () => {
  const trend = weightTrend([
    { date: '2026-11-01', weight: 80 },
    { date: '2026-11-02', weight: 79 },
    { date: '2026-11-05', weight: 79 },
  ]);
  expect(trend.map((t) => t.trend)).toEqual([80, 79.9, 79.66]);
  expect(trendPerWeek(trend, '2026-11-01')).toBeCloseTo(-0.6, 1);
  expect(trendPerWeek(trend.slice(0, 1), '2026-11-01')).toBeNull();
});

test('a streak counts logged days, bridges one missed day a week, and breaks on a second', () => {
  const today = localDate('2026-11-23');
  // Mon 9 to Sun 22 with Wed 11 and Thu 19 missed (two different weeks): both bridged.
  const days = ['09', '10', '12', '13', '14', '15', '16', '17', '18', '20', '21', '22'].map(
    (d) => `2026-11-${d}`,
  );
  expect(computeStreaks(days, today)).toMatchObject({
    current: 12,
    longest: 12,
    frozenDates: ['2026-11-19', '2026-11-11'],
    freezeAvailable: true,
  });
  // Two missed days in one week: the second breaks the streak (Sunday 22 too, its week's freeze being used).
  const broken = computeStreaks(['2026-11-16', '2026-11-18', '2026-11-20', '2026-11-21'], today);
  expect(broken).toMatchObject({ current: 0, longest: 2, frozenDates: ['2026-11-17'] });
  expect(computeStreaks([], today)).toMatchObject({ current: 0, longest: 0, freezeAvailable: true });
});

test('a day on target scores an A and one far off an F', () => {
  const perfect = {
    calories: 2000,
    protein: 120,
    carbs: 250,
    fat: 60,
    fiber: 28,
    water: 2.5,
    exerciseCalories: 0,
  };
  expect(dayScore(perfect, targets)).toBe(100);
  expect(gradeOf(dayScore(perfect, targets))).toBe('A');
  // Exercise raises the budget: 2,300 eaten after 300 burned is on target.
  expect(dayScore({ ...perfect, calories: 2300, exerciseCalories: 300 }, targets)).toBe(100);
  const poor = {
    calories: 3400,
    protein: 40,
    carbs: 400,
    fat: 110,
    fiber: 8,
    water: 0.5,
    exerciseCalories: 0,
  };
  expect(gradeOf(dayScore(poor, targets))).toBe('F');
  expect(periodGrade([95, 85])).toEqual({ grade: 'A', score: 90 });
  expect(periodGrade([])).toBeNull();
});

test('expenditure is estimated from intake and trend only after 14 logged days with two weigh-ins', () => {
  const today = localDate('2026-11-23');
  const intake = new Map<string, number>();
  for (let d = 9; d <= 22; d++) intake.set(`2026-11-${String(d).padStart(2, '0')}`, 2200);
  // Losing 0.5 kg a week on 2,200 kcal: spending about 2,750.
  const trend = [
    { date: '2026-11-09', trend: 80 },
    { date: '2026-11-23', trend: 79 },
    { date: '2026-11-22', trend: 79 },
  ].slice(0, 1);
  trend.push({ date: '2026-11-16', trend: 79.5 });
  expect(estimateExpenditure({ today, totalLoggedDays: 14, intake, trend })).toEqual({
    expenditure: 2750,
    trendPerWeek: -0.5,
    loggedDays: 14,
  });
  expect(estimateExpenditure({ today, totalLoggedDays: 13, intake, trend })).toBeNull();
  expect(estimateExpenditure({ today, totalLoggedDays: 14, intake, trend: trend.slice(0, 1) })).toBeNull();
});

test('today is graded fairly at any hour: a day on track is not an F at lunchtime, and over-eating still costs', () => {
  const day = { targetCalories: 2200, targetProtein: 140, targetFat: 70, targetFiber: 30, targetWater: 3 };
  // Breakfast and our lunch by 1 PM: 1,150 kcal, 70 g protein, 14 g fiber, 1.2 L water.
  const targets = day;
  const lunchtime = {
    calories: 1150,
    protein: 70,
    carbs: 130,
    fat: 35,
    fiber: 14,
    water: 1.2,
    exerciseCalories: 0,
  };
  const onepm = eatingDayElapsed(13 * 60);
  expect(onepm).toBeCloseTo(7 / 15);
  expect(gradeOf(dayScore(lunchtime, targets))).toBe('F');
  expect(gradeOf(dayScoreSoFar(lunchtime, targets, onepm))).toBe('A');
  // Nothing but water by 8 AM is not yet a failing day either.
  expect(
    dayScoreSoFar(
      { ...lunchtime, calories: 0, protein: 0, fiber: 0, water: 0.3 },
      targets,
      eatingDayElapsed(8 * 60),
    ),
  ).toBeGreaterThanOrEqual(55);
  // Already over the day's budget at lunch: energy points are lost now.
  expect(dayScoreSoFar({ ...lunchtime, calories: 3000 }, targets, onepm)).toBeLessThan(
    dayScoreSoFar(lunchtime, targets, onepm) - 25,
  );
  // From 9 PM the day is scored as a whole.
  expect(dayScoreSoFar(lunchtime, targets, eatingDayElapsed(21 * 60))).toBe(dayScore(lunchtime, targets));
  expect(eatingDayElapsed(3 * 60)).toBe(0.1);
});
