// Renewals: every Friday 12:00 PM Central the next period of each due subscription is charged, once, with dunning.
import { randomUUID } from 'node:crypto';
import {
  addDays,
  billingRule,
  cutoffForWeek,
  localDateOf,
  mondayOf,
  nextPickupDay,
  PICKUP_WINDOW,
  WEEKDAY,
  weeklyAt,
  zonedInstant,
  type LocalDate,
} from '../../../domain/calendar';
import { holdOf, nextBilledPeriod, type Hold } from '../../../domain/week-plan';
import { cents } from '../../../domain/money';
import { formatWeekdayDate } from '../../../domain/dates';
import { PLANS, pricePerMeal } from '../../../domain/plans';
import { priceForPeriod } from '../../../domain/plan-prices';
import { countOf } from '../../../domain/plural';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../jobs/job-repository';
import type { JobHandler, RecurringJob } from '../../jobs/jobs';
import { taxPrice } from '../../../domain/sales-tax';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { closureRepository } from '../closures/closure-repository';
import { priceChanges } from '../prices/price-repository';
import { creditRepository, type ClosureGrant } from '../credit/credit-repository';
import { taxAddedData, type MenuLine } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox';
import { recordPaidPeriods } from '../subscriptions/paid-period';
import {
  subscriptionRepository,
  type ChargeRow,
  type SubscriptionRow,
} from '../subscriptions/subscription-repository';
import { closedDaysFrom, holdsFor, paidWeeksFrom, pauseOf } from '../subscriptions/subscription-view';
import { weekChoiceRepository } from '../subscriptions/week-choice-repository';

export const BILLING_RUN_JOB = 'billing.friday';
export const BILLING_RETRY_JOB = 'billing.retry';
export const PERIOD_CLOSE_JOB = 'billing.period-close';
export const BILLING_REMINDER_JOB = 'billing.reminders';
export const BILLING_TRY_RECONCILE_JOB = 'billing.try-reconcile';
/** A try made for a new card that is still unsettled this long after (a crash, a lost answer) is looked up. */
const TRY_RECONCILE_AFTER_MS = 2 * 60_000;
/**
 * How long a retry of a declined renewal holds the period against other tries: longer than a gateway call can take
 * (three calls of at most 20 s) and than a lost try waits for its reconcile job, so that job looks first.
 */
const RETRY_HOLD_MS = 5 * 60_000;
/** Reminders go out on the Wednesday before each Friday charge at this wall time in America/Chicago. */
export const REMINDER_TIME = { weekday: WEEKDAY.wednesday, hour: 9, minute: 0 } as const;
/** A declined renewal is tried again 24 and 48 hours after the run: three tries in all, all before its Monday. */
export const RETRY_DELAYS_HOURS = [24, 48] as const;
const BATCH_SIZE = 200;
/**
 * Renewals of a batch in flight at once: each waits on the gateway and on its settlement's commit, and on PostgreSQL
 * concurrent commits share WAL flushes. PGlite has one connection and runs them in turn. Below the pool's 10.
 */
const RENEWALS_IN_FLIGHT = 8;

export interface BillingLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What the run did with one subscription: `skipped` means an earlier run settled it; `held` a skip or a pause. */
type Outcome = 'charged' | 'declined' | 'held' | 'skipped' | 'unavailable';

/** A try the gateway paid (or account credit paid in full: no payment), waiting to be settled. */
interface PaidTry {
  sub: SubscriptionRow;
  charge: ChargeRow;
  attempt: number;
  paymentId: string | null;
}

/** The answer of a renewal tried again at once (a new card on file). */
export type RenewalRetry = {
  weekStartDate: string;
  amount: number;
  status: 'paid' | 'declined' | 'unavailable';
};

/** The Monday after a date (the Monday of the week a Wednesday reminder or a Friday run is about). */
function nextMondayAfter(day: LocalDate): LocalDate {
  return addDays(mondayOf(day), 7);
}

/** The gateway's idempotency key of a try: the charge row's id, with the try's number after the first. */
function tryKey(charge: ChargeRow, attempt: number): string {
  return attempt === 1 ? charge.id : `${charge.id}-r${attempt}`;
}

