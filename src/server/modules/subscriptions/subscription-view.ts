// What a subscriber sees of a subscription (GET /api/subscription), and the week rules the changes to it share.
import { closureRepository } from '../closures/closure-repository';
import type { FridaySpecialChoice, Order, Subscription } from '../../../contracts/subscription';
import {
  addDays,
  cutoffForWeek,
  localDateOf,
  mondayOf,
  nextPickupDay,
  pickupWindow,
  weeksCovered,
  type LocalDate,
} from '../../../domain/calendar';
import { servedChoiceKey } from '../../../domain/friday-choices';
import { PLANS } from '../../../domain/plans';
import {
  priceForPeriod,
  upcomingPrice,
  upgradeDifference,
  type PriceChange,
} from '../../../domain/plan-prices';
import { DEFAULT_SALES_TAX, taxAddedNote, taxPrice, type SalesTaxSettings } from '../../../domain/sales-tax';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { priceChanges } from '../prices/price-repository';
import { nextBilledPeriod, type WeekHolds } from '../../../domain/week-plan';
import type { DbOrTx } from '../../db/client';
import { LIVE_SUBSCRIPTION_STATUSES } from '../../db/schema';
import {
  subscriptionRepository,
  type OrderWithRefunds,
  type SubscriptionRow,
} from './subscription-repository';
import { weekChoiceRepository } from './week-choice-repository';

const LIVE: ReadonlySet<string> = new Set(LIVE_SUBSCRIPTION_STATUSES);

export function isLive(row: SubscriptionRow): boolean {
  return LIVE.has(row.status);
}

/** Whether another charge is coming: live, not set to cancel, with a next period. */
export function billsAhead(row: SubscriptionRow): row is SubscriptionRow & { nextPeriodStart: string } {
  return isLive(row) && !row.cancelAtPeriodEnd && row.nextPeriodStart !== null;
}

/** The subscription's pause as the calendar rules read it, or null. */
export function pauseOf(row: SubscriptionRow): WeekHolds['pause'] {
  return row.pausedFrom && row.resumeOn
    ? { from: row.pausedFrom as LocalDate, resumeOn: row.resumeOn as LocalDate }
    : null;
}

/** The skipped weeks from `from` on and the pause, as the calendar rules read them. */
export async function holdsFor(db: DbOrTx, row: SubscriptionRow, from: string): Promise<WeekHolds> {
  return {
    periodWeeks: PLANS[row.planType].weeks,
    skippedWeeks: await weekChoiceRepository(db).listSkipped(row.id, from),
    pause: pauseOf(row),
  };
}

/** The Monday of the next period that will be charged, past skips and the pause; null when none is coming. */
export function nextChargedPeriod(row: SubscriptionRow, holds: WeekHolds): LocalDate | null {
  return billsAhead(row) ? nextBilledPeriod(row.nextPeriodStart as LocalDate, holds) : null;
}

/** The paid weeks whose Friday pickup window has not closed yet. */
function paidWeeksAhead(row: SubscriptionRow, now: Date): LocalDate[] {
  if (!isLive(row) || !row.currentPeriodStart || !row.currentPeriodEnd) return [];
  const weeks: LocalDate[] = [];
  const end = row.currentPeriodEnd.getTime();
  for (let w = row.currentPeriodStart as LocalDate; ; w = addDays(w, 7)) {
    const friday = pickupWindow(addDays(w, 4)).end;
    if (friday.getTime() > end) break;
    if (friday > now) weeks.push(w);
  }
  return weeks;
}

/** The weeks whose Friday special the subscriber sees: paid weeks not over yet, then the next period charged. */
export function fridaySpecialWeeks(row: SubscriptionRow, holds: WeekHolds, now: Date): LocalDate[] {
  const weeks = paidWeeksAhead(row, now);
  const next = nextChargedPeriod(row, holds);
  if (next) {
    for (let i = 0; i < PLANS[row.planType].weeks; i++) {
      const week = addDays(next, 7 * i);
      if (!weeks.includes(week)) weeks.push(week);
    }
  }
  return weeks;
}

