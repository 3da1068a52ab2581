// A checkout attempt after its reservation: paid at the gateway, then settled, released or refunded, exactly once.
import { and, eq, sql } from 'drizzle-orm';
import { localDateOf } from '../../../domain/calendar';
import { cents } from '../../../domain/money';
import { PLANS } from '../../../domain/plans';
import { currentPrice } from '../../../domain/plan-prices';
import { priceChanges } from '../prices/price-repository';
import { CARD_NOT_ACCEPTED } from '../../adapters/payments/card-source';
import { gatewayCustomerFor } from '../../adapters/payments/gateway-customer';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type CardSource,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { charges, subscriptions } from '../../db/schema';
import type { Faults } from '../../faults';
import { AppError } from '../../http/app-error';
import { createAccountWithSetupEmail } from '../auth/account-setup';
import { creditRepository } from '../credit/credit-repository';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { taxAddedData } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox';
import { redeemHeldGiftCard, returnHeldGiftCard } from '../gift-cards/gift-card-checkout';
import { recordPaidPeriod } from '../subscriptions/paid-period';
import { subscriptionRepository, type SubscriptionRow } from '../subscriptions/subscription-repository';
import { checkoutAttemptRepository, type AttemptRow, type AttemptState } from './checkout-attempt-repository';

/**
 * How long a payment may still be on its way to the gateway (three calls of at most 20 s each, and our writes).
 * An attempt younger than this whose charge the gateway does not know yet is left alone: the request may still
 * be waiting for the answer.
 */
export const IN_FLIGHT_MS = 2 * 60_000;

/** How an attempt ended, or that its request may still be running. */
export type Resolution = 'settled' | 'declined' | 'released' | 'refunded' | 'in_flight';

export type PaymentOutcome =
  /** `paymentId` is null when account credit paid it all and the card was only kept on file. */
  | { status: 'paid'; paymentId: string | null }
  | { status: 'declined'; message: string; code: string }
  | { status: 'unknown'; message: string };

export interface CheckoutLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const ENDED: Record<Exclude<AttemptState, 'reserved' | 'paid'>, Resolution> = {
  settled: 'settled',
  declined: 'declined',
  released: 'released',
  refunded: 'refunded',
};

