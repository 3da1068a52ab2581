// Checkout: spots that never oversell, coupons checked again at payment, one charge per period, nothing half-made.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CAPACITY_REACHED_MESSAGE,
  INVALID_COUPON_MESSAGE,
  type CapacityResponse,
  type CompletePaymentResponse,
  type CouponResponse,
  type CreateSubscriptionResponse,
  type ProcessPaymentResponse,
} from '../../../contracts/checkout';
import { firstOpenServiceWeek } from '../../../domain/calendar';
import { priceCheckout, normalizePromoCode, type CouponRule } from '../../../domain/coupons';
import { formatLongDate } from '../../../domain/dates';
import { launchPhaseAt } from '../../../domain/launch';
import { cents, formatUsd } from '../../../domain/money';
import { PLANS, type PlanType } from '../../../domain/plans';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type BillingAddress,
  type CardSource,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { scheduleJob } from '../../jobs/job-repository';
import type { JobHandler } from '../../jobs/jobs';
import { createAccountWithSetupEmail } from '../auth/account-setup';
import { enqueueEmail } from '../email/outbox';
import { CARD_NOT_ACCEPTED, cardSourceOf, type CardInput } from './card-source';
import { checkoutAttemptRepository } from './checkout-attempt-repository';
import { couponRepository, type CouponRow } from './coupon-repository';
import { recordPaidPeriod } from './paid-period';
import { subscriptionRepository, type ChargeRow, type SubscriptionRow } from './subscription-repository';

/** How long a spot is held while the payment of a one-step checkout is under way. */
const PAYMENT_HOLD_MS = 10 * 60_000;
/** How long /api/create-subscription holds a spot for /api/complete-payment. */
export const CREATE_HOLD_MS = 30 * 60_000;
const ATTEMPT_WINDOW_MS = 60 * 60_000;
export const CHECKOUT_RECONCILE_JOB = 'checkout.reconcile';

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  planType: PlanType;
  location: string;
  dietaryRestrictions?: string | null;
  clientPhase?: string | null;
}

export interface CheckoutContext {
  ip: string;
  /** The browser's key for this checkout attempt: a repeated submit answers the first result. */
  checkoutKey?: string;
}

export interface PaymentInput extends CardInput {
  customer: CustomerDetails;
  couponCode?: string | null;
  finalAmount: number;
}

export interface CheckoutLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

type PaymentOutcome =
  | { status: 'paid'; paymentId: string }
  | { status: 'declined'; message: string; code: string }
  | { status: 'unknown'; message: string };

const newPublicId = () => `sub_${randomBytes(18).toString('base64url')}`;

function couponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    description: row.description,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    plans: row.plans,
    firstPeriodOnly: row.firstPeriodOnly,
    newCustomersOnly: row.newCustomersOnly,
    maxRedemptions: row.maxRedemptions,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
  };
}

