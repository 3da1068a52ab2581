// Test helpers for a subscriber's own calls: subscribe through checkout, then sign in with a password set directly.
import { expect } from 'vitest';
import { asc } from 'drizzle-orm';
import { emailMessages } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { testAuthConfig } from '../auth/auth-config';
import { bearer, signIn } from '../auth/auth-test-support';
import { createPasswordHasher } from '../auth/password-hasher';
import { userRepository } from '../auth/user-repository';

export const SUBSCRIBER_PASSWORD = 'saffron-lunchbox';
export const BILLING_ADDRESS = { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' };

/** Pays a plan at checkout, sets the new account's password and signs in: answers the bearer headers. */
export async function subscribeAndSignIn(
  t: TestApp,
  options: {
    email?: string;
    name?: string;
    phone?: string;
    planType?: 'weekly' | 'monthly';
    cardNumber?: string;
    /** What the page showed; the spec's price of the plan unless the owner changed it. */
    finalAmount?: number;
  } = {},
): Promise<Record<string, string>> {
  const email = options.email ?? 'asha@example.com';
  const name = options.name ?? 'Asha';
  const planType = options.planType ?? 'weekly';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/process-payment-and-create-subscription',
    payload: {
      subscriptionData: { name, email, phone: options.phone ?? '4695550100', planType, location: 'irving' },
      cardDetails: {
        cardNumber: options.cardNumber ?? '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: name,
      },
      billingAddress: BILLING_ADDRESS,
      finalAmount: options.finalAmount ?? (planType === 'weekly' ? 7500 : 27000),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const user = await userRepository(t.database.db).findByEmail(email);
  const hasher = createPasswordHasher(testAuthConfig.passwordHashCost);
  await userRepository(t.database.db).update(
    user?.id ?? 0,
    { passwordHash: await hasher.hash(SUBSCRIBER_PASSWORD) },
    t.clock.now(),
  );
  return bearer(await signIn(t, email, SUBSCRIBER_PASSWORD));
}

/** Signs in again (after the clock moved past the week-long idle timeout). */
export async function signInAgain(t: TestApp, email = 'asha@example.com'): Promise<Record<string, string>> {
  return bearer(await signIn(t, email, SUBSCRIBER_PASSWORD));
}

/** Moves the test clock, running every job that falls due on the way at its own time. */
export function moveTo(t: TestApp, iso: string) {
  return t.app.jobs.advanceTo(new Date(iso), (instant) => t.clock.set(instant));
}

/** The e-mails queued so far, oldest first, as template, recipient and subject. */
export async function sentEmails(t: TestApp) {
  const rows = await t.database.db.select().from(emailMessages).orderBy(asc(emailMessages.id));
  return rows.map((m) => ({ template: m.template, to: m.recipientEmail, subject: m.subject }));
}
