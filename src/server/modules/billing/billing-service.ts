// Renewals: every Friday 12:00 PM Central the next period of each due subscription is charged, once, with dunning.
import { randomUUID } from 'node:crypto';
import {
  addDays,
  billingRule,
  localDateOf,
  PICKUP_WINDOW,
  WEEKDAY,
  weeklyAt,
  zonedInstant,
  type LocalDate,
} from '../../../domain/calendar';
import { cents } from '../../../domain/money';
import { PLANS, type PlanType } from '../../../domain/plans';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../jobs/job-repository';
import type { JobHandler, RecurringJob } from '../../jobs/jobs';
import { enqueueEmail } from '../email/outbox';
import { recordPaidPeriod } from '../subscriptions/paid-period';
import {
  subscriptionRepository,
  type ChargeRow,
  type SubscriptionRow,
} from '../subscriptions/subscription-repository';

export const BILLING_RUN_JOB = 'billing.friday';
export const BILLING_RETRY_JOB = 'billing.retry';
export const PERIOD_CLOSE_JOB = 'billing.period-close';
const WEEKS: Record<PlanType, number> = { weekly: 1, monthly: 4 };
/** A declined renewal is tried again 24 and 48 hours after the run: three tries in all, all before its Monday. */
export const RETRY_DELAYS_HOURS = [24, 48] as const;
const BATCH_SIZE = 200;

export interface BillingLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

type Outcome = 'charged' | 'declined' | 'skipped' | 'unavailable';

/** The gateway's idempotency key of a try: the charge row's id, with the try's number after the first. */
function tryKey(charge: ChargeRow, attempt: number): string {
  return attempt === 1 ? charge.id : `${charge.id}-r${attempt}`;
}

export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  appOrigin: string;
  log: BillingLogger;
}) {
  const { db, clock, gateway, log } = deps;

  async function attemptCharge(sub: SubscriptionRow, charge: ChargeRow, attempt: number) {
    if (!sub.gatewayCustomerId || !sub.cardId) {
      return { status: 'declined' as const, code: 'NO_CARD', message: 'There is no card on file.' };
    }
    try {
      return await gateway.charge({
        customerId: sub.gatewayCustomerId,
        cardId: sub.cardId,
        amount: cents(charge.amountCents),
        idempotencyKey: tryKey(charge, attempt),
        customerInitiated: false,
        referenceId: charge.id,
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
    await db.transaction(async (tx) => {
      const subs = subscriptionRepository(tx);
      await subs.updateCharge(charge.id, {
        status: 'declined',
        attempts: attempt,
        declineCode: reason.code,
        failureMessage: reason.message,
        updatedAt: now,
      });
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
    });
    log.info({ subscriptionId: sub.id, attempt, code: reason.code, last }, 'renewal declined');
  }

  async function settlePaid(sub: SubscriptionRow, charge: ChargeRow, attempt: number, paymentId: string) {
    const now = clock.now();
    if (!sub.userId) throw new Error(`subscription ${sub.id} has no account`);
    const userId = sub.userId;
    await db.transaction(async (tx) => {
      await subscriptionRepository(tx).updateCharge(charge.id, { attempts: attempt, updatedAt: now });
      await recordPaidPeriod(
        tx,
        { subscriptionId: sub.id, userId, name: sub.name, email: sub.email, charge, paymentId },
        now,
      );
    });
  }

  /**
   * One try at the gateway for a charge row, then its settling, paid or declined, in one transaction. The Friday run
   * and the scheduled retries both go through here. A gateway that does not answer throws.
   */
  async function tryCharge(
    sub: SubscriptionRow,
    charge: ChargeRow,
    attempt: number,
  ): Promise<'charged' | 'declined'> {
    const result = await attemptCharge(sub, charge, attempt);
    if (result.status === 'succeeded') {
      await settlePaid(sub, charge, attempt, result.paymentId);
      return 'charged';
    }
    await settleDecline(sub, charge, attempt, result);
    return 'declined';
  }

  /** Charges one subscription's period once: the charge row is written before the gateway is called. */
  async function renew(sub: SubscriptionRow, periodStart: LocalDate): Promise<Outcome> {
    const now = clock.now();
    const { charge } = await subscriptionRepository(db).insertCharge({
      id: randomUUID(),
      subscriptionId: sub.id,
      kind: 'period',
      periodStart,
      weeks: WEEKS[sub.planType],
      amountCents: PLANS[sub.planType].price,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
    });
    // Paid or declined by an earlier run of this slot (a restart, another instance): nothing more to do here.
    if (charge.status !== 'pending') return 'skipped';
    try {
      return await tryCharge(sub, charge, 1);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      // The charge stays pending: the run is retried and asks again with the same key.
      log.warn({ subscriptionId: sub.id, error: error.message }, 'gateway unavailable during renewal');
      return 'unavailable';
    }
  }

  /** Bills every subscription whose next period starts the Monday after this Friday slot. */
  async function runSlot(slot: Date, extendLease: () => Promise<boolean>): Promise<Record<Outcome, number>> {
    const monday = addDays(localDateOf(slot), 3);
    const totals: Record<Outcome, number> = { charged: 0, declined: 0, skipped: 0, unavailable: 0 };
    let afterId = 0;
    for (;;) {
      const batch = await subscriptionRepository(db).findDueForPeriod(monday, afterId, BATCH_SIZE);
      if (batch.length === 0) break;
      for (const sub of batch) totals[await renew(sub, monday)] += 1;
      afterId = batch[batch.length - 1]?.id ?? afterId;
      await extendLease();
    }
    log.info({ slot: slot.toISOString(), monday, ...totals }, 'billing run finished');
    if (totals.unavailable > 0) {
      throw new GatewayUnavailableError(
        `${totals.unavailable} renewals could not reach the gateway; retrying`,
      );
    }
    return totals;
  }

  return {
    runSlot,

    /** The Friday run: every Friday 12:00 PM America/Chicago; a Friday missed while down runs at start. */
    fridayJob(): RecurringJob {
      return {
        name: BILLING_RUN_JOB,
        every: billingRule,
        catchUp: 'every',
        retry: { maxAttempts: 10, baseDelayMs: 60_000, maxDelayMs: 30 * 60_000 },
        async run(ctx) {
          const totals = await runSlot(ctx.dueAt, () => ctx.extendLease());
          return {
            outcome: `charged ${totals.charged}, declined ${totals.declined}, skipped ${totals.skipped}`,
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
          return { outcome: await tryCharge(sub, charge, attempt) };
        },
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
