import { expect, test } from 'vitest';
import { generateFindings, type DayLog } from './nutrition-insights';
import { computeTargets } from './nutrition-targets';

const { targets } = computeTargets({
  goalType: 'weight_loss',
  activityLevel: 'moderately_active',
  currentWeight: 80,
  height: 180,
  age: 30,
  gender: 'male',
});
const goals = { goalType: 'weight_loss' as const, targets };
const day = (over: Partial<DayLog> = {}): DayLog => ({
  date: '2026-11-20',
  calories: targets.targetCalories,
  protein: targets.targetProtein,
  carbs: targets.targetCarbs,
  fat: targets.targetFat,
  fiber: targets.targetFiber,
  water: targets.targetWater,
  exerciseCalories: 0,
  ...over,
});
const fourteen = (over: Partial<DayLog> = {}) => Array.from({ length: 14 }, () => day(over));

test('days on target leave only the plan for today and the exercise note', () => {
  const findings = generateFindings({
    goals,
    days: fourteen(),
    today: null,
    lunch: null,
    weightTrendPerWeek: null,
  });
  expect(findings.map((f) => f.category)).toEqual(['plan', 'exercise']);
});

test('eating over a weight-loss budget with too little protein and fiber is found, most important first', () => {
  const findings = generateFindings({
    goals,
    days: fourteen({ calories: targets.targetCalories * 1.2, protein: 90, fiber: 10, water: 0 }),
    today: null,
    lunch: null,
    weightTrendPerWeek: 0.3,
  });
  expect(findings.map((f) => [f.category, f.priority])).toEqual([
    ['protein', 'high'],
    ['energy', 'high'],
    ['fiber', 'medium'],
    ['hydration', 'medium'],
    ['plan', 'medium'],
    ['exercise', 'low'],
  ]);
  expect(findings[1]?.description).toContain('Your weight trend is rising 0.3 kg a week.');
});

test("the plan counts today's lunch before it is eaten, and what is logged after", () => {
  const lunch = { name: 'Paneer Tikka Masala Bowl', calories: 720, protein: 38, logged: false };
  const breakfast = day({ calories: 400, protein: 25, water: 0.5 });
  const [plan] = generateFindings({
    goals,
    days: [],
    today: breakfast,
    lunch,
    weightTrendPerWeek: null,
  }).filter((f) => f.category === 'plan');
  const left = targets.targetCalories - 400 - 720;
  expect(plan?.description).toBe(
    `Counting today's Paneer Tikka Masala Bowl (720 kcal, 38 g protein), you have about ${left} kcal and ${targets.targetProtein - 63} g of protein left for today.`,
  );
});

test('without goals the only finding is to set them', () => {
  expect(
    generateFindings({ goals: null, days: [], today: null, lunch: null, weightTrendPerWeek: null }),
  ).toEqual([expect.objectContaining({ category: 'getting_started', priority: 'high' })]);
});
