// Checkout: spots that never oversell, coupons checked again at payment, one charge per attempt, nothing half-made.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  CAPACITY_REACHED_MESSAGE,
  INVALID_COUPON_MESSAGE,
  type CapacityResponse,
  type CheckoutCreditResponse,
  type CompletePaymentResponse,
  type CouponResponse,
  type CreateSubscriptionResponse,
  type ProcessPaymentResponse,
} from '../../../contracts/checkout';
import { firstOpenServiceWeek, localDateOf } from '../../../domain/calendar';
import { formatLongDate } from '../../../domain/dates';
import { launchPhaseAt } from '../../../domain/launch';
import { formatUsd } from '../../../domain/money';
import { PLANS, type PlanType } from '../../../domain/plans';
import { currentPrice } from '../../../domain/plan-prices';
import { priceChanges } from '../prices/price-repository';
import { taxPrice } from '../../../domain/sales-tax';
import { cardSourceOf, type CardInput } from '../../adapters/payments/card-source';
import type { BillingAddress, CardSource, PaymentGateway } from '../../adapters/payments/payment-gateway';
import { billingAddressLine } from '../../../domain/us-address';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Faults } from '../../faults';
import { AppError } from '../../http/app-error';
import { clientAddressKey } from '../../http/client-address';
import { HOUR_MS, rateLimited, type RateLimiter } from '../../http/rate-limiter';
import { scheduleJob } from '../../jobs/job-repository';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { applyCreditToCharge, creditRepository } from '../credit/credit-repository';
import { enqueueEmail } from '../email/outbox';
import {
  subscriptionRepository,
  type LaunchPhaseName,
  type SubscriptionRow,
} from '../subscriptions/subscription-repository';
import { checkoutAttemptRepository, type AttemptRow } from './checkout-attempt-repository';
import { createCheckoutPayments, IN_FLIGHT_MS, type CheckoutLogger } from './checkout-payments';
import { priceCheckoutWith, priceWithCoupon } from './checkout-pricing';
import {
  CHECKOUT_FIELD,
  COMPLETE_PAYMENT_FIELD,
  holdGiftCardForCharge,
  redeemGiftCardInto,
} from '../gift-cards/gift-card-checkout';
import { countGiftCardTry } from '../gift-cards/gift-card-settings';
import { recordReferral } from '../referrals/referral-service';
import { couponRepository } from './coupon-repository';

/** How long a spot is held while the payment of a one-step checkout is under way. */
const PAYMENT_HOLD_MS = 10 * 60_000;
/** How long /api/create-subscription keeps a hold for /api/complete-payment. */
export const CREATE_HOLD_MS = 30 * 60_000;
export const CHECKOUT_RECONCILE_JOB = 'checkout.reconcile';

/** Payments refused because the address already has a plan, per client address and hour. */
const SUBSCRIBED_REFUSALS_PER_ADDRESS_PER_HOUR = 5;
const TOO_MANY_ATTEMPTS =
  'Too many payment attempts. Please wait an hour and try again, or contact us for help.';
const TOO_MANY_HOLDS =
  'Too many checkouts started. Please wait a while and try again, or contact us for help.';
const TOO_MANY_CHECKS = 'Too many requests from your network. Please wait a while and try again.';
const BUSY = 'Many people are checking out right now. Please try again in a few minutes.';
const IN_PROGRESS = 'A payment for this e-mail is already being processed. Please wait a moment.';
const UNAVAILABLE =
  "We couldn't reach our payment provider. If your card was charged, we will confirm your subscription by e-mail within a few minutes; otherwise nothing was charged and you can try again.";
const REFUNDED =
  'We could not complete your subscription, so your payment was refunded in full. Please contact us for help.';

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  planType: PlanType;
  location: string;
  dietaryRestrictions?: string | null;
  clientPhase?: string | null;
}

/** Who is asking, for the limits per client address. */
export interface CheckoutContext {
  ip: string;
  /** The signed-in caller, when the request carries a session: only their own account credit is ever spent. */
  userId?: number | null;
}

export interface PaymentInput extends CardInput {
  customer: CustomerDetails;
  couponCode?: string | null;
  referralCode?: string | null;
  /** A gift card's code: its value pays the first charge before the card (issue 44). */
  giftCardCode?: string | null;
  finalAmount: number;
}

const newPublicId = () => `sub_${randomBytes(18).toString('base64url')}`;

