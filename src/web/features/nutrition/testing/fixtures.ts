// What the tracker's server answers, as the contract shapes it, for component tests.
import type { DailyNutrition, LogEntry, NutritionGoals } from '../../../../contracts/nutrition';

/** The computed targets, all in force: none is the subscriber's own. */
const computed = {
  targetCalories: 2900,
  targetProtein: 144,
  targetCarbs: 380,
  targetFat: 88,
  targetFiber: 41,
  targetWater: 2.5,
};

export const goalsFixture: NutritionGoals = {
  goalType: 'muscle_gain',
  activityLevel: 'moderately_active',
  currentWeight: 72,
  targetWeight: 76,
  height: 175,
  age: 29,
  gender: 'male',
  ...computed,
  computed,
  overridden: [],
  method: {
    bmrFormula: 'mifflin_st_jeor',
    bmr: 1689,
    activityFactor: 1.55,
    expenditure: 2618,
    adjustment: 300,
    floorApplied: false,
    proteinPerKg: 2,
    fatShare: 0.27,
    fiberPer1000Kcal: 14,
    waterMlPerKg: 35,
    summary: 'Mifflin-St Jeor BMR times an activity factor.',
  },
  updatedAt: '2026-11-22T10:00:00.000Z',
};

export function entryFixture(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    id: 1,
    date: '2026-11-22',
    name: null,
    source: 'manual',
    foodCode: null,
    grams: null,
    portion: null,
    quantity: null,
    meal: null,
    consumedCalories: 0,
    consumedProtein: '0',
    consumedCarbs: '0',
    consumedFat: '0',
    consumedFiber: '0',
    waterIntake: 0,
    exerciseCaloriesBurned: 0,
    createdAt: '2026-11-22T16:00:00.000Z',
    ...overrides,
  };
}

export function dayFixture(entries: LogEntry[], date = '2026-11-22'): DailyNutrition {
  const sum = (pick: (e: LogEntry) => number) => entries.reduce((total, e) => total + pick(e), 0);
  return {
    date,
    consumedCalories: sum((e) => e.consumedCalories),
    consumedProtein: String(sum((e) => Number(e.consumedProtein))),
    consumedCarbs: String(sum((e) => Number(e.consumedCarbs))),
    consumedFat: String(sum((e) => Number(e.consumedFat))),
    consumedFiber: String(sum((e) => Number(e.consumedFiber))),
    waterIntake: sum((e) => e.waterIntake),
    exerciseCaloriesBurned: sum((e) => e.exerciseCaloriesBurned),
    entries,
    weight: null,
    lunchLogged: entries.some((e) => e.source === 'lunch'),
  };
}
