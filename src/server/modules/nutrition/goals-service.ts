// A subscriber's goals: the profile they give, the targets computed from it and the ones they set themselves.
import type * as z from 'zod/mini';
import {
  NO_GOALS_MESSAGE,
  type nutritionGoalsRequestSchema,
  type NutritionGoals,
} from '../../../contracts/nutrition';
import { computeTargets, TARGET_KEYS, type TargetKey } from '../../../domain/nutrition-targets';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { nutritionRepository, type GoalsRow } from './nutrition-repository';

export type GoalsRequest = z.output<typeof nutritionGoalsRequestSchema>;

/** The stored overrides, keeping only known targets with a number. */
export function overridesOf(row: GoalsRow): Partial<Record<TargetKey, number>> {
  const overrides: Partial<Record<TargetKey, number>> = {};
  for (const key of TARGET_KEYS) {
    const value = row.overrides[key];
    if (typeof value === 'number') overrides[key] = value;
  }
  return overrides;
}

export function goalsView(row: GoalsRow): NutritionGoals {
  const result = computeTargets(
    {
      goalType: row.goalType,
      activityLevel: row.activityLevel,
      currentWeight: row.currentWeightKg,
      height: row.heightCm,
      age: row.age,
      gender: row.gender,
    },
    overridesOf(row),
  );
  return {
    goalType: row.goalType,
    activityLevel: row.activityLevel,
    currentWeight: row.currentWeightKg,
    targetWeight: row.targetWeightKg,
    height: row.heightCm,
    age: row.age,
    gender: row.gender,
    ...result.targets,
    computed: result.computed,
    overridden: result.overridden,
    method: result.method,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createGoalsService(deps: { db: Db; clock: Clock }) {
  const repo = nutritionRepository(deps.db);
  return {
    async find(userId: number): Promise<NutritionGoals | null> {
      const row = await repo.findGoals(userId);
      return row ? goalsView(row) : null;
    },

    async get(userId: number): Promise<NutritionGoals> {
      const goals = await this.find(userId);
      if (!goals) throw new AppError('NOT_FOUND', NO_GOALS_MESSAGE);
      return goals;
    },

    /** Left out, `overrides` keeps the targets set before; given, it replaces them (`{}` clears them). */
    async save(userId: number, request: GoalsRequest): Promise<NutritionGoals> {
      const now = deps.clock.now();
      const before = await repo.findGoals(userId);
      let overrides: Partial<Record<string, number>> = before ? { ...overridesOf(before) } : {};
      if (request.overrides) {
        overrides = {};
        for (const key of TARGET_KEYS) {
          const value = request.overrides[key];
          if (value != null) overrides[key] = value;
        }
      }
      const targetWeight = request.targetWeight === '' ? null : (request.targetWeight ?? null);
      const row = await repo.saveGoals({
        userId,
        goalType: request.goalType,
        activityLevel: request.activityLevel,
        currentWeightKg: request.currentWeight,
        targetWeightKg: targetWeight,
        heightCm: request.height,
        age: request.age,
        gender: request.gender,
        overrides,
        createdAt: now,
        updatedAt: now,
      });
      return goalsView(row);
    },

    /** The weekly check-in's accepted suggestion becomes the subscriber's own calorie target. */
    async setCalorieTarget(userId: number, calories: number): Promise<NutritionGoals> {
      const row = await repo.findGoals(userId);
      if (!row) throw new AppError('NOT_FOUND', NO_GOALS_MESSAGE);
      const saved = await repo.saveGoals({
        ...row,
        overrides: { ...overridesOf(row), targetCalories: calories },
        updatedAt: deps.clock.now(),
      });
      return goalsView(saved);
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
