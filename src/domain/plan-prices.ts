// Price changes with notice (issue 43): which price of a plan a new signup pays and which a renewal charges.
import { addDays, cutoffForWeek, localDateOf, mondayOf, type LocalDate } from './calendar';
import { cents, type Cents } from './money';
import { PLANS, type PlanType } from './plans';

/** Existing subscribers keep their price until the first charge at least this long after they were told. */
export const PRICE_NOTICE_DAYS = 30;
/** A price the owner may set: a cent to $2,000.00 a period. */
export const MAX_PLAN_PRICE_CENTS = 200_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PriceChange {
  planType: PlanType;
  priceCents: number;
  /** When the owner made it and the e-mail to subscribers was written: new signups pay it from then. */
  announcedAt: Date;
  /** The Monday of the first period billed at least PRICE_NOTICE_DAYS after the announcement. */
  firstPeriod: LocalDate;
}

/**
 * The first period whose Friday 12:00 PM charge comes at least PRICE_NOTICE_DAYS after `announcedAt`: existing
 * subscribers pay the new price from that charge on (a monthly plan from its first charge on or after it).
 */
export function firstPeriodAfterNotice(announcedAt: Date): LocalDate {
  const earliest = announcedAt.getTime() + PRICE_NOTICE_DAYS * DAY_MS;
  // The period after the week of that day is billed on its Friday: late enough unless that Friday noon has passed.
  const monday = addDays(mondayOf(localDateOf(new Date(earliest))), 7);
  return cutoffForWeek(monday).getTime() >= earliest ? monday : addDays(monday, 7);
}

/** The Friday of the charge that bills a period starting on a Monday. */
export function chargeDayOf(periodStart: LocalDate): LocalDate {
  return addDays(periodStart, -3);
}

function latest(changes: readonly PriceChange[], plan: PlanType, applies: (c: PriceChange) => boolean) {
  let found: PriceChange | null = null;
  for (const c of changes) {
    if (c.planType !== plan || !applies(c)) continue;
    if (!found || c.announcedAt.getTime() > found.announcedAt.getTime()) found = c;
  }
  return found;
}

/** What a new subscriber pays now: the latest price announced, else the spec's. */
export function currentPrice(plan: PlanType, changes: readonly PriceChange[], now: Date): Cents {
  const change = latest(changes, plan, (c) => c.announcedAt.getTime() <= now.getTime());
  return change ? cents(change.priceCents) : PLANS[plan].price;
}

/**
 * The price a period of a subscription is charged: the latest change that is in force for it, either because the
 * subscription began after it was announced, or because the period is billed after its notice ran out. Past orders
 * keep what they were charged; this only prices a charge being written.
 */
export function priceForPeriod(
  plan: PlanType,
  changes: readonly PriceChange[],
  sub: { subscribedAt: Date; periodStart: LocalDate },
): Cents {
  const change = latest(
    changes,
    plan,
    (c) => c.announcedAt.getTime() <= sub.subscribedAt.getTime() || c.firstPeriod <= sub.periodStart,
  );
  return change ? cents(change.priceCents) : PLANS[plan].price;
}

/** A change a subscriber has been told of that is not yet charged: the new price and the first charge day. */
export function upcomingPrice(
  plan: PlanType,
  changes: readonly PriceChange[],
  sub: { subscribedAt: Date; nextPeriodStart: LocalDate },
): { priceCents: Cents; from: LocalDate; nowCents: Cents } | null {
  const now = priceForPeriod(plan, changes, {
    subscribedAt: sub.subscribedAt,
    periodStart: sub.nextPeriodStart,
  });
  const pending = latest(
    changes,
    plan,
    (c) => c.announcedAt.getTime() > sub.subscribedAt.getTime() && c.firstPeriod > sub.nextPeriodStart,
  );
  if (!pending || pending.priceCents === now) return null;
  return { priceCents: cents(pending.priceCents), from: chargeDayOf(pending.firstPeriod), nowCents: now };
}

/**
 * What a weekly subscriber pays to move to the monthly plan in the period starting `periodStart`: the monthly price
 * less the weekly price, each as in force for them ($195.00 at the spec's prices). Never below zero.
 */
export function upgradeDifference(
  sub: { createdAt: Date },
  changes: readonly PriceChange[],
  periodStart: LocalDate,
): Cents {
  const at = { subscribedAt: sub.createdAt, periodStart };
  return cents(Math.max(0, priceForPeriod('monthly', changes, at) - priceForPeriod('weekly', changes, at)));
}
