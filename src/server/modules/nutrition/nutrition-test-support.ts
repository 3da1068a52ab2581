// Test helpers for the tracker: an entitled subscriber signed in, and short calls to its API.
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { addDays, localDate } from '../../../domain/calendar';
import { userRepository } from '../auth/user-repository';
import { subscribeAndSignIn } from '../subscriptions/subscription-test-support';
import { nutritionRepository, type NewEntry } from './nutrition-repository';

export const GOALS = {
  goalType: 'maintenance',
  activityLevel: 'moderately_active',
  currentWeight: 80,
  targetWeight: 78,
  height: 180,
  age: 30,
  gender: 'male',
} as const;

/** Subscribes through checkout and signs in: an active subscriber entitled to the tracker. */
export function trackerSubscriber(t: TestApp, email = 'asha@example.com') {
  return subscribeAndSignIn(t, { email });
}

/** Sets the subscriber's subscription status directly (paused, past_due, cancelled...). */
export async function setSubscriptionStatus(
  t: TestApp,
  email: string,
  status: (typeof subscriptions.$inferSelect)['status'],
) {
  await t.database.db.update(subscriptions).set({ status }).where(eq(subscriptions.email, email));
}

export function api(t: TestApp, headers: Record<string, string>) {
  return {
    get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload }),
    patch: (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers, payload }),
    put: (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers, payload }),
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** The user id behind an e-mail address. */
export async function userIdOf(t: TestApp, email = 'asha@example.com'): Promise<number> {
  const user = await userRepository(t.database.db).findByEmail(email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/**
 * Writes past days straight to the database (the API only reaches 7 days back): one entry a day, `days` days ending
 * the day before `today`, each shaped by `day(i)` (i = 0 for the oldest).
 */
export async function seedDays(
  t: TestApp,
  userId: number,
  today: string,
  days: number,
  day: (
    i: number,
  ) => { calories: number; protein: number; fiber?: number; waterMl?: number; weight?: number } | null,
) {
  const repo = nutritionRepository(t.database.db);
  const now = t.clock.now();
  const entries: NewEntry[] = [];
  for (let i = 0; i < days; i++) {
    const date = addDays(localDate(today), -(days - i));
    const d = day(i);
    if (!d) continue;
    entries.push({
      userId,
      date,
      source: 'manual',
      name: 'Seeded day',
      calories: d.calories,
      proteinG: d.protein,
      carbsG: Math.round((d.calories * 0.5) / 4),
      fatG: Math.round((d.calories * 0.25) / 9),
      fiberG: d.fiber ?? 25,
      waterMl: d.waterMl ?? 0,
      createdAt: now,
      updatedAt: now,
    });
    if (d.weight !== undefined) await repo.saveWeight(userId, date, d.weight, now);
  }
  await repo.insertEntries(entries);
}