export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  config: AppConfig;
  log: CheckoutLogger;
}) {
  const { db, clock, gateway, config, log } = deps;
  const launchDates = {
    betaBannerCutoff: new Date(config.business.launch.betaBannerCutoff),
    inviteOnlyStart: new Date(config.business.launch.inviteOnlyStart),
  };

  function currentPhase(now: Date) {
    return launchPhaseAt(now, launchDates);
  }

  function capacityOf(phase: 'beta' | 'inviteOnly'): number {
    return config.checkout.capacity[phase];
  }

  function atCapacity(): AppError {
    return new AppError('AT_CAPACITY', CAPACITY_REACHED_MESSAGE);
  }

  async function limitAttempts(email: string, ip: string, now: Date): Promise<void> {
    const counts = await checkoutAttemptRepository(db).recordAndCount(
      { email, ip, at: now },
      new Date(now.getTime() - ATTEMPT_WINDOW_MS),
    );
    if (
      counts.byEmail > config.checkout.attemptsPerEmailPerHour ||
      counts.byAddress > config.checkout.attemptsPerAddressPerHour
    ) {
      log.warn({ ip }, 'checkout attempts limited');
      throw new AppError(
        'RATE_LIMITED',
        'Too many payment attempts. Please wait an hour and try again, or contact us for help.',
        undefined,
        { 'retry-after': String(ATTEMPT_WINDOW_MS / 1000) },
      );
    }
  }

  /** Prices a plan with a coupon as things stand now (the caller holds the capacity lock when it matters). */
  async function price(
    tx: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
    plan: PlanType,
    code: string | null | undefined,
    email: string | undefined,
    now: Date,
  ) {
    const base = PLANS[plan].price;
    const normalized = code ? normalizePromoCode(code) : '';
    if (!normalized)
      return { ok: true as const, coupon: null, basePrice: base, discount: cents(0), finalPrice: base };
    const row = await couponRepository(tx).findActiveByCode(normalized);
    if (!row) return { ok: false as const, message: INVALID_COUPON_MESSAGE };
    const priced = priceCheckout({
      plan,
      coupon: couponRule(row),
      isNewCustomer: email ? !(await subscriptionRepository(tx).hadSubscription(email)) : true,
      redemptionsSoFar: await couponRepository(tx).countRedemptions(row.id),
      now,
    });
    if (!priced.ok) return { ok: false as const, message: priced.message };
    return { ...priced, coupon: row };
  }

  async function pay(sub: SubscriptionRow, charge: ChargeRow, source: CardSource): Promise<PaymentOutcome> {
    try {
      const customerId =
        sub.gatewayCustomerId ??
        (
          await gateway.createCustomer({
            email: sub.email,
            name: sub.name,
            phone: sub.phone ?? undefined,
            idempotencyKey: `cus-${sub.publicId}`,
          })
        ).customerId;
      const stored = await gateway.storeCard({ customerId, source, idempotencyKey: `card-${charge.id}` });
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
      return await chargeStoredCard(customerId, stored.cardId, charge);
    } catch (error) {
      if (error instanceof GatewayRequestError) {
        return { status: 'declined', code: error.code, message: CARD_NOT_ACCEPTED };
      }
      if (error instanceof GatewayUnavailableError) return { status: 'unknown', message: error.message };
      throw error;
    }
  }

  async function chargeStoredCard(
    customerId: string,
    cardId: string,
    charge: ChargeRow,
  ): Promise<PaymentOutcome> {
    const result = await gateway.charge({
      customerId,
      cardId,
      amount: cents(charge.amountCents),
      idempotencyKey: charge.id,
      customerInitiated: true,
      referenceId: charge.id,
      note: `Tiffin Fit, ${charge.weeks === 1 ? 'week' : `${charge.weeks} weeks`} from ${charge.periodStart}`,
    });
    return result.status === 'succeeded' ? { status: 'paid', paymentId: result.paymentId } : result;
  }

  /** Turns a paid incomplete subscription into a live one: account, order, e-mails, all in one transaction. */
  async function activate(sub: SubscriptionRow, charge: ChargeRow, paymentId: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const subs = subscriptionRepository(tx);
      const account = await createAccountWithSetupEmail(
        tx,
        { name: sub.name, email: sub.email, phone: sub.phone },
        { now, appOrigin: config.appOrigin },
      );
      await subs.update(sub.id, { userId: account.userId, holdExpiresAt: null, updatedAt: now });
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
            priceCents: PLANS[sub.planType].price,
            firstPickupWeekOf: charge.periodStart,
          },
          to: sub.email,
          dedupeKey: `subscription-confirmation:${sub.publicId}`,
        },
        now,
      );
      log.info(
        { subscriptionId: sub.id, orderId: order.id, amount: charge.amountCents },
        'subscription paid',
      );
      return order;
    });
  }

  async function release(sub: SubscriptionRow): Promise<void> {
    await subscriptionRepository(db).deleteIncomplete(sub.id);
  }

  /** Pays a reserved subscription and settles it whichever way the gateway answers. */
  async function settle(sub: SubscriptionRow, charge: ChargeRow, source: CardSource) {
    const outcome = await pay(sub, charge, source);
    if (outcome.status === 'paid') return activate(sub, charge, outcome.paymentId);
    if (outcome.status === 'declined') {
      await release(sub);
      log.info({ code: outcome.code }, 'checkout payment declined');
      throw new AppError('PAYMENT_DECLINED', outcome.message);
    }
    // The provider did not answer: the charge may or may not have happened. A job asks again with the same key.
    const now = clock.now();
    await scheduleJob(
      db,
      {
        name: CHECKOUT_RECONCILE_JOB,
        key: `checkout-reconcile:${charge.id}`,
        dueAt: new Date(now.getTime() + 60_000),
        payload: { subscriptionId: sub.id },
      },
      now,
    );
    log.warn({ subscriptionId: sub.id, error: outcome.message }, 'payment provider unavailable at checkout');
    throw new AppError(
      'UNAVAILABLE',
      "We couldn't reach our payment provider. If your card was charged, we will confirm your subscription by e-mail within a few minutes; otherwise nothing was charged and you can try again.",
    );
  }

  function successMessage(periodStart: string): string {
    const monday = new Date(`${periodStart}T17:00:00Z`);
    return `Payment successful! Your first pickup is Monday, ${formatLongDate(monday)}.`;
  }

  /** The 201 answer of a paid checkout, also for a repeated submit of the same checkout. */
  async function paidAnswer(sub: SubscriptionRow): Promise<ProcessPaymentResponse> {
    const subs = subscriptionRepository(db);
    const charge = await subs.findFirstPaidCharge(sub.id);
    const order = charge ? await subs.findOrderForCharge(charge.id) : undefined;
    if (!charge || !order)
      throw new AppError('CHECKOUT_IN_PROGRESS', 'This payment is still being processed.');
    return {
      success: true,
      subscriptionId: sub.publicId,
      orderId: order.id,
      amountCharged: charge.amountCents,
      firstPickupDate: charge.periodStart,
      message: successMessage(charge.periodStart),
    };
  }

  return {
    async checkCapacity(input: CustomerDetails): Promise<CapacityResponse> {
      const now = clock.now();
      const subs = subscriptionRepository(db);
      if (await subs.findLiveByEmail(input.email))
        throw new AppError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_MESSAGE);
      const phase = currentPhase(now);
      const left = capacityOf(phase) - (await subs.countHeldSpots(phase, now, input.email));
      if (left <= 0) throw atCapacity();
      return {
        available: true,
        launchPhase: phase,
        spotsLeft: left,
        message: `${left} ${left === 1 ? 'spot is' : 'spots are'} left in this phase.`,
      };
    },

    async validateCoupon(input: {
      couponCode: string;
      planType: PlanType;
      email?: string;
    }): Promise<CouponResponse> {
      const now = clock.now();
      const priced = await price(db, input.planType, input.couponCode, input.email || undefined, now);
      const base = PLANS[input.planType].price;
      if (!priced.ok)
        return { valid: false, coupon: null, discountAmount: 0, finalPrice: base, message: priced.message };
      if (!priced.coupon) {
        return {
          valid: false,
          coupon: null,
          discountAmount: 0,
          finalPrice: base,
          message: INVALID_COUPON_MESSAGE,
        };
      }
      return {
        valid: true,
        coupon: { code: priced.coupon.code, description: priced.coupon.description },
        discountAmount: priced.discount,
        finalPrice: priced.finalPrice,
        message: `You saved ${formatUsd(priced.discount)}.`,
      };
    },

    async processPayment(input: PaymentInput, ctx: CheckoutContext): Promise<ProcessPaymentResponse> {
      const now = clock.now();
      const { customer } = input;
      if (ctx.checkoutKey) {
        const earlier = await subscriptionRepository(db).findByCheckoutKey(ctx.checkoutKey);
        if (earlier && earlier.status !== 'incomplete' && earlier.status !== 'expired')
          return paidAnswer(earlier);
        if (earlier?.status === 'incomplete') {
          throw new AppError(
            'CHECKOUT_IN_PROGRESS',
            'This payment is already being processed. Please wait a moment.',
          );
        }
      }
      const source = cardSourceOf(input, gateway.kind, now);
      await limitAttempts(customer.email, ctx.ip, now);

      const { sub, charge } = await db.transaction(async (tx) => {
        const subs = subscriptionRepository(tx);
        await subs.lockCapacity();
        if (await subs.findLiveByEmail(customer.email))
          throw new AppError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_MESSAGE);
        const held = await subs.findHeldByEmail(customer.email, now);
        if (held) {
          if (await subs.findPendingCharge(held.id)) {
            throw new AppError(
              'CHECKOUT_IN_PROGRESS',
              'A payment for this e-mail is already being processed. Please wait a moment.',
            );
          }
          // A spot reserved by the two-step page and never paid: this checkout takes its place.
          await subs.update(held.id, { status: 'expired', holdExpiresAt: now, updatedAt: now });
        }
        const phase = currentPhase(now);
        if ((await subs.countHeldSpots(phase, now, customer.email)) >= capacityOf(phase)) throw atCapacity();

        const priced = await price(tx, customer.planType, input.couponCode, customer.email, now);
        if (!priced.ok) {
          throw new AppError(
            'PRICE_CHANGED',
            `${priced.message} Your total is ${formatUsd(PLANS[customer.planType].price)}.`,
          );
        }
        if (priced.finalPrice !== input.finalAmount) {
          throw new AppError(
            'PRICE_CHANGED',
            `The price is now ${formatUsd(priced.finalPrice)}. Please review your order and try again.`,
          );
        }
        const reserved = await subs.insert({
          publicId: newPublicId(),
          email: customer.email,
          name: customer.name,
          phone: customer.phone,
          planType: customer.planType,
          status: 'incomplete',
          launchPhase: phase,
          clientPhase: customer.clientPhase ?? null,
          location: customer.location,
          dietaryRestrictions: customer.dietaryRestrictions ?? null,
          checkoutKey: ctx.checkoutKey ?? null,
          holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
          couponCode: priced.coupon?.code ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const { charge } = await subs.insertCharge({
          id: randomUUID(),
          subscriptionId: reserved.id,
          kind: 'period',
          periodStart: firstOpenServiceWeek(now),
          weeks: PLANS[customer.planType].weeks,
          amountCents: priced.finalPrice,
          discountCents: priced.discount,
          couponCode: priced.coupon?.code ?? null,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        if (priced.coupon) {
          await couponRepository(tx).redeem({
            couponId: priced.coupon.id,
            subscriptionId: reserved.id,
            email: customer.email,
            discountCents: priced.discount,
            createdAt: now,
          });
        }
        return { sub: reserved, charge };
      });

      const order = await settle(sub, charge, source);
      return {
        success: true,
        subscriptionId: sub.publicId,
        orderId: order.id,
        amountCharged: charge.amountCents,
        firstPickupDate: charge.periodStart,
        message: successMessage(charge.periodStart),
      };
    },

    async createSubscription(input: CustomerDetails): Promise<CreateSubscriptionResponse> {
      const now = clock.now();
      const sub = await db.transaction(async (tx) => {
        const subs = subscriptionRepository(tx);
        await subs.lockCapacity();
        if (await subs.findLiveByEmail(input.email))
          throw new AppError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_MESSAGE);
        const held = await subs.findHeldByEmail(input.email, now);
        if (held && !(await subs.findPendingCharge(held.id))) {
          await subs.update(held.id, { status: 'expired', holdExpiresAt: now, updatedAt: now });
        } else if (held) {
          throw new AppError('CHECKOUT_IN_PROGRESS', 'A payment for this e-mail is already being processed.');
        }
        const phase = currentPhase(now);
        if ((await subs.countHeldSpots(phase, now, input.email)) >= capacityOf(phase)) throw atCapacity();
        return subs.insert({
          publicId: newPublicId(),
          email: input.email,
          name: input.name,
          phone: input.phone,
          planType: input.planType,
          status: 'incomplete',
          launchPhase: phase,
          clientPhase: input.clientPhase ?? null,
          location: input.location,
          dietaryRestrictions: input.dietaryRestrictions ?? null,
          holdExpiresAt: new Date(now.getTime() + CREATE_HOLD_MS),
          createdAt: now,
          updatedAt: now,
        });
      });
      return { subscriptionId: sub.publicId, atCapacity: false };
    },

    async completePayment(
      input: {
        subscriptionId: string;
        sourceId: string;
        verificationToken?: string | null;
        billingAddress: BillingAddress;
      },
      ctx: CheckoutContext,
    ): Promise<CompletePaymentResponse> {
      const now = clock.now();
      const subs = subscriptionRepository(db);
      const sub = await subs.findByPublicId(input.subscriptionId);
      if (!sub) throw new AppError('NOT_FOUND', 'We could not find this subscription. Please start again.');
      if (sub.status !== 'incomplete') {
        if (sub.status === 'expired') {
          throw new AppError('CONFLICT', 'Your reserved spot has expired. Please start again.');
        }
        const answer = await paidAnswer(sub);
        return { success: true, message: answer.message, firstPickupDate: answer.firstPickupDate };
      }
      const source = cardSourceOf(input, gateway.kind, now);
      await limitAttempts(sub.email, ctx.ip, now);
      const charge = await db.transaction(async (tx) => {
        const txSubs = subscriptionRepository(tx);
        await txSubs.lockCapacity();
        const fresh = await txSubs.findById(sub.id);
        if (!fresh || fresh.status !== 'incomplete' || !fresh.holdExpiresAt || fresh.holdExpiresAt <= now) {
          throw new AppError('CONFLICT', 'Your reserved spot has expired. Please start again.');
        }
        const pending = await txSubs.findPendingCharge(sub.id);
        if (pending) throw new AppError('CHECKOUT_IN_PROGRESS', 'This payment is already being processed.');
        await txSubs.update(sub.id, {
          holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
          updatedAt: now,
        });
        const inserted = await txSubs.insertCharge({
          id: randomUUID(),
          subscriptionId: sub.id,
          kind: 'period',
          periodStart: firstOpenServiceWeek(now),
          weeks: PLANS[sub.planType].weeks,
          amountCents: PLANS[sub.planType].price,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        });
        return inserted.charge;
      });
      await settle(sub, charge, source);
      return {
        success: true,
        message: successMessage(charge.periodStart),
        firstPickupDate: charge.periodStart,
      };
    },

    /** Settles a checkout the provider did not answer: asks again with the same keys, then pays or releases it. */
    reconcileJob(): JobHandler {
      return {
        name: CHECKOUT_RECONCILE_JOB,
        retry: { maxAttempts: 10, baseDelayMs: 60_000, maxDelayMs: 30 * 60_000 },
        async run(ctx) {
          const { subscriptionId } = ctx.payload as { subscriptionId: number };
          const subs = subscriptionRepository(db);
          const sub = await subs.findById(subscriptionId);
          if (!sub || sub.status !== 'incomplete') return { outcome: 'settled' };
          const charge = await subs.findPendingCharge(sub.id);
          if (!charge || !sub.cardId || !sub.gatewayCustomerId) {
            // The card was never stored, so nothing was charged.
            await release(sub);
            return { outcome: 'released' };
          }
          try {
            const outcome = await chargeStoredCard(sub.gatewayCustomerId, sub.cardId, charge);
            if (outcome.status === 'paid') {
              await activate(sub, charge, outcome.paymentId);
              return { outcome: 'paid' };
            }
            await release(sub);
            return { outcome: 'released' };
          } catch (error) {
            if (error instanceof GatewayRequestError) {
              await release(sub);
              return { outcome: 'released' };
            }
            throw error;
          }
        },
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
