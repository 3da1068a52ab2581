// Demo data for the demo subscriber's tracker: goals and 30 varied days of meals, our lunches, water, exercise and
// weights, so that every chart, streak and insight shows something on first start.
import { addDays, localDateOf, weekdayOf } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { LunchSource } from './log-service';
import { nutritionRepository, type NewEntry } from './nutrition-repository';

const DEMO_DAYS = 30;

/** A small deterministic generator, so the demo looks the same on every machine. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BREAKFASTS = [
  { name: 'Masala oats with milk', calories: 380, protein: 16, carbs: 55, fat: 10, fiber: 7 },
  { name: 'Two egg bhurji with toast', calories: 420, protein: 24, carbs: 30, fat: 22, fiber: 3 },
  { name: 'Moong dal chilla with curd', calories: 360, protein: 22, carbs: 40, fat: 11, fiber: 6 },
  { name: 'Poha with peanuts', calories: 340, protein: 9, carbs: 52, fat: 11, fiber: 4 },
];
const DINNERS = [
  { name: 'Rajma chawal and salad', calories: 650, protein: 24, carbs: 98, fat: 16, fiber: 14 },
  { name: 'Chicken curry with two rotis', calories: 720, protein: 45, carbs: 62, fat: 30, fiber: 7 },
  { name: 'Palak paneer with jeera rice', calories: 690, protein: 28, carbs: 70, fat: 32, fiber: 6 },
  { name: 'Fish fry, dal and rice', calories: 640, protein: 38, carbs: 68, fat: 22, fiber: 5 },
];
const SNACKS = [
  { name: 'Roasted chana', calories: 180, protein: 10, carbs: 26, fat: 3, fiber: 8 },
  { name: 'Banana and almonds', calories: 230, protein: 6, carbs: 30, fat: 11, fiber: 4 },
  { name: 'Masala chai and biscuits', calories: 210, protein: 4, carbs: 32, fat: 7, fiber: 1 },
];

/** Gives the demo account goals and 30 days of logs once; does nothing when it has goals already. */
export async function ensureDemoNutrition(deps: {
  db: Db;
  clock: Clock;
  userId: number;
  lunchOf: LunchSource;
}): Promise<boolean> {
  const repo = nutritionRepository(deps.db);
  if (await repo.findGoals(deps.userId)) return false;
  const now = deps.clock.now();
  const today = localDateOf(now);
  const rand = random(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const jitter = (value: number, share: number) => Math.round(value * (1 + (rand() * 2 - 1) * share));

  await repo.saveGoals({
    userId: deps.userId,
    goalType: 'weight_loss',
    activityLevel: 'moderately_active',
    currentWeightKg: 82,
    targetWeightKg: 76,
    heightCm: 178,
    age: 32,
    gender: 'male',
    overrides: {},
    createdAt: now,
    updatedAt: now,
  });

  const entries: NewEntry[] = [];
  let weight = 82.4;
  for (let i = DEMO_DAYS; i >= 0; i--) {
    const date = addDays(today, -i);
    // Two forgotten days in the month: one a freeze bridges, one that broke an earlier streak.
    if (i === 23 || i === 9) continue;
    const base = { userId: deps.userId, date, createdAt: now, updatedAt: now };
    const meal = (m: (typeof BREAKFASTS)[number], slot: NonNullable<NewEntry['meal']>): NewEntry => ({
      ...base,
      source: 'manual',
      meal: slot,
      name: m.name,
      calories: jitter(m.calories, 0.1),
      proteinG: jitter(m.protein, 0.1),
      carbsG: jitter(m.carbs, 0.1),
      fatG: jitter(m.fat, 0.15),
      fiberG: m.fiber,
    });
    entries.push(meal(pick(BREAKFASTS), 'breakfast'));
    const lunch = await deps.lunchOf(deps.userId, date);
    if (lunch && i > 0) {
      entries.push({
        ...base,
        source: 'lunch',
        meal: 'lunch',
        name: lunch.name,
        calories: lunch.calories,
        proteinG: lunch.protein,
        carbsG: lunch.carbs,
        fatG: lunch.fat,
        fiberG: lunch.fiber,
      });
    } else if (i > 0) {
      entries.push(meal(pick(DINNERS), 'lunch'));
    }
    if (i === 0) continue; // today: breakfast only, the rest of the day is still to come
    if (rand() < 0.6) entries.push(meal(pick(SNACKS), 'snack'));
    entries.push(meal(pick(DINNERS), 'dinner'));
    entries.push({
      ...base,
      source: 'manual',
      name: 'Water',
      waterMl: Math.round((1.6 + rand() * 1.6) * 10) * 100,
    });
    const weekday = weekdayOf(date);
    if (weekday === 1 || weekday === 3 || weekday === 5 || (weekday === 6 && rand() < 0.5)) {
      entries.push({ ...base, source: 'manual', name: 'Gym session', exerciseCalories: jitter(380, 0.25) });
    }
    // About 0.4 kg a week down, with day-to-day water swings.
    weight -= 0.06;
    if (rand() < 0.7)
      await repo.saveWeight(deps.userId, date, Math.round((weight + (rand() - 0.5) * 0.8) * 10) / 10, now);
  }
  await repo.insertEntries(entries);
  return true;
}