export function createCheckoutPayments(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  appOrigin: string;
  log: CheckoutLogger;
  faults: Faults;
}) {
  const { db, clock, gateway, log, faults } = deps;
  const attempts = checkoutAttemptRepository;

  /** Customer, card on file, charge: each with a key derived from the attempt, so asking again never charges twice. */
  async function pay(attempt: AttemptRow, sub: SubscriptionRow, source: CardSource): Promise<PaymentOutcome> {
    try {
      const customerId = await gatewayCustomerFor(gateway, sub);
      faults.at('checkout.customer-created');
      const stored = await gateway.storeCard({ customerId, source, idempotencyKey: `card-${attempt.id}` });
      faults.at('checkout.card-stored');
      if (stored.status === 'declined') return stored;
      await subscriptionRepository(db).update(sub.id, {
        gatewayCustomerId: customerId,
        cardId: stored.cardId,
        cardBrand: stored.brand,
        cardLast4: stored.last4,
        cardExpMonth: stored.expMonth,
        cardExpYear: stored.expYear,
        updatedAt: clock.now(),
      });
      faults.at('checkout.card-saved');
      // Account credit paid the whole first charge: the card is on file for the renewals and asked for nothing.
      if (attempt.amountCents === 0) return { status: 'paid', paymentId: null };
      const weeks = PLANS[sub.planType].weeks;
      const result = await gateway.charge({
        customerId,
        cardId: stored.cardId,
        amount: cents(attempt.amountCents),
        idempotencyKey: attempt.id,
        customerInitiated: true,
        referenceId: attempt.id,
        note: `Tiffin Fit, ${weeks === 1 ? 'first week' : `first ${weeks} weeks`}`,
      });
      faults.at('checkout.charge-answered');
      return result.status === 'succeeded' ? { status: 'paid', paymentId: result.paymentId } : result;
    } catch (error) {
      if (error instanceof GatewayRequestError) {
        return { status: 'declined', code: error.code, message: CARD_NOT_ACCEPTED };
      }
      if (error instanceof GatewayUnavailableError) return { status: 'unknown', message: error.message };
      throw error;
    }
  }

  /**
   * Gives the attempt's spot back: a one-step checkout's incomplete subscription goes with its charge and coupon
   * redemption; a two-step hold keeps its spot reservation (the buyer may try another card) and loses the charge.
   */
  async function release(
    attempt: AttemptRow,
    to: 'declined' | 'released',
    outcome: string,
  ): Promise<Resolution> {
    const now = clock.now();
    const moved = await db.transaction(async (tx) => {
      const row = await attempts(tx).transition(attempt.id, ['reserved'], to, { outcome, updatedAt: now });
      if (!row) return undefined;
      await creditRepository(tx).returnAllTries(row.id, now);
      await returnHeldGiftCard(tx, row.id, now);
      if (row.flow === 'one_step') await subscriptionRepository(tx).deleteIncomplete(row.subscriptionId);
      else await tx.delete(charges).where(and(eq(charges.id, row.id), eq(charges.status, 'pending')));
      return row;
    });
    if (moved) {
      log.info({ attemptId: attempt.id, state: to, outcome }, 'checkout attempt released');
      return to;
    }
    return resolutionOf(attempt.id);
  }

  async function resolutionOf(attemptId: string): Promise<Resolution> {
    const row = await attempts(db).find(attemptId);
    if (!row) return 'released';
    if (row.state === 'reserved' || row.state === 'paid') return 'in_flight';
    return ENDED[row.state];
  }

  /** The gateway took the money but the checkout cannot become a plan: the money goes back, the spot is freed. */
  async function refundPayment(attempt: AttemptRow, paymentId: string | null, from: readonly AttemptState[]) {
    // The card's share goes back to the card; the account credit's share goes back to the account below.
    const result =
      paymentId && attempt.amountCents > 0
        ? await gateway.refund({
            paymentId,
            amount: cents(attempt.amountCents),
            idempotencyKey: `refund-${attempt.id}`,
            reason: 'Checkout could not be completed',
          })
        : { refundId: 'none: account credit returned' };
    const now = clock.now();
    await db.transaction(async (tx) => {
      const row = await attempts(tx).transition(attempt.id, from, 'refunded', {
        ...(paymentId && { gatewayPaymentId: paymentId }),
        outcome: `refunded ${result.refundId}`,
        updatedAt: now,
      });
      if (!row) return;
      const subs = subscriptionRepository(tx);
      const sub = await subs.findById(row.subscriptionId);
      const charge = await subs.findCharge(row.id);
      await creditRepository(tx).returnAllTries(row.id, now);
      await returnHeldGiftCard(tx, row.id, now);
      await subs.deleteIncomplete(row.subscriptionId);
      if (sub && row.amountCents > 0) {
        await enqueueEmail(
          tx,
          {
            template: 'refund-issued',
            data: {
              name: sub.name,
              amountCents: row.amountCents,
              chargeAmountCents: row.amountCents,
              weekOf: charge?.periodStart ?? localDateOf(now),
              reason:
                'We could not complete your checkout, so nothing was set up and your payment is refunded.',
            },
            to: sub.email,
            dedupeKey: `refund-issued:checkout:${row.id}`,
          },
          now,
        );
      }
    });
    log.warn({ attemptId: attempt.id }, 'checkout payment refunded: it could not be settled');
    return 'refunded' as const;
  }

  /** Writes a payment the gateway made on the attempt and its charge, then settles it. */
  async function recordPaid(attemptId: string, paymentId: string | null): Promise<Resolution> {
    const now = clock.now();
    const moved = await db.transaction(async (tx) => {
      const row = await attempts(tx).transition(attemptId, ['reserved'], 'paid', {
        ...(paymentId && { gatewayPaymentId: paymentId }),
        updatedAt: now,
      });
      if (row && paymentId)
        await subscriptionRepository(tx).updateCharge(row.id, {
          gatewayPaymentId: paymentId,
          updatedAt: now,
        });
      return row;
    });
    if (!moved) {
      const current = await attempts(db).find(attemptId);
      // Released meanwhile (the call outlived IN_FLIGHT_MS and the reconciler found nothing): give it back.
      if (current && (current.state === 'released' || current.state === 'declined')) {
        return refundPayment(current, paymentId, [current.state]);
      }
      if (!current || current.state !== 'paid') return resolutionOf(attemptId);
    }
    faults.at('checkout.payment-recorded');
    return settle(attemptId);
  }

  /** Another live plan of the same address won the race: its rival's money goes back. */
  async function liveRival(tx: DbOrTx, sub: SubscriptionRow): Promise<boolean> {
    const rival = await subscriptionRepository(tx).findLiveByEmail(sub.email);
    return rival !== undefined && rival.id !== sub.id;
  }

  /**
   * Turns a paid attempt into a live plan in one transaction: the account (set-up e-mail for a new one), the
   * subscription, the paid period and its order, the confirmation; other unpaid holds of the address lapse.
   * Idempotent: the attempt row is locked and moved from paid to settled in the same transaction.
   */
  async function settle(attemptId: string): Promise<Resolution> {
    const now = clock.now();
    type Settled = { kind: 'ended'; resolution: Resolution } | { kind: 'refund'; attempt: AttemptRow };
    const done = await db.transaction(async (tx): Promise<Settled | { kind: 'settled' }> => {
      const attempt = await attempts(tx).lock(attemptId);
      if (!attempt) return { kind: 'ended', resolution: 'released' };
      if (attempt.state !== 'paid') {
        return {
          kind: 'ended',
          resolution: attempt.state === 'reserved' ? 'in_flight' : ENDED[attempt.state],
        };
      }
      const subs = subscriptionRepository(tx);
      const sub = await subs.findById(attempt.subscriptionId);
      const charge = await subs.findCharge(attempt.id);
      if (!sub || !charge || sub.status !== 'incomplete' || (await liveRival(tx, sub))) {
        return { kind: 'refund', attempt };
      }
      const paymentId = attempt.gatewayPaymentId;
      const account = await createAccountWithSetupEmail(
        tx,
        { name: sub.name, email: sub.email, phone: sub.phone, address: attempt.billingAddress },
        { now, appOrigin: deps.appOrigin },
      );
      await subs.update(sub.id, { userId: account.userId, holdExpiresAt: null, updatedAt: now });
      // A gift card typed at checkout becomes the new account's credit, less what it paid of this charge.
      await redeemHeldGiftCard(tx, { chargeId: charge.id, userId: account.userId }, now);
      await subs.updateCharge(charge.id, { attempts: 1, updatedAt: now });
      const order = await recordPaidPeriod(
        tx,
        {
          subscriptionId: sub.id,
          userId: account.userId,
          name: sub.name,
          email: sub.email,
          charge,
          paymentId,
        },
        now,
      );
      await enqueueEmail(
        tx,
        {
          template: 'subscription-confirmation',
          data: {
            name: sub.name,
            planType: sub.planType,
            priceCents: currentPrice(sub.planType, await priceChanges(tx), now),
            firstPickupWeekOf: charge.periodStart,
            ...taxAddedData(await salesTaxSettings(tx).get()),
          },
          to: sub.email,
          dedupeKey: `subscription-confirmation:${sub.publicId}`,
        },
        now,
      );
      // The first to pay wins: this address's other unpaid holds lapse.
      await tx
        .update(subscriptions)
        .set({ status: 'expired', holdExpiresAt: now, updatedAt: now })
        .where(
          and(
            sql`lower(${subscriptions.email}) = lower(${sub.email})`,
            eq(subscriptions.status, 'incomplete'),
            sql`${subscriptions.id} <> ${sub.id}`,
          ),
        );
      await attempts(tx).transition(attempt.id, ['paid'], 'settled', {
        outcome: `order ${order.id}`,
        updatedAt: now,
      });
      log.info(
        { attemptId, subscriptionId: sub.id, orderId: order.id, amount: charge.amountCents },
        'subscription paid',
      );
      return { kind: 'settled' };
    });
    if (done.kind === 'refund') return refundPayment(done.attempt, done.attempt.gatewayPaymentId, ['paid']);
    if (done.kind === 'ended') return done.resolution;
    faults.at('checkout.settled');
    return 'settled';
  }

  /**
   * An attempt that account credit pays in full has no card charge to look for: it is paid once its card is on file
   * (the renewals need it), and released, its credit given back, when its request stopped before that.
   */
  async function reconcileCreditOnly(attempt: AttemptRow): Promise<Resolution> {
    const sub = await subscriptionRepository(db).findById(attempt.subscriptionId);
    if (sub?.cardId) return recordPaid(attempt.id, null);
    if (clock.now().getTime() - attempt.attemptedAt.getTime() < IN_FLIGHT_MS) return 'in_flight';
    return release(attempt, 'released', 'no card was kept for it');
  }

  /**
   * Finishes an attempt whatever state a crash left it in: asks the gateway what became of its charge (never
   * charging), then settles, or releases the spot. An attempt whose request may still be running is left alone.
   */
  async function reconcile(attemptId: string): Promise<Resolution> {
    const attempt = await attempts(db).find(attemptId);
    if (!attempt) return 'released';
    if (attempt.state === 'paid') return settle(attempt.id);
    if (attempt.state !== 'reserved') return ENDED[attempt.state];
    if (attempt.amountCents === 0) return reconcileCreditOnly(attempt);
    const found = await gateway.findCharge({
      idempotencyKey: attempt.id,
      referenceId: attempt.id,
      amount: cents(attempt.amountCents),
      since: attempt.attemptedAt,
    });
    if (found.status === 'succeeded') return recordPaid(attempt.id, found.paymentId);
    if (clock.now().getTime() - attempt.attemptedAt.getTime() < IN_FLIGHT_MS) return 'in_flight';
    if (found.status === 'declined') return release(attempt, 'declined', found.code);
    return release(attempt, 'released', 'the gateway has no payment for it');
  }

  return {
    pay,
    release,
    recordPaid,
    reconcile,

    /**
     * Resolves this address's open attempts before a new one starts, oldest first: answers the attempt that turned
     * out paid (and is now settled), or nothing. One whose request may still be running refuses the new attempt.
     */
    async resolveEarlier(email: string): Promise<AttemptRow | undefined> {
      for (const open of await attempts(db).findUnresolved(email)) {
        let resolution: Resolution;
        try {
          resolution = await reconcile(open.id);
        } catch (error) {
          if (!(error instanceof GatewayUnavailableError)) throw error;
          throw new AppError(
            'UNAVAILABLE',
            "We couldn't check on your earlier payment with our payment provider. Please try again in a few minutes: you will not be charged twice.",
          );
        }
        if (resolution === 'settled') return open;
        if (resolution === 'in_flight') {
          throw new AppError(
            'CHECKOUT_IN_PROGRESS',
            'A payment for this e-mail is already being processed. Please wait a moment.',
          );
        }
      }
      return undefined;
    },
  };
}

export type CheckoutPayments = ReturnType<typeof createCheckoutPayments>;