/** What the card is asked for on a try: the charge less the account credit that try took. */
function cardAmountOf(charge: ChargeRow, attempt: number): number {
  return charge.amountCents - (charge.creditTry === attempt ? charge.creditCents : 0);
}

export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  appOrigin: string;
  log: BillingLogger;
  /** The lunches of a service week from the dated menu (the menu module's, composed in app.ts). */
  menuOf: (monday: LocalDate) => Promise<MenuLine[]>;
}) {
  const { db, clock, gateway, log } = deps;

  /**
   * Takes each try's account credit before its gateway call, in one transaction (decided once per try: see
   * `spendOnTries`), and answers the charges as the tries will bill them.
   */
  async function spendCredit(
    tries: { sub: SubscriptionRow | undefined; charge: ChargeRow }[],
    attempt: number,
  ): Promise<ChargeRow[]> {
    // A charge an earlier run settled is not tried again (renewEach skips it): it spends nothing.
    const spendable = tries.flatMap(({ sub, charge }) =>
      sub?.userId && (charge.status === 'pending' || (attempt > 1 && charge.status === 'declined'))
        ? [{ chargeId: charge.id, userId: sub.userId, attempt }]
        : [],
    );
    if (spendable.length === 0) return tries.map(({ charge }) => charge);
    const spent = await db.transaction((tx) => creditRepository(tx).spendOnTries(spendable, clock.now()));
    return tries.map(({ charge }) => {
      const credit = spent.get(charge.id);
      return credit === undefined ? charge : { ...charge, creditCents: credit, creditTry: attempt };
    });
  }

  async function attemptCharge(sub: SubscriptionRow, charge: ChargeRow, attempt: number) {
    const amount = cardAmountOf(charge, attempt);
    // Account credit paid it all: nothing to ask of the card (nor of a card that may be missing or expired).
    if (amount === 0) return { status: 'succeeded' as const, paymentId: null };
    if (!sub.gatewayCustomerId || !sub.cardId) {
      return { status: 'declined' as const, code: 'NO_CARD', message: 'There is no card on file.' };
    }
    try {
      return await gateway.charge({
        customerId: sub.gatewayCustomerId,
        cardId: sub.cardId,
        amount: cents(amount),
        idempotencyKey: tryKey(charge, attempt),
        customerInitiated: false,
        // Per try, so that a lost try can be looked up by itself (tryReconcileJob).
        referenceId: tryKey(charge, attempt),
        note: `Tiffin Fit ${sub.planType} renewal from ${charge.periodStart}`,
      });
    } catch (error) {
      if (error instanceof GatewayRequestError) {
        return { status: 'declined' as const, code: error.code, message: 'The card was refused.' };
      }
      throw error;
    }
  }

  async function settleDecline(
    sub: SubscriptionRow,
    charge: ChargeRow,
    attempt: number,
    reason: { code: string; message: string },
  ) {
    const now = clock.now();
    // A try after the last scheduled one (a new card on Sunday) must not count the period unpaid a second time.
    const last = attempt > RETRY_DELAYS_HOURS.length && charge.attempts <= RETRY_DELAYS_HOURS.length;
    const settled = await db.transaction(async (tx) => {
      const subs = subscriptionRepository(tx);
      // A try that raced this one (a card update during a scheduled retry) may have paid the period meanwhile.
      const declined = await subs.declineChargeUnlessPaid(charge.id, {
        attempts: attempt,
        declineCode: reason.code,
        failureMessage: reason.message,
        updatedAt: now,
      });
      // A declined card leaves the account credit where it was: what this try took goes back, even when another
      // try paid the period meanwhile (that one spent its own).
      if (sub.userId !== null) {
        await creditRepository(tx).returnTry({ chargeId: charge.id, userId: sub.userId, attempt }, now);
      }
      if (!declined) return false;
      if (attempt === 1) {
        await subs.update(sub.id, { status: 'past_due', updatedAt: now });
        for (const [i, hours] of RETRY_DELAYS_HOURS.entries()) {
          await scheduleJob(
            tx,
            {
              name: BILLING_RETRY_JOB,
              key: `billing-retry:${charge.id}:${i + 2}`,
              dueAt: new Date(now.getTime() + hours * 60 * 60_000),
              payload: { chargeId: charge.id, attempt: i + 2 },
            },
            now,
          );
        }
        await enqueueEmail(
          tx,
          {
            template: 'payment-failed',
            data: { name: sub.name, amountCents: charge.amountCents, weekOf: charge.periodStart },
            to: sub.email,
            dedupeKey: `payment-failed:${charge.id}`,
          },
          now,
        );
      }
      if (last) {
        // Unpaid at its Monday: no pickups that period; the next period is billed on its own Friday.
        const unpaid = sub.unpaidPeriods + 1;
        const periodStart = charge.periodStart as LocalDate;
        await subs.update(sub.id, {
          nextPeriodStart: addDays(periodStart, 7 * charge.weeks),
          unpaidPeriods: unpaid,
          ...(unpaid >= 2 ? { status: 'cancelled' as const, cancelledAt: now } : {}),
          updatedAt: now,
        });
        if (unpaid >= 2) {
          await enqueueEmail(
            tx,
            {
              template: 'subscription-cancelled',
              data: { name: sub.name, planType: sub.planType, endsOn: localDateOf(now) },
              to: sub.email,
              dedupeKey: `subscription-cancelled:${sub.publicId}`,
            },
            now,
          );
        }
      }
      return true;
    });
    if (settled) log.info({ subscriptionId: sub.id, attempt, code: reason.code, last }, 'renewal declined');
  }

  /** Settles paid tries in one transaction: each period's charge, subscription, order and e-mail. */
  async function settlePaid(paid: readonly PaidTry[]) {
    if (paid.length === 0) return;
    const now = clock.now();
    const periods = paid.map(({ sub, charge, attempt, paymentId }) => {
      if (!sub.userId) throw new Error(`subscription ${sub.id} has no account`);
      return {
        subscriptionId: sub.id,
        userId: sub.userId,
        name: sub.name,
        email: sub.email,
        charge,
        paymentId,
        attempts: attempt,
      };
    });
    await db.transaction((tx) => recordPaidPeriods(tx, periods, now));
  }

  /**
   * One try at the gateway for a charge row, then its settling, paid or declined, in one transaction. The Friday run,
   * the scheduled retries and a card update all go through here. A gateway that does not answer throws.
   */
  async function tryCharge(
    sub: SubscriptionRow,
    row: ChargeRow,
    attempt: number,
  ): Promise<'charged' | 'declined' | 'busy'> {
    if (attempt > 1) {
      // A scheduled retry and a new card's retry (or two instances) may reach a declined period together, each
      // with its own key: only the one that takes the period in the database asks the gateway.
      const now = clock.now();
      const until = new Date(now.getTime() + RETRY_HOLD_MS);
      if (!(await subscriptionRepository(db).claimRetry(row.id, attempt, now, until))) return 'busy';
    }
    const [charge = row] = await spendCredit([{ sub, charge: row }], attempt);
    const result = await attemptCharge(sub, charge, attempt);
    if (result.status === 'succeeded') {
      await settlePaid([{ sub, charge, attempt, paymentId: result.paymentId }]);
      return 'charged';
    }
    await settleDecline(sub, charge, attempt, result);
    return 'declined';
  }

  /**
   * A skipped or paused period is not charged: the next period to bill moves past it, and a pause makes the
   * subscription `paused` until the run of its resume week charges it.
   */
  async function hold(sub: SubscriptionRow, periodStart: LocalDate, reason: Hold): Promise<void> {
    const now = clock.now();
    const next = reason === 'paused' && sub.resumeOn ? sub.resumeOn : addDays(periodStart, 7);
    await subscriptionRepository(db).update(sub.id, {
      nextPeriodStart: next,
      ...(reason === 'paused' ? { status: 'paused' as const } : {}),
      updatedAt: now,
    });
    log.info({ subscriptionId: sub.id, periodStart, reason, next }, 'period not billed');
  }

  /**
   * Takes skipped and paused periods out of a batch before any charge row is written for them: they move on
   * without a charge. A subscription whose pause ends with this period has its pause cleared and is billed.
   */
  async function holdBack(
    batch: SubscriptionRow[],
    periodStart: LocalDate,
    totals: Record<Outcome, number>,
  ): Promise<SubscriptionRow[]> {
    const skipped = await weekChoiceRepository(db).skippedAmong(
      batch.map((sub) => sub.id),
      periodStart,
    );
    const due: SubscriptionRow[] = [];
    for (const sub of batch) {
      const reason = holdOf(periodStart, {
        periodWeeks: PLANS[sub.planType].weeks,
        skippedWeeks: skipped.has(sub.id) ? [periodStart] : [],
        pause: pauseOf(sub),
      });
      if (reason) {
        await hold(sub, periodStart, reason);
        totals.held += 1;
        continue;
      }
      if (sub.resumeOn && sub.resumeOn <= periodStart) {
        // The pause is over: this run bills again, and the subscription is active once the charge goes through.
        await subscriptionRepository(db).update(sub.id, {
          pausedFrom: null,
          resumeOn: null,
          updatedAt: clock.now(),
        });
      }
      due.push(sub);
    }
    return due;
  }

  /**
   * One meal's credit for each closed day of the period a charge bills, before the charge spends credit: the week is
   * billed in full and the credit pays for the lunch that is not cooked. Once per account and day, however often the
   * run (or the closure itself, for a week already charged) gets there.
   */
  async function creditClosedDays(batch: SubscriptionRow[], written: ChargeRow[], periodStart: LocalDate) {
    const closed = await closureRepository(db).between(periodStart, addDays(periodStart, 28));
    if (closed.length === 0) return;
    const grants: ClosureGrant[] = [];
    batch.forEach((sub, i) => {
      if (!sub.userId || written[i]?.status !== 'pending') return;
      const end = addDays(periodStart, 7 * PLANS[sub.planType].weeks);
      for (const c of closed) {
        if (c.day >= end || !c.creditsMeal) continue;
        const note = `${c.reason} (${formatWeekdayDate(c.day)})`;
        grants.push({ userId: sub.userId, day: c.day, amountCents: pricePerMeal(sub.planType), note });
      }
    });
    await db.transaction((tx) => creditRepository(tx).grantClosureCredits(grants, clock.now()));
  }

  /**
   * Writes the batch's charge rows, one per subscription and period, in one statement: each is committed before
   * its gateway call. A period that already has its charge (a restart, another instance) answers that charge.
   */
  async function writeCharges(batch: SubscriptionRow[], periodStart: LocalDate): Promise<ChargeRow[]> {
    const now = clock.now();
    const tax = await salesTaxSettings(db).get();
    const changes = await priceChanges(db);
    return subscriptionRepository(db).insertCharges(
      batch.map((sub) => {
        // The price is decided here, once: a restart or another instance gets the row already written, amount and all.
        const price = priceForPeriod(sub.planType, changes, { subscribedAt: sub.createdAt, periodStart });
        const taxed = taxPrice(price, tax);
        return {
          id: randomUUID(),
          subscriptionId: sub.id,
          kind: 'period' as const,
          periodStart,
          weeks: PLANS[sub.planType].weeks,
          amountCents: taxed.total,
          taxCents: taxed.tax,
          status: 'pending' as const,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
  }

  /**
   * Renews a batch, RENEWALS_IN_FLIGHT gateway calls at a time. A decline is settled as it comes (it schedules
   * retries and e-mails); the paid ones are settled together in one transaction once the batch's calls are done,
   * so a batch commits once. A charge whose settling is lost (a crash) stays pending and the slot's retry asks the
   * gateway again with the same key, which answers the same payment. The first error stops taking new ones (as a
   * one-by-one loop would), lets those in flight finish, settles what was paid and is thrown.
   */
  async function renewEach(all: SubscriptionRow[], periodStart: LocalDate, totals: Record<Outcome, number>) {
    const batch = await holdBack(all, periodStart, totals);
    const written = await writeCharges(batch, periodStart);
    await creditClosedDays(batch, written, periodStart);
    const batchCharges = await spendCredit(
      written.map((charge, i) => ({ sub: batch[i], charge })),
      1,
    );
    const paid: PaidTry[] = [];
    let next = 0;
    let failed = false;
    async function renew(sub: SubscriptionRow, charge: ChargeRow): Promise<void> {
      // Paid or declined by an earlier run of this slot (a restart, another instance): nothing more to do here.
      if (charge.status !== 'pending') {
        totals.skipped += 1;
        return;
      }
      try {
        const result = await attemptCharge(sub, charge, 1);
        if (result.status === 'succeeded') {
          paid.push({ sub, charge, attempt: 1, paymentId: result.paymentId });
          return;
        }
        await settleDecline(sub, charge, 1, result);
        totals.declined += 1;
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        // The charge stays pending: the run is retried and asks again with the same key.
        log.warn({ subscriptionId: sub.id, error: error.message }, 'gateway unavailable during renewal');
        totals.unavailable += 1;
      }
    }
    async function worker() {
      for (let i = next++; i < batch.length && !failed; i = next++) {
        const sub = batch[i];
        const charge = batchCharges[i];
        if (!sub || !charge) break;
        try {
          await renew(sub, charge);
        } catch (error) {
          failed = true;
          throw error;
        }
      }
    }
    const workers = Array.from({ length: Math.min(RENEWALS_IN_FLIGHT, batch.length) }, worker);
    const rejected = (await Promise.allSettled(workers)).find((r) => r.status === 'rejected');
    await settlePaid(paid);
    totals.charged += paid.length;
    if (rejected) throw rejected.reason;
  }

  /**
   * Bills every subscription whose next period starts the Monday after this Friday slot. When the server is stopping
   * it stops after the batch in hand (answering null): the next runner picks up the rest, whose periods are still due.
   */
  async function runSlot(
    slot: Date,
    extendLease: () => Promise<boolean>,
    stopping: () => boolean = () => false,
  ): Promise<Record<Outcome, number> | null> {
    const monday = addDays(localDateOf(slot), 3);
    const totals: Record<Outcome, number> = { charged: 0, declined: 0, held: 0, skipped: 0, unavailable: 0 };
    let afterId = 0;
    for (;;) {
      const batch = await subscriptionRepository(db).findDueForPeriod(monday, afterId, BATCH_SIZE);
      if (batch.length === 0) break;
      await renewEach(batch, monday, totals);
      afterId = batch[batch.length - 1]?.id ?? afterId;
      await extendLease();
      if (stopping()) {
        log.info({ slot: slot.toISOString(), monday, ...totals }, 'billing run handed back at shutdown');
        return null;
      }
    }
    log.info({ slot: slot.toISOString(), monday, ...totals }, 'billing run finished');
    if (totals.unavailable > 0) {
      throw new GatewayUnavailableError(
        `${countOf(totals.unavailable, 'renewal')} could not reach the gateway; retrying`,
      );
    }
    return totals;
  }

  /**
   * Tries the latest declined renewal again at once, with a new try key, when its Monday has not come: called after
   * the subscriber saved a new card. A try that takes the place of the next scheduled one; null when none is due.
   */
  async function retryDeclinedRenewal(subscriptionId: number): Promise<RenewalRetry | null> {
    const subs = subscriptionRepository(db);
    const charge = await subs.findLatestDeclinedRenewal(subscriptionId);
    if (!charge || clock.now() >= zonedInstant(charge.periodStart as LocalDate, 0)) return null;
    const sub = await subs.findById(subscriptionId);
    if (!sub || sub.status === 'cancelled') return null;
    const answer = { weekStartDate: charge.periodStart, amount: charge.amountCents };
    const attempt = charge.attempts + 1;
    const now = clock.now();
    // Written before the gateway is called: if this request dies, the job looks the try up and settles it.
    await scheduleJob(
      db,
      {
        name: BILLING_TRY_RECONCILE_JOB,
        key: `billing-try-reconcile:${charge.id}:${attempt}`,
        dueAt: new Date(now.getTime() + TRY_RECONCILE_AFTER_MS),
        payload: { chargeId: charge.id, attempt, since: now.toISOString() },
      },
      now,
    );
    try {
      const outcome = await tryCharge(sub, charge, attempt);
      // Another try of the period is at the gateway right now: it settles the period; the new card pays the next.
      if (outcome === 'busy') return null;
      return { ...answer, status: outcome === 'charged' ? 'paid' : 'declined' };
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      log.warn(
        { subscriptionId, error: error.message },
        'gateway unavailable for a retry after a card update',
      );
      return { ...answer, status: 'unavailable' };
    }
  }

  /**
   * The Wednesday before a Friday run: one e-mail per subscription that run will charge (and wants to hear it),
   * deduplicated per subscription and period; a pause that ends then says so.
   */
  async function sendReminders(slot: Date, extendLease: () => Promise<boolean>): Promise<number> {
    const monday = nextMondayAfter(localDateOf(slot));
    const chargeAt = cutoffForWeek(monday);
    // A Wednesday caught up after its Friday run has nothing left to announce.
    if (clock.now() >= chargeAt) return 0;
    let sent = 0;
    let afterId = 0;
    // The week the charge pays for, as the dated menu has it now (read once for the whole run).
    const menu = await deps.menuOf(monday);
    const changes = await priceChanges(db);
    const taxAdded = taxAddedData(await salesTaxSettings(db).get());
    for (;;) {
      const batch = await subscriptionRepository(db).findRemindable(monday, afterId, BATCH_SIZE);
      if (batch.length === 0) break;
      for (const sub of batch) {
        if (!sub.nextPeriodStart) continue;
        const holds = await holdsFor(db, sub, sub.nextPeriodStart);
        if (nextBilledPeriod(sub.nextPeriodStart as LocalDate, holds) !== monday) continue;
        const now = clock.now();
        // The same rule as the dashboard: today while today's window is open and today is paid.
        const nextPickup = nextPickupDay(
          await paidWeeksFrom(db, sub, now),
          now,
          await closedDaysFrom(db, now),
        );
        await enqueueEmail(
          db,
          {
            template: 'charge-reminder',
            data: {
              name: sub.name,
              planType: sub.planType,
              amountCents: priceForPeriod(sub.planType, changes, {
                subscribedAt: sub.createdAt,
                periodStart: monday,
              }),
              chargeOn: localDateOf(chargeAt),
              periodStart: monday,
              weeks: PLANS[sub.planType].weeks,
              cardLast4: sub.cardLast4,
              resumingAfterPause: sub.resumeOn === monday,
              ...taxAdded,
              nextPickup,
              menu,
            },
            to: sub.email,
            dedupeKey: `charge-reminder:${sub.publicId}:${monday}`,
          },
          now,
        );
        sent += 1;
      }
      afterId = batch[batch.length - 1]?.id ?? afterId;
      await extendLease();
    }
    return sent;
  }

  return {
    runSlot,
    retryDeclinedRenewal,

    /** Every Wednesday 9:00 AM Central: the reminders of Friday's charges. A late start sends only the latest. */
    reminderJob(): RecurringJob {
      return {
        name: BILLING_REMINDER_JOB,
        every: weeklyAt(REMINDER_TIME.weekday, REMINDER_TIME.hour, REMINDER_TIME.minute),
        catchUp: 'latest',
        async run(ctx) {
          const sent = await sendReminders(ctx.dueAt, () => ctx.extendLease());
          return { outcome: `reminded ${sent}` };
        },
      };
    },

    /** The Friday run: every Friday 12:00 PM America/Chicago; a Friday missed while down runs at start. */
    fridayJob(): RecurringJob {
      return {
        name: BILLING_RUN_JOB,
        every: billingRule,
        catchUp: 'every',
        retry: { maxAttempts: 10, baseDelayMs: 60_000, maxDelayMs: 30 * 60_000 },
        async run(ctx) {
          const totals = await runSlot(
            ctx.dueAt,
            () => ctx.extendLease(),
            () => ctx.stopping(),
          );
          if (!totals) return { handBack: true };
          return {
            outcome: `charged ${totals.charged}, declined ${totals.declined}, held ${totals.held}, skipped ${totals.skipped}`,
          };
        },
      };
    },

    /**
     * Every Friday at 2:00 PM Central, when the week's last pickup window closes: subscriptions set to cancel whose
     * period is over end, and orders whose weeks are over are completed.
     */
    periodCloseJob(): RecurringJob {
      return {
        name: PERIOD_CLOSE_JOB,
        every: weeklyAt(WEEKDAY.friday, PICKUP_WINDOW.endHour),
        catchUp: 'latest',
        async run() {
          const now = clock.now();
          const subs = subscriptionRepository(db);
          const ended = await subs.closeEndedCancellations(now);
          const completed = await subs.completeFinishedOrders(localDateOf(now));
          return { outcome: `ended ${ended}, completed ${completed}` };
        },
      };
    },

    /**
     * Settles a try made for a new card whose request died before settling it: the gateway is asked what became of
     * that try (never charged again); paid, the period is paid, or, when another try paid it meanwhile, the
     * duplicate goes back. Nothing found: nothing was charged, and the scheduled retries go on as planned.
     */
    tryReconcileJob(): JobHandler {
      return {
        name: BILLING_TRY_RECONCILE_JOB,
        retry: { maxAttempts: 20, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
        async run(ctx) {
          const { chargeId, attempt, since } = ctx.payload as {
            chargeId: string;
            attempt: number;
            since: string;
          };
          const subs = subscriptionRepository(db);
          const charge = await subs.findCharge(chargeId);
          if (!charge) return { outcome: 'gone' };
          const key = tryKey(charge, attempt);
          const found = await gateway.findCharge({
            idempotencyKey: key,
            referenceId: key,
            amount: cents(cardAmountOf(charge, attempt)),
            since: new Date(since),
          });
          if (found.status !== 'succeeded') return { outcome: 'nothing charged' };
          if (charge.gatewayPaymentId === found.paymentId) return { outcome: 'settled' };
          if (charge.status !== 'pending' && charge.status !== 'declined') {
            await gateway.refund({
              paymentId: found.paymentId,
              amount: cents(cardAmountOf(charge, attempt)),
              idempotencyKey: `rf-${key}`,
              reason: 'This week was already paid',
            });
            const sub = await subs.findById(charge.subscriptionId);
            if (sub?.userId) {
              const userId = sub.userId;
              await db.transaction((tx) =>
                creditRepository(tx).returnTry({ chargeId, userId, attempt }, clock.now()),
              );
            }
            log.warn({ chargeId, attempt }, 'a second payment of one period was refunded');
            return { outcome: 'refunded duplicate' };
          }
          const sub = await subs.findById(charge.subscriptionId);
          if (!sub) return { outcome: 'gone' };
          await settlePaid([{ sub, charge, attempt, paymentId: found.paymentId }]);
          return { outcome: 'paid' };
        },
      };
    },

    /** A declined renewal's next try (24 and 48 hours after the run). */
    retryJob(): JobHandler {
      return {
        name: BILLING_RETRY_JOB,
        async run(ctx) {
          const { chargeId, attempt } = ctx.payload as { chargeId: string; attempt: number };
          const subs = subscriptionRepository(db);
          const charge = await subs.findCharge(chargeId);
          if (!charge || charge.status !== 'declined' || charge.attempts >= attempt)
            return { outcome: 'skipped' };
          const sub = await subs.findById(charge.subscriptionId);
          if (!sub || sub.status === 'cancelled') return { outcome: 'skipped' };
          // Its Monday has come (the server was down over the weekend): no more tries; the last one says unpaid.
          if (clock.now() >= zonedInstant(charge.periodStart as LocalDate, 0)) {
            if (attempt <= RETRY_DELAYS_HOURS.length) return { outcome: 'too late' };
            await settleDecline(sub, charge, attempt, {
              code: 'UNPAID',
              message: 'Still unpaid at its Monday.',
            });
            return { outcome: 'unpaid' };
          }
          const outcome = await tryCharge(sub, charge, attempt);
          // Another try holds the period: looked at again once it has had time to settle (then found paid, or tried).
          if (outcome === 'busy')
            return { outcome, retryAt: new Date(clock.now().getTime() + RETRY_HOLD_MS) };
          return { outcome };
        },
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
