// The subscriber's own subscription: what it is and what comes next, cancelling and undoing it, upgrading, reminders, orders.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CANCELLED_MESSAGE, type Order, type Subscription } from '../../../contracts/subscription';
import {
  addDays,
  cutoffForWeek,
  firstOpenServiceWeek,
  localDateOf,
  serviceEnd,
  type LocalDate,
} from '../../../domain/calendar';
import { cents } from '../../../domain/money';
import { priceForPeriod, upgradeDifference } from '../../../domain/plan-prices';
import { priceChanges } from '../prices/price-repository';
import { taxPrice } from '../../../domain/sales-tax';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { charges } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { scheduleJob } from '../../jobs/job-repository';
import type { JobHandler } from '../../jobs/jobs';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { taxAddedData } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox';
import { confirmChange } from './change-confirmation';
import { subscriptionRepository, type SubscriptionRow } from './subscription-repository';
import { isLive, subscriptionView, toOrder, type DayChoices } from './subscription-view';

export const UPGRADE_RECONCILE_JOB = 'subscription.upgrade-reconcile';
/** An upgrade still pending this long after it was asked for (a crash, a lost answer) is finished by its job. */
const RECONCILE_AFTER_MS = 2 * 60_000;

export function createSubscriptionService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  choicesOn: DayChoices;
}) {
  const { db, clock, gateway } = deps;

  async function current(userId: number): Promise<SubscriptionRow> {
    const row = await subscriptionRepository(db).findCurrentForUser(userId);
    if (!row) throw new AppError('NOT_FOUND', 'You have no subscription yet.');
    return row;
  }

  /**
   * The paid upgrade in one transaction: the charge, the monthly plan, the order of the three added weeks, the
   * e-mail. Only from a pending charge, so a request and its reconcile job cannot both apply it. A subscription
   * that is no longer an active weekly plan by then gets the money back instead.
   */
  async function applyUpgrade(
    chargeId: string,
    paymentId: string,
  ): Promise<'upgraded' | 'refunded' | 'settled'> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const subs = subscriptionRepository(tx);
      const [charge] = await tx
        .update(charges)
        .set({ status: 'succeeded', gatewayPaymentId: paymentId, attempts: 1, updatedAt: now })
        .where(and(eq(charges.id, chargeId), eq(charges.status, 'pending')))
        .returning();
      if (!charge) return 'settled' as const;
      const row = await subs.findById(charge.subscriptionId);
      if (!row?.userId || row.planType !== 'weekly' || row.status !== 'active') return 'refund' as const;
      const periodStart = charge.periodStart as LocalDate;
      const nextPeriodStart = addDays(periodStart, 28);
      await subs.update(row.id, {
        planType: 'monthly',
        currentPeriodEnd: serviceEnd(periodStart, 4),
        nextPeriodStart,
        updatedAt: now,
      });
      await subs.insertOrder({
        subscriptionId: row.id,
        userId: row.userId,
        chargeId: charge.id,
        weekStartDate: addDays(periodStart, 7),
        weeks: 3,
        totalAmountCents: charge.amountCents,
        netAmountCents: charge.amountCents - charge.taxCents,
        taxAmountCents: charge.taxCents,
        status: 'active',
        paymentStatus: 'successful',
        createdAt: now,
      });
      await enqueueEmail(
        tx,
        {
          template: 'subscription-upgraded',
          data: {
            name: row.name,
            chargedCents: charge.amountCents,
            nextBillingOn: localDateOf(cutoffForWeek(nextPeriodStart)),
            monthlyPriceCents: priceForPeriod('monthly', await priceChanges(tx), {
              subscribedAt: row.createdAt,
              periodStart: nextPeriodStart,
            }),
            ...taxAddedData(await salesTaxSettings(tx).get()),
          },
          to: row.email,
          dedupeKey: `subscription-upgraded:${charge.id}`,
        },
        now,
      );
      return 'upgraded' as const;
    });
    if (outcome !== 'refund') return outcome;
    const [paid] = await db.select().from(charges).where(eq(charges.id, chargeId));
    const amount = cents(paid?.amountCents ?? 0);
    await gateway.refund({
      paymentId,
      amount,
      idempotencyKey: `refund-${chargeId}`,
      reason: 'The plan could no longer be upgraded',
    });
    await db
      .update(charges)
      .set({ status: 'refunded', refundedCents: amount, updatedAt: clock.now() })
      .where(eq(charges.id, chargeId));
    return 'refunded';
  }

  return {
    async get(userId: number): Promise<Subscription> {
      return subscriptionView(db, await current(userId), clock.now(), deps.choicesOn);
    },

    /** Turns the Wednesday charge reminders on or off. */
    async setPreferences(userId: number, input: { chargeReminders: boolean }): Promise<string> {
      const row = await current(userId);
      await subscriptionRepository(db).update(row.id, {
        chargeReminders: input.chargeReminders,
        updatedAt: clock.now(),
      });
      return input.chargeReminders
        ? "Charge reminders are on: we'll e-mail you the Wednesday before each charge."
        : 'Charge reminders are off.';
    },

    /** Cancels at the end of the paid period: no further charge. Cancelling twice is not an error. */
    async cancel(userId: number): Promise<string> {
      const row = await current(userId);
      if (!isLive(row)) throw new AppError('CONFLICT', 'This subscription has already ended.');
      if (row.cancelAtPeriodEnd) return CANCELLED_MESSAGE;
      const now = clock.now();
      await db.transaction(async (tx) => {
        await subscriptionRepository(tx).update(row.id, { cancelAtPeriodEnd: true, updatedAt: now });
        await enqueueEmail(
          tx,
          {
            template: 'subscription-cancelled',
            data: {
              name: row.name,
              planType: row.planType,
              endsOn: localDateOf(row.currentPeriodEnd ?? now),
            },
            to: row.email,
            dedupeKey: `subscription-cancelled:${row.publicId}:${now.toISOString()}`,
          },
          now,
        );
      });
      return CANCELLED_MESSAGE;
    },

    /** Undoes a cancellation before the period ends; a billing Friday missed meanwhile moves to the next open week. */
    async resume(userId: number): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      if (!row.cancelAtPeriodEnd || !isLive(row)) {
        throw new AppError('CONFLICT', 'This subscription is not set to cancel.');
      }
      const next = row.nextPeriodStart as LocalDate | null;
      const stillBillable = next !== null && cutoffForWeek(next) > now;
      await db.transaction(async (tx) => {
        await subscriptionRepository(tx).update(row.id, {
          cancelAtPeriodEnd: false,
          nextPeriodStart: stillBillable ? next : firstOpenServiceWeek(now),
          updatedAt: now,
        });
        await confirmChange(tx, row.id, { kind: 'cancellation-undone' }, now);
      });
      return 'Your subscription will continue.';
    },

    /**
     * Weekly to monthly: $195 now, and the latest paid week becomes week 1 of a four-week period, so $75 + $195 pay
     * four weeks and the next charge, $270, is the Friday before the fifth. Charged once however often it is asked:
     * the pending charge and the job that finishes it are written before the gateway is called.
     */
    async upgrade(userId: number): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      if (row.planType === 'monthly') throw new AppError('CONFLICT', 'You are already on the monthly plan.');
      if (row.status !== 'active' || row.cancelAtPeriodEnd || !row.currentPeriodStart) {
        throw new AppError('CONFLICT', 'Only an active weekly subscription can be upgraded.');
      }
      if (!row.gatewayCustomerId || !row.cardId)
        throw new AppError('CONFLICT', 'There is no card on file to charge.');
      if (row.resumeOn) {
        throw new AppError('CONFLICT', 'Your subscription has a pause set. Resume it before upgrading.');
      }
      const periodStart = row.currentPeriodStart as LocalDate;
      const { charge, created } = await db.transaction(async (tx) => {
        const difference = upgradeDifference(row, await priceChanges(tx), periodStart);
        const taxed = taxPrice(difference, await salesTaxSettings(tx).get());
        const written = await subscriptionRepository(tx).insertCharge({
          id: randomUUID(),
          subscriptionId: row.id,
          kind: 'upgrade',
          periodStart,
          weeks: 3,
          amountCents: taxed.total,
          taxCents: taxed.tax,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        if (written.created) {
          await scheduleJob(
            tx,
            {
              name: UPGRADE_RECONCILE_JOB,
              key: `upgrade-reconcile:${written.charge.id}`,
              dueAt: new Date(now.getTime() + RECONCILE_AFTER_MS),
              payload: { chargeId: written.charge.id },
            },
            now,
          );
        }
        return written;
      });
      if (!created && charge.status === 'succeeded') return 'Your subscription is already monthly.';
      let result;
      try {
        // A pending charge from an earlier try is asked again with its own key: the provider charges it once.
        result = await gateway.charge({
          customerId: row.gatewayCustomerId,
          cardId: row.cardId,
          amount: cents(charge.amountCents),
          idempotencyKey: charge.id,
          customerInitiated: true,
          referenceId: charge.id,
          note: `Tiffin Fit upgrade to monthly from ${periodStart}`,
        });
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          throw new AppError(
            'UNAVAILABLE',
            'We could not reach our payment provider. If your card was charged, your plan will be upgraded within a few minutes; otherwise try again.',
          );
        }
        if (error instanceof GatewayRequestError)
          result = { status: 'declined' as const, message: 'Your card was refused.' };
        else throw error;
      }
      if (result.status === 'declined') {
        // The plan stays weekly; the charge row goes, so another try may be made.
        await subscriptionRepository(db).deleteCharge(charge.id);
        throw new AppError('PAYMENT_DECLINED', `${result.message} Your plan is unchanged.`);
      }
      await applyUpgrade(charge.id, result.paymentId);
      return 'Your subscription is now monthly. We charged $195.00 today.';
    },

    /**
     * Finishes an upgrade its request left pending (a crash, a lost answer): asks the gateway what became of the
     * charge without charging, then upgrades, or drops the charge and the plan stays weekly.
     */
    upgradeReconcileJob(): JobHandler {
      return {
        name: UPGRADE_RECONCILE_JOB,
        retry: { maxAttempts: 20, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
        async run(ctx) {
          const { chargeId } = ctx.payload as { chargeId: string };
          const charge = await subscriptionRepository(db).findCharge(chargeId);
          if (!charge || charge.status !== 'pending') return { outcome: 'settled' };
          const found = await gateway.findCharge({
            idempotencyKey: charge.id,
            referenceId: charge.id,
            amount: cents(charge.amountCents),
            since: charge.createdAt,
          });
          if (found.status === 'succeeded')
            return { outcome: await applyUpgrade(charge.id, found.paymentId) };
          await subscriptionRepository(db).deleteCharge(charge.id);
          return { outcome: 'nothing charged' };
        },
      };
    },

    async orders(userId: number): Promise<Order[]> {
      return (await subscriptionRepository(db).listOrdersForUser(userId)).map(toOrder);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
