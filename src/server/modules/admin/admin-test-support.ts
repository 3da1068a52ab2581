// Test helpers for the admin calls: an admin signed in, and the total-count header of paged lists.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { charges, orders, subscriptions } from '../../db/schema';
import { TOTAL_COUNT_HEADER } from '../../../contracts/admin';
import type { TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';

export const ADMIN_EMAIL = 'boss@example.com';
export const ADMIN_PASSWORD = 'masala-admin-2025';

/** Creates the admin account and answers its bearer headers. */
export async function signInAdmin(t: TestApp): Promise<Record<string, string>> {
  await createUser(t, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, role: 'admin', name: 'Boss' });
  return bearer(await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD));
}

/** Signs the admin in again (after the clock moved past the week-long idle timeout). */
export async function signInAdminAgain(t: TestApp): Promise<Record<string, string>> {
  return bearer(await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD));
}

export function totalOf(res: LightMyRequestResponse): number {
  return Number(res.headers[TOTAL_COUNT_HEADER]);
}

let seq = 0;

/** A subscription row written straight to the database, with its account (for figures on known data). */
export async function insertSubscriber(
  t: TestApp,
  input: {
    email: string;
    name?: string;
    status: 'incomplete' | 'active' | 'trialing' | 'past_due' | 'paused' | 'cancelled' | 'expired';
    planType?: 'weekly' | 'monthly';
    nextPeriodStart?: string;
    dietaryRestrictions?: string;
    createdAt?: Date;
    password?: string;
  },
): Promise<{ userId: number; subscriptionId: number }> {
  const now = input.createdAt ?? t.clock.now();
  const user = await createUser(t, {
    email: input.email,
    name: input.name ?? input.email.split('@')[0],
    ...(input.password ? { password: input.password } : {}),
  });
  seq += 1;
  const [sub] = await t.database.db
    .insert(subscriptions)
    .values({
      publicId: `sub_test_${seq}_${input.email}`,
      userId: input.status === 'incomplete' ? null : user.id,
      email: input.email,
      name: input.name ?? user.name,
      planType: input.planType ?? 'weekly',
      status: input.status,
      launchPhase: 'inviteOnly',
      location: 'irving',
      dietaryRestrictions: input.dietaryRestrictions ?? null,
      nextPeriodStart: input.nextPeriodStart ?? null,
      gatewayCustomerId: 'sbx-cus:test',
      cardId: 'sbx-card:ok:test',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!sub) throw new Error('not inserted');
  return { userId: user.id, subscriptionId: sub.id };
}

/** A paid charge and its order, paid at `paidAt`. */
export async function insertPaidPeriod(
  t: TestApp,
  input: {
    userId: number;
    subscriptionId: number;
    weekStartDate: string;
    amountCents: number;
    paidAt: Date;
    weeks?: number;
  },
): Promise<{ chargeId: string; orderId: number }> {
  const chargeId = randomUUID();
  await t.database.db.insert(charges).values({
    id: chargeId,
    subscriptionId: input.subscriptionId,
    kind: 'period',
    periodStart: input.weekStartDate,
    weeks: input.weeks ?? 1,
    amountCents: input.amountCents,
    status: 'succeeded',
    gatewayPaymentId: `sbx-pay:${chargeId}`,
    createdAt: input.paidAt,
    updatedAt: input.paidAt,
  });
  const [order] = await t.database.db
    .insert(orders)
    .values({
      subscriptionId: input.subscriptionId,
      userId: input.userId,
      chargeId,
      weekStartDate: input.weekStartDate,
      weeks: input.weeks ?? 1,
      totalAmountCents: input.amountCents,
      status: 'active',
      paymentStatus: 'successful',
      createdAt: input.paidAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('not inserted');
  return { chargeId, orderId: order.id };
}
