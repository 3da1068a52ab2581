// A subscriber's plan as GET /api/subscription answers it, for component and rule tests: a weekly plan, active,
// paid for the week of Monday 23 November 2026 and charged again on Friday the 27th at noon Central, with a Visa on
// file. A test overrides what it is about.
import type { Subscription } from '../../contracts/subscription';

/** The seed's Friday choices, as a week's Friday special lists them. */
export const SEED_FRIDAY_OPTIONS = [
  { key: 'chicken', label: 'Chicken pulao' },
  { key: 'shrimp', label: 'Shrimp pulao' },
];

export function weeklySubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    planType: 'weekly',
    status: 'active',
    currentPeriodEnd: '2026-11-27T20:00:00.000Z',
    cancelAtPeriodEnd: false,
    paymentStatus: 'successful',
    currentPeriodStart: '2026-11-23',
    card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    nextChargeAt: '2026-11-27T18:00:00.000Z',
    nextChargeAmount: 7500,
    upcomingPrice: null,
    upgradeAmount: 19500,
    nextPickupDate: '2026-11-26',
    skippedWeeks: [],
    pausedFrom: null,
    pausedUntil: null,
    fridaySpecial: [],
    chargeReminders: true,
    ...overrides,
  };
}