/**
 * The service weeks of this week and later that paid orders cover: the days a subscriber has a meal. The Friday run
 * moves the current period on at noon, while that Friday's pickup window is still open, so the orders say, not it.
 */
/** Days the kitchen is closed from this week on (as far as the paid weeks a subscriber can have). */
export async function closedDaysFrom(db: DbOrTx, now: Date): Promise<Set<LocalDate>> {
  const thisMonday = mondayOf(localDateOf(now));
  return closureRepository(db).closedDays(thisMonday, addDays(thisMonday, 8 * 7));
}

export async function paidWeeksFrom(db: DbOrTx, row: SubscriptionRow, now: Date): Promise<LocalDate[]> {
  const thisMonday = mondayOf(localDateOf(now));
  const paid = await subscriptionRepository(db).listPaidOrdersFrom(row.id, thisMonday);
  return weeksCovered(paid).filter((week) => week >= thisMonday);
}

/** The next charge (when, how much, which weeks) as a subscriber is told it, or null when none is coming. */
export interface NextCharge {
  /** The Friday of the charge (12:00 PM Central), YYYY-MM-DD. */
  on: string;
  amountCents: number;
  /** The Monday of the first week it pays for. */
  weekOf: string;
  weeks: number;
}

export function nextChargeOf(
  row: SubscriptionRow,
  holds: WeekHolds,
  changes: readonly PriceChange[],
): NextCharge | null {
  const next = nextChargedPeriod(row, holds);
  if (!next) return null;
  const plan = PLANS[row.planType];
  const amountCents = priceForPeriod(row.planType, changes, {
    subscribedAt: row.createdAt,
    periodStart: next,
  });
  return { on: localDateOf(cutoffForWeek(next)), amountCents, weekOf: next, weeks: plan.weeks };
}

/** What comes next for a subscription as it stands: its next charge and its next pickup day. */
export async function whatComesNext(
  db: DbOrTx,
  row: SubscriptionRow,
  now: Date,
): Promise<{ nextCharge: NextCharge | null; nextPickup: LocalDate | null }> {
  const holds = await currentHolds(db, row, now);
  return {
    nextCharge: nextChargeOf(row, holds, await priceChanges(db)),
    nextPickup: nextPickupDay(await paidWeeksFrom(db, row, now), now, await closedDaysFrom(db, now)),
  };
}

/** The choices of specials the dated menu offers on a day (none on a day without), composed in app.ts. */
export type DayChoices = (date: LocalDate) => Promise<{ key: string; label: string }[]>;

