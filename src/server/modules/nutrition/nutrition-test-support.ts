// Test helpers for the tracker: an entitled subscriber signed in, and short calls to its API.
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { subscribeAndSignIn } from '../subscriptions/subscription-test-support';

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
    delete: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}
