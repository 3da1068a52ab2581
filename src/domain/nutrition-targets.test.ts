import { expect, test } from 'vitest';
import {
  ACTIVITY_LEVELS,
  computeTargets,
  GENDERS,
  GOAL_TYPES,
  macroCalories,
  mifflinStJeor,
  type NutritionProfile,
} from './nutrition-targets';

const man: NutritionProfile = {
  goalType: 'maintenance',
  activityLevel: 'moderately_active',
  currentWeight: 80,
  height: 180,
  age: 30,
  gender: 'male',
};

test('resting energy follows Mifflin-St Jeor, other taking the mean of the two sex constants', () => {
  expect(mifflinStJeor(man)).toBe(1780);
  expect(mifflinStJeor({ ...man, gender: 'female' })).toBe(1614);
  expect(mifflinStJeor({ ...man, gender: 'other' })).toBe(1697);
});

test('maintenance eats what the activity level spends, with protein by weight, fat a quarter and carbs the rest', () => {
  const { targets, method } = computeTargets(man);
  expect(method).toMatchObject({ bmr: 1780, activityFactor: 1.55, expenditure: 2759, adjustment: 0 });
  expect(targets).toEqual({
    targetCalories: 2759,
    targetProtein: 128,
    targetCarbs: 389,
    targetFat: 77,
    targetFiber: 39,
    targetWater: 2.8,
  });
});

test('weight loss is a moderate deficit that never goes below resting energy or 1,200 kcal', () => {
  const loss = computeTargets({ ...man, goalType: 'weight_loss' });
  expect(loss.targets.targetCalories).toBe(2259);
  expect(loss.method.floorApplied).toBe(false);
  expect(loss.targets.targetProtein).toBe(176);

  const small = computeTargets({
    goalType: 'weight_loss',
    activityLevel: 'sedentary',
    currentWeight: 70,
    height: 165,
    age: 40,
    gender: 'female',
  });
  expect(small.targets.targetCalories).toBe(1370);
  expect(small.method.floorApplied).toBe(true);
});

test('muscle gain adds a moderate surplus and endurance eats at least maintenance', () => {
  expect(computeTargets({ ...man, goalType: 'muscle_gain' }).targets.targetCalories).toBe(3035);
  expect(computeTargets({ ...man, goalType: 'endurance' }).targets.targetCalories).toBe(2759);
});

test('for every profile the macros add up to the target within 2% and fat stays at 20% and 0.5 g/kg or more', () => {
  for (const goalType of GOAL_TYPES)
    for (const activityLevel of ACTIVITY_LEVELS)
      for (const gender of GENDERS)
        for (const [currentWeight, height, age] of [
          [30, 120, 100],
          [45, 150, 16],
          [62, 168, 35],
          [95, 175, 52],
          [140, 190, 44],
          [300, 230, 30],
        ] as const) {
          const profile = { goalType, activityLevel, gender, currentWeight, height, age };
          const { targets, method } = computeTargets(profile);
          const energy = macroCalories({
            protein: targets.targetProtein,
            carbs: targets.targetCarbs,
            fat: targets.targetFat,
          });
          expect(Math.abs(energy - targets.targetCalories) / targets.targetCalories).toBeLessThanOrEqual(
            0.02,
          );
          expect(targets.targetFat * 9).toBeGreaterThanOrEqual(0.2 * targets.targetCalories - 9);
          expect(targets.targetFat).toBeGreaterThanOrEqual(Math.floor(0.5 * currentWeight));
          if (goalType === 'weight_loss')
            expect(targets.targetCalories).toBeGreaterThanOrEqual(Math.max(1200, Math.round(method.bmr)));
          if (goalType === 'muscle_gain') expect(targets.targetCalories).toBeGreaterThan(method.expenditure);
          if (goalType === 'endurance')
            expect(targets.targetCalories).toBeGreaterThanOrEqual(method.expenditure);
          expect(targets.targetFiber).toBe(Math.round((14 * targets.targetCalories) / 1000));
        }
});

test('protein for a high BMI counts the weight at BMI 30, not the whole body weight', () => {
  const heavy = computeTargets({ ...man, currentWeight: 130 });
  expect(heavy.targets.targetProtein).toBe(Math.round(1.6 * 30 * 1.8 * 1.8));
});

test("the subscriber's own targets win and the rest is recomputed around them", () => {
  const own = computeTargets(man, { targetCalories: 2000 });
  expect(own.overridden).toEqual(['targetCalories']);
  expect(own.targets.targetCalories).toBe(2000);
  expect(own.computed.targetCalories).toBe(2759);
  expect(own.targets.targetProtein).toBe(128);
  expect(own.targets.targetFiber).toBe(28);
  expect(
    macroCalories({ protein: 128, carbs: own.targets.targetCarbs, fat: own.targets.targetFat }),
  ).toBeCloseTo(2000, -2);

  const split = computeTargets(man, { targetProtein: 150, targetCarbs: 250, targetFat: 70 });
  expect(split.targets).toMatchObject({
    targetCalories: 2230,
    targetProtein: 150,
    targetCarbs: 250,
    targetFat: 70,
  });

  const water = computeTargets(man, { targetWater: 3.25, targetFiber: null });
  expect(water.overridden).toEqual(['targetWater']);
  expect(water.targets.targetWater).toBe(3.3);
});