export function toSubscription(
  row: SubscriptionRow,
  now: Date,
  extras: {
    holds: WeekHolds;
    fridaySpecials: Map<string, FridaySpecialChoice>;
    /** Each week's Friday choices of specials, by Monday. */
    fridayChoices: Map<string, { key: string; label: string }[]>;
    paidWeeks: readonly LocalDate[];
    closedDays?: ReadonlySet<string>;
    priceChanges?: readonly PriceChange[];
    salesTax?: SalesTaxSettings;
  },
): Subscription {
  if (row.status === 'incomplete' || row.status === 'expired')
    throw new Error('not a subscriber-facing status');
  const next = nextChargedPeriod(row, extras.holds);
  const thisMonday = mondayOf(localDateOf(now));
  const changes = extras.priceChanges ?? [];
  // What the card is asked for: the price with tax on top when prices exclude it.
  const salesTax = extras.salesTax ?? DEFAULT_SALES_TAX;
  const charged = (price: number) => taxPrice(price, salesTax).total;
  const nextPrice = next
    ? priceForPeriod(row.planType, changes, { subscribedAt: row.createdAt, periodStart: next })
    : null;
  return {
    planType: row.planType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentStatus: row.status === 'past_due' ? 'failed' : 'successful',
    currentPeriodStart: row.currentPeriodStart,
    card:
      row.cardBrand && row.cardLast4
        ? { brand: row.cardBrand, last4: row.cardLast4, expMonth: row.cardExpMonth, expYear: row.cardExpYear }
        : null,
    nextChargeAt: next ? cutoffForWeek(next).toISOString() : null,
    nextChargeAmount: nextPrice === null ? null : charged(nextPrice),
    nextChargeTax:
      nextPrice !== null && taxAddedNote(salesTax)
        ? { priceCents: nextPrice, rateBasisPoints: salesTax.rateBasisPoints }
        : null,
    upgradeAmount:
      row.planType === 'weekly' && row.currentPeriodStart
        ? charged(upgradeDifference(row, changes, row.currentPeriodStart as LocalDate))
        : null,
    upgradeMonthly:
      row.planType === 'weekly' && row.currentPeriodStart
        ? {
            // The paid week becomes week 1 of four: the first monthly charge is for the period 4 weeks on.
            priceCents: priceForPeriod('monthly', changes, {
              subscribedAt: row.createdAt,
              periodStart: addDays(row.currentPeriodStart as LocalDate, 28),
            }),
            taxAddedBasisPoints: taxAddedNote(salesTax) ? salesTax.rateBasisPoints : null,
          }
        : null,
    upcomingPrice:
      isLive(row) && !row.cancelAtPeriodEnd && next
        ? upcomingPrice(row.planType, changes, { subscribedAt: row.createdAt, nextPeriodStart: next })
        : null,
    nextPickupDate: nextPickupDay(extras.paidWeeks, now, extras.closedDays),
    skippedWeeks:
      row.planType === 'weekly' && isLive(row)
        ? extras.holds.skippedWeeks.filter((week) => week >= thisMonday)
        : [],
    pausedFrom: isLive(row) ? row.pausedFrom : null,
    pausedUntil: isLive(row) ? row.resumeOn : null,
    fridaySpecial: fridaySpecialWeeks(row, extras.holds, now).map((week) => {
      const options = extras.fridayChoices.get(week) ?? [];
      return {
        weekStartDate: week,
        choice: servedChoiceKey(options, extras.fridaySpecials.get(week)),
        options,
      };
    }),
    chargeReminders: row.chargeReminders,
  };
}

/** The holds that matter from now on: skipped weeks from this week (or an overdue next period) on, the pause. */
export async function currentHolds(db: DbOrTx, row: SubscriptionRow, now: Date): Promise<WeekHolds> {
  const thisMonday = mondayOf(localDateOf(now));
  const from = row.nextPeriodStart && row.nextPeriodStart < thisMonday ? row.nextPeriodStart : thisMonday;
  return holdsFor(db, row, from);
}

/** Reads what the view needs beside the row (skipped weeks, Friday specials) and builds it. */
export async function subscriptionView(
  db: DbOrTx,
  row: SubscriptionRow,
  now: Date,
  choicesOn: DayChoices,
): Promise<Subscription> {
  const holds = await currentHolds(db, row, now);
  const weeks = fridaySpecialWeeks(row, holds, now);
  const fridaySpecials = await weekChoiceRepository(db).fridaySpecials(row.id, weeks);
  const fridayChoices = new Map(
    await Promise.all(weeks.map(async (week) => [week, await choicesOn(addDays(week, 4))] as const)),
  );
  return toSubscription(row, now, {
    holds,
    fridaySpecials,
    fridayChoices,
    paidWeeks: await paidWeeksFrom(db, row, now),
    closedDays: await closedDaysFrom(db, now),
    priceChanges: await priceChanges(db),
    salesTax: await salesTaxSettings(db).get(),
  });
}

/** An order as the subscriber (and the admin, on their page) sees it: Order History's row, refunds included. */
export function toOrder(o: OrderWithRefunds): Order {
  return {
    id: o.id,
    reference: o.reference,
    weekStartDate: o.weekStartDate,
    weeks: o.weeks,
    totalAmount: o.totalAmountCents,
    // Orders from before sales tax was recorded hold no split: all of it reads as net.
    netAmount:
      o.netAmountCents + o.taxAmountCents === o.totalAmountCents ? o.netAmountCents : o.totalAmountCents,
    taxAmount: o.netAmountCents + o.taxAmountCents === o.totalAmountCents ? o.taxAmountCents : 0,
    creditApplied: o.creditAppliedCents,
    status: o.status,
    paymentStatus: o.paymentStatus,
    refundedAmount: o.refundedCents,
    refundedAsCredit: o.refundedAsCreditCents,
    refundedAt: o.refundedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
  };
}
