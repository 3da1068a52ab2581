import { expect, test } from 'vitest';
import { dayFixture, entryFixture, goalsFixture } from '../testing/fixtures';
import { dayProgress, percentOf } from './progress';

test('a bar never passes 100 percent, and a missing target reads 0', () => {
  expect(percentOf(3200, 2900)).toBe(100);
  expect(percentOf(1450, 2900)).toBe(50);
  expect(percentOf(10, 0)).toBe(0);
});

test('exercise calories add to the day budget; what is left goes negative when over', () => {
  const day = dayFixture([
    entryFixture({
      consumedCalories: 2000,
      consumedProtein: '150.5',
      exerciseCaloriesBurned: 400,
      waterIntake: 1.5,
    }),
  ]);
  const rows = dayProgress(day, goalsFixture);
  const calories = rows.find((r) => r.key === 'calories');
  expect(calories).toMatchObject({ consumed: 2000, target: 3300, left: 1300, percent: 61 });
  expect(rows.find((r) => r.key === 'protein')).toMatchObject({ percent: 100, left: -6.5 });
  expect(rows.find((r) => r.key === 'water')).toMatchObject({ consumed: 1.5, target: 2.5, percent: 60 });
});