function pickupMessage(periodStart: string, earlier: boolean): string {
  const monday = formatLongDate(new Date(`${periodStart}T17:00:00Z`));
  return earlier
    ? `Your first payment went through; we've set up your plan. Your first pickup is Monday, ${monday}.`
    : `Payment successful! Your first pickup is Monday, ${monday}.`;
}

export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  config: AppConfig;
  limiter: RateLimiter;
  log: CheckoutLogger;
  faults: Faults;
}) {
  const { db, clock, gateway, config, limiter, log, faults } = deps;
  const limits = config.checkout;
  const payments = createCheckoutPayments({ ...deps, appOrigin: config.appOrigin });
  const launchDates = {
    betaBannerCutoff: new Date(config.business.launch.betaBannerCutoff),
    inviteOnlyStart: new Date(config.business.launch.inviteOnlyStart),
  };

  const currentPhase = (now: Date) => launchPhaseAt(now, launchDates);
  const capacityOf = (phase: LaunchPhaseName) => limits.capacity[phase];
  const atCapacity = () => new AppError('AT_CAPACITY', CAPACITY_REACHED_MESSAGE);
  const alreadySubscribed = () => new AppError('ALREADY_SUBSCRIBED', ALREADY_SUBSCRIBED_MESSAGE);

  /** Counted in the reservation's transaction, under the capacity lock: exact across instances. */
  async function limitAttempts(tx: DbOrTx, email: string, ip: string, now: Date): Promise<void> {
    const counts = await checkoutAttemptRepository(tx).countSince(
      { email, ip },
      new Date(now.getTime() - HOUR_MS),
    );
    if (
      counts.byEmail >= limits.attemptsPerEmailPerHour ||
      counts.byAddress >= limits.attemptsPerAddressPerHour
    ) {
      log.warn({ ip }, 'checkout attempts limited');
      throw rateLimited(TOO_MANY_ATTEMPTS, HOUR_MS / 1000);
    }
  }

  /**
   * A checkout started with the address of a live subscriber is answered as anyone's (the answers must not tell who
   * is a customer); the subscriber hears of it by e-mail, at most once a day.
   */
  async function tellSubscriber(live: SubscriptionRow, now: Date): Promise<void> {
    await db.transaction((tx) =>
      enqueueEmail(
        tx,
        {
          template: 'checkout-while-subscribed',
          data: { name: live.name, startedAt: now.toISOString() },
          to: live.email,
          dedupeKey: `checkout-while-subscribed:${live.id}:${localDateOf(now)}`,
        },
        now,
      ),
    );
  }

  /**
   * A second plan for a subscriber's address is refused only at payment, where the refusals of each client address
   * are counted: a few an hour, so that paying cannot be used to list customers either.
   */
  const subscribedRefusals = { limit: SUBSCRIBED_REFUSALS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS };
  async function limitSubscribedRefusals(ip: string): Promise<void> {
    const standing = await limiter.peek('checkout-subscribed:address', ip, subscribedRefusals);
    if (standing.hits >= subscribedRefusals.limit) {
      throw rateLimited(TOO_MANY_ATTEMPTS, Math.max(1, standing.retryAfterSeconds));
    }
  }
  async function countedRefusal<T>(ip: string, pay: () => Promise<T>): Promise<T> {
    try {
      return await pay();
    } catch (error) {
      if (error instanceof AppError && error.code === 'ALREADY_SUBSCRIBED') {
        await limiter.hit('checkout-subscribed:address', ip, subscribedRefusals);
      }
      throw error;
    }
  }

  /** The client of a two-step hold, as stored: a keyed hash of its address (an IPv6 client's /64). */
  const holdClientOf = (ip: string) =>
    createHmac('sha256', config.appSecret)
      .update(`checkout-hold-client\0${clientAddressKey(ip)}`)
      .digest('base64url')
      .slice(0, 27);

  /** Refuses when the phase has no spot left for this address (paying holds and invitations count). */
  async function assertSpotFree(tx: DbOrTx, email: string, now: Date): Promise<LaunchPhaseName> {
    const phase = currentPhase(now);
    if ((await subscriptionRepository(tx).countHeldSpots(phase, now, email)) >= capacityOf(phase))
      throw atCapacity();
    return phase;
  }

  /** One open payment per address: an earlier one still running refuses this one. */
  async function assertNoPaymentRunning(tx: DbOrTx, email: string): Promise<void> {
    if ((await checkoutAttemptRepository(tx).findUnresolved(email)).length > 0) {
      throw new AppError('CHECKOUT_IN_PROGRESS', IN_PROGRESS);
    }
  }

  /**
   * The caller's account credit on the first charge, taken in the reservation's transaction before the gateway is
   * asked (decided once for the attempt: its reconciler and a replay ask the card for the same rest). Only a
   * signed-in caller checking out with their own address spends any: an address typed by someone else never
   * spends its holder's credit, and the answer never tells whether an address has some.
   */
  async function creditForFirstCharge(
    tx: DbOrTx,
    input: { ctx: CheckoutContext; email: string; chargeId: string },
    now: Date,
  ): Promise<number> {
    const owner = await ownAccount(tx, input.ctx, input.email);
    if (!owner) return 0;
    return applyCreditToCharge(tx, { chargeId: input.chargeId, userId: owner, attempt: 1 }, now);
  }

  /** The signed-in caller's account when its address is the one typed; nobody otherwise. */
  async function ownAccount(tx: DbOrTx, ctx: CheckoutContext, email: string): Promise<number | undefined> {
    if (!ctx.userId) return undefined;
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.id, ctx.userId), sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)),
      );
    return owner?.id;
  }

  /**
   * The credit the payment step shows before the card: the caller's own balance for their own address (what
   * `creditForFirstCharge` will spend, up to the total), 0 for anyone else.
   */
  async function creditOnHand(ctx: CheckoutContext, email: string): Promise<number> {
    const owner = await ownAccount(db, ctx, email);
    return owner ? creditRepository(db).balanceOf(owner) : 0;
  }

  /**
   * What the first charge spends before the card: a gift card typed at checkout, then the account's credit. A signed-in
   * caller's card is redeemed into their account at once (as from the dashboard) and spent with the rest of their
   * credit; anyone else's is held for this charge and becomes the new account's credit when the checkout settles
   * (given back if it does not). Answers the cents the card is not asked for.
   */
  async function spendBeforeCard(
    tx: DbOrTx,
    input: {
      ctx: CheckoutContext;
      email: string;
      chargeId: string;
      chargeCents: number;
      giftCardCode?: string | null | undefined;
      /** The request's field a refusal of the code names. */
      giftCardField: string;
    },
    now: Date,
  ): Promise<number> {
    if (input.giftCardCode) {
      const field = input.giftCardField;
      const owner = await ownAccount(tx, input.ctx, input.email);
      if (!owner) {
        const held = await holdGiftCardForCharge(
          tx,
          { code: input.giftCardCode, chargeId: input.chargeId, chargeCents: input.chargeCents, field },
          now,
        );
        return held.appliedCents;
      }
      await redeemGiftCardInto(tx, { code: input.giftCardCode, userId: owner, field }, now);
    }
    return creditForFirstCharge(tx, input, now);
  }

  /** The attempt and the job that finishes it whatever happens to this request, in the reservation's transaction. */
  async function writeAttempt(
    tx: DbOrTx,
    input: {
      id: string;
      sub: SubscriptionRow;
      flow: AttemptRow['flow'];
      amountCents: number;
      ip: string;
      billingAddress: BillingAddress;
    },
    now: Date,
  ): Promise<AttemptRow> {
    const attempt = await checkoutAttemptRepository(tx).insert({
      id: input.id,
      email: input.sub.email,
      ip: input.ip,
      flow: input.flow,
      billingAddress: billingAddressLine(input.billingAddress),
      state: 'reserved',
      subscriptionId: input.sub.id,
      amountCents: input.amountCents,
      attemptedAt: now,
      updatedAt: now,
    });
    await scheduleJob(
      tx,
      {
        name: CHECKOUT_RECONCILE_JOB,
        key: `checkout-reconcile:${attempt.id}`,
        dueAt: new Date(now.getTime() + IN_FLIGHT_MS),
        payload: { attemptId: attempt.id },
      },
      now,
    );
    return attempt;
  }

  /** The 201 answer of a settled checkout, also for a retry that found its earlier payment went through. */
  async function settledAnswer(subscriptionId: number, earlier: boolean): Promise<ProcessPaymentResponse> {
    const subs = subscriptionRepository(db);
    const sub = await subs.findById(subscriptionId);
    const charge = sub ? await subs.findFirstPaidCharge(sub.id) : undefined;
    const order = charge ? await subs.findOrderForCharge(charge.id) : undefined;
    if (!sub || !charge || !order) throw new AppError('CHECKOUT_IN_PROGRESS', IN_PROGRESS);
    return {
      success: true,
      subscriptionId: sub.publicId,
      orderId: order.id,
      orderReference: order.reference,
      amountCharged: charge.amountCents - charge.creditCents,
      ...(charge.creditCents > 0 && { creditApplied: charge.creditCents }),
      firstPickupDate: charge.periodStart,
      message: pickupMessage(charge.periodStart, earlier),
    };
  }

  /** Pays a reserved attempt and answers whichever way the gateway and the settle go. */
  async function payAndSettle(attempt: AttemptRow, sub: SubscriptionRow, source: CardSource) {
    faults.at('checkout.attempt-written');
    const outcome = await payments.pay(attempt, sub, source);
    if (outcome.status === 'declined') {
      await payments.release(attempt, 'declined', outcome.code);
      log.info({ code: outcome.code }, 'checkout payment declined');
      throw new AppError('PAYMENT_DECLINED', outcome.message);
    }
    if (outcome.status === 'unknown') {
      // The charge may or may not have happened: the attempt's reconcile job asks the gateway and finishes it.
      log.warn({ attemptId: attempt.id, error: outcome.message }, 'payment provider unavailable at checkout');
      throw new AppError('UNAVAILABLE', UNAVAILABLE);
    }
    const resolution = await payments.recordPaid(attempt.id, outcome.paymentId);
    if (resolution === 'refunded') throw new AppError('CONFLICT', REFUNDED);
    if (resolution !== 'settled') throw new AppError('CHECKOUT_IN_PROGRESS', IN_PROGRESS);
    return settledAnswer(sub.id, false);
  }

  /** An earlier attempt of this address that turned out paid answers for this one; nothing is charged again. */
  async function earlierPaid(email: string): Promise<ProcessPaymentResponse | undefined> {
    const settled = await payments.resolveEarlier(email);
    return settled ? settledAnswer(settled.subscriptionId, true) : undefined;
  }

  return {
    /** The reconcile job's work, and the resolution of an earlier attempt before a new one. */
    payments,

    async checkCapacity(input: CustomerDetails, ctx: CheckoutContext): Promise<CapacityResponse> {
      // Limited per client address: each check costs a count of the held spots.
      await limiter.take(
        'checkout-capacity:address',
        ctx.ip,
        { limit: limits.capacityChecksPerAddressPerHour, windowMs: HOUR_MS },
        TOO_MANY_CHECKS,
      );
      const now = clock.now();
      const subs = subscriptionRepository(db);
      const phase = currentPhase(now);
      const left = capacityOf(phase) - (await subs.countHeldSpots(phase, now, input.email));
      if (left <= 0) throw atCapacity();
      const live = await subs.findLiveByEmail(input.email);
      if (live) await tellSubscriber(live, now);
      // The count shown is everyone's: an address's own invitation (its held spot) must not show as one more.
      const shown = Math.max(1, capacityOf(phase) - (await subs.countHeldSpots(phase, now)));
      return {
        available: true,
        launchPhase: phase,
        spotsLeft: shown,
        message: `${shown} ${shown === 1 ? 'spot is' : 'spots are'} left in this phase.`,
        accountCredit: await creditOnHand(ctx, input.email),
      };
    },

    /**
     * The payment step's credit read again before paying: no count, no e-mail, no hold, so it may be asked whenever
     * the buyer comes back or presses Pay.
     */
    async checkoutCredit(email: string, ctx: CheckoutContext): Promise<CheckoutCreditResponse> {
      return { accountCredit: await creditOnHand(ctx, email) };
    },

    async validateCoupon(
      input: { couponCode: string; planType: PlanType; email?: string },
      ctx: CheckoutContext,
    ): Promise<CouponResponse> {
      await limiter.take(
        'checkout-coupon:address',
        ctx.ip,
        { limit: limits.couponChecksPerAddressPerHour, windowMs: HOUR_MS },
        TOO_MANY_CHECKS,
      );
      const now = clock.now();
      const base = currentPrice(input.planType, await priceChanges(db), now);
      // Whether the address was a customer before is checked at payment only: answered here, it would tell.
      const priced = await priceWithCoupon(db, {
        plan: input.planType,
        code: input.couponCode,
        email: undefined,
        now,
      });
      if (!priced.ok || !priced.coupon) {
        const message = priced.ok ? INVALID_COUPON_MESSAGE : priced.message;
        return { valid: false, coupon: null, discountAmount: 0, finalPrice: base, message };
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
      const { customer } = input;
      const source = cardSourceOf(input, gateway.kind, clock.now());
      const earlier = await earlierPaid(customer.email);
      if (earlier) return earlier;
      await limitSubscribedRefusals(ctx.ip);
      // A code typed at checkout is a try like the dashboard's: counted before it is looked up, whatever follows.
      if (input.giftCardCode) await countGiftCardTry(db, limiter, ctx);

      const now = clock.now();
      const attemptId = randomUUID();
      const { sub, attempt } = await countedRefusal(ctx.ip, () =>
        db.transaction(async (tx) => {
          const subs = subscriptionRepository(tx);
          await subs.lockCapacity();
          await limitAttempts(tx, customer.email, ctx.ip, now);
          if (await subs.findLiveByEmail(customer.email)) throw alreadySubscribed();
          await assertNoPaymentRunning(tx, customer.email);
          const phase = await assertSpotFree(tx, customer.email, now);
          const priced = await priceCheckoutWith(tx, {
            plan: customer.planType,
            couponCode: input.couponCode,
            referralCode: input.referralCode,
            email: customer.email,
            now,
          });
          if (!priced.ok) {
            throw new AppError(
              'PRICE_CHANGED',
              `${priced.message} Your total is ${formatUsd(taxPrice(currentPrice(customer.planType, await priceChanges(tx), now), await salesTaxSettings(tx).get()).total)}.`,
            );
          }
          // The total the page showed: the price after any discount, with tax on top when prices exclude it.
          const taxed = taxPrice(priced.finalPrice, await salesTaxSettings(tx).get());
          if (taxed.total !== input.finalAmount) {
            throw new AppError(
              'PRICE_CHANGED',
              `The price is now ${formatUsd(taxed.total)}. Please review your order and try again.`,
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
            holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
            couponCode: priced.coupon?.code ?? null,
            createdAt: now,
            updatedAt: now,
          });
          await subs.insertCharge({
            id: attemptId,
            subscriptionId: reserved.id,
            kind: 'period',
            periodStart: firstOpenServiceWeek(now),
            weeks: PLANS[customer.planType].weeks,
            amountCents: taxed.total,
            taxCents: taxed.tax,
            discountCents: priced.discount,
            couponCode: priced.coupon?.code ?? null,
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          });
          if (priced.referral) {
            await recordReferral(
              tx,
              { ...priced.referral, subscriptionId: reserved.id, name: customer.name },
              now,
            );
          }
          if (priced.coupon) {
            await couponRepository(tx).redeem({
              couponId: priced.coupon.id,
              subscriptionId: reserved.id,
              email: customer.email,
              discountCents: priced.discount,
              createdAt: now,
            });
          }
          const credit = await spendBeforeCard(
            tx,
            {
              ctx,
              email: customer.email,
              chargeId: attemptId,
              chargeCents: taxed.total,
              giftCardCode: input.giftCardCode,
              giftCardField: CHECKOUT_FIELD,
            },
            now,
          );
          const written = await writeAttempt(
            tx,
            {
              id: attemptId,
              sub: reserved,
              flow: 'one_step',
              amountCents: taxed.total - credit,
              ip: ctx.ip,
              billingAddress: input.billingAddress,
            },
            now,
          );
          return { sub: reserved, attempt: written };
        }),
      );
      return payAndSettle(attempt, sub, source);
    },

    /**
     * The two-step page's first step: a hold for /api/complete-payment. It takes no spot until its payment starts,
     * is limited per address and per e-mail, and the unpaid holds of a phase are capped at a share of its spots.
     */
    async createSubscription(
      input: CustomerDetails,
      ctx: CheckoutContext,
    ): Promise<CreateSubscriptionResponse> {
      const hourly = (limit: number) => ({ limit, windowMs: HOUR_MS });
      await limiter.take(
        'checkout-hold:address',
        ctx.ip,
        hourly(limits.attemptsPerAddressPerHour),
        TOO_MANY_HOLDS,
      );
      await limiter.take(
        'checkout-hold:email',
        input.email,
        hourly(limits.attemptsPerEmailPerHour),
        TOO_MANY_HOLDS,
      );
      const now = clock.now();
      const client = holdClientOf(ctx.ip);
      const live = await subscriptionRepository(db).findLiveByEmail(input.email);
      const sub = await db.transaction(async (tx) => {
        const subs = subscriptionRepository(tx);
        await subs.lockCapacity();
        // A subscriber's address gets a hold like anyone's; its payment is refused (completePayment).
        const phase = await assertSpotFree(tx, input.email, now);
        const cap = Math.max(1, Math.floor((capacityOf(phase) * limits.unpaidHoldsPercent) / 100));
        // Counted exactly, under the capacity lock: one client keeps a few, never the whole cap.
        const perClient = Math.max(1, Math.min(limits.unpaidHoldsPerAddress, cap - 1));
        const own = await subs.unpaidHoldsOf(client, now);
        if (own.count >= perClient) {
          const wait = own.firstLapse ? own.firstLapse.getTime() - now.getTime() : CREATE_HOLD_MS;
          throw rateLimited(TOO_MANY_HOLDS, Math.max(1, Math.ceil(wait / 1000)));
        }
        if ((await subs.countUnpaidHolds(phase, now)) >= cap) {
          log.warn({ phase, cap }, 'unpaid checkout holds at their cap');
          throw rateLimited(BUSY, 60);
        }
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
          holdClient: client,
          createdAt: now,
          updatedAt: now,
        });
      });
      if (live) await tellSubscriber(live, now);
      return {
        subscriptionId: sub.publicId,
        atCapacity: false,
        accountCredit: await creditOnHand(ctx, input.email),
      };
    },

    /**
     * The two-step page's payment: the unguessable subscription id is the holder's proof; the first to pay wins. A gift
     * card typed there is held and redeemed as the one-page checkout's is (decision 0040).
     */
    async completePayment(
      input: {
        subscriptionId: string;
        sourceId: string;
        verificationToken?: string | null;
        billingAddress: BillingAddress;
        giftCardCode?: string | null | undefined;
      },
      ctx: CheckoutContext,
    ): Promise<CompletePaymentResponse> {
      const subs = subscriptionRepository(db);
      const held = await subs.findByPublicId(input.subscriptionId);
      if (!held) throw new AppError('NOT_FOUND', 'We could not find this subscription. Please start again.');
      const answer = (paid: ProcessPaymentResponse): CompletePaymentResponse => ({
        success: true,
        message: paid.message,
        firstPickupDate: paid.firstPickupDate,
      });
      if (held.status !== 'incomplete' && held.status !== 'expired') {
        return answer(await settledAnswer(held.id, false));
      }
      const source = cardSourceOf(input, gateway.kind, clock.now());
      const earlier = await earlierPaid(held.email);
      if (earlier) return answer(earlier);
      await limitSubscribedRefusals(ctx.ip);
      if (input.giftCardCode) await countGiftCardTry(db, limiter, ctx);

      const now = clock.now();
      const attemptId = randomUUID();
      const { sub, attempt } = await countedRefusal(ctx.ip, () =>
        db.transaction(async (tx) => {
          const txSubs = subscriptionRepository(tx);
          await txSubs.lockCapacity();
          if (await txSubs.findLiveByEmail(held.email)) throw alreadySubscribed();
          const fresh = await txSubs.findById(held.id);
          if (!fresh || fresh.status !== 'incomplete' || !fresh.holdExpiresAt || fresh.holdExpiresAt <= now) {
            throw new AppError('CONFLICT', 'Your reserved spot has expired. Please start again.');
          }
          await limitAttempts(tx, fresh.email, ctx.ip, now);
          await assertNoPaymentRunning(tx, fresh.email);
          await assertSpotFree(tx, fresh.email, now);
          await txSubs.update(fresh.id, {
            holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
            updatedAt: now,
          });
          const taxed = taxPrice(
            currentPrice(fresh.planType, await priceChanges(tx), now),
            await salesTaxSettings(tx).get(),
          );
          await txSubs.insertCharge({
            id: attemptId,
            subscriptionId: fresh.id,
            kind: 'period',
            periodStart: firstOpenServiceWeek(now),
            weeks: PLANS[fresh.planType].weeks,
            amountCents: taxed.total,
            taxCents: taxed.tax,
            status: 'pending',
            createdAt: now,
            updatedAt: now,
          });
          const credit = await spendBeforeCard(
            tx,
            {
              ctx,
              email: fresh.email,
              chargeId: attemptId,
              chargeCents: taxed.total,
              giftCardCode: input.giftCardCode,
              giftCardField: COMPLETE_PAYMENT_FIELD,
            },
            now,
          );
          const written = await writeAttempt(
            tx,
            {
              id: attemptId,
              sub: fresh,
              flow: 'two_step',
              amountCents: taxed.total - credit,
              ip: ctx.ip,
              billingAddress: input.billingAddress,
            },
            now,
          );
          return { sub: fresh, attempt: written };
        }),
      );
      return answer(await payAndSettle(attempt, sub, source));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
