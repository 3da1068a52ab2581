// Demo data for the demo subscriber: an active weekly plan with a sandbox Visa on file and four paid weeks.
import { DEFAULT_SALES_TAX, taxPrice } from '../../../domain/sales-tax';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  addDays,
  cutoffForWeek,
  firstOpenServiceWeek,
  pickupWindow,
  serviceEnd,
  type LocalDate,
} from '../../../domain/calendar';
import { launchPhaseAt } from '../../../domain/launch';
import { PLANS } from '../../../domain/plans';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { BusinessConfig } from '../../config';
import type { Db } from '../../db/client';
import { subscriptionRepository } from './subscription-repository';

/** Weeks paid before the next open one: the last is this week's or next week's, the others are past. */
const PAID_WEEKS = 4;
const DEMO_CARD = '4242424242424242';
const DEMO_BILLING_ADDRESS = {
  address: '600 E Las Colinas Blvd',
  city: 'Irving',
  state: 'TX',
  zipCode: '75039',
};

export interface DemoLogger {
  info(details: object, message: string): void;
}

/**
 * Gives the demo account a subscription as the billing model would have left it: one charge and one order per
 * paid week (the same period keys as the Friday run), and `next_period_start` on the next open week, so the next
 * Friday run bills it. Only with the sandbox gateway, and only when the account has no subscription yet.
 */
export async function ensureDemoSubscription(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  business: BusinessConfig;
  account: { userId: number; name: string; email: string; phone: string | null };
  log: DemoLogger;
}): Promise<boolean> {
  const { db, clock, gateway, account } = deps;
  if (gateway.kind !== 'sandbox') return false;
  if (await subscriptionRepository(db).findCurrentForUser(account.userId)) return false;

  const now = clock.now();
  const open = firstOpenServiceWeek(now);
  const weeks = Array.from({ length: PAID_WEEKS }, (_, i) => addDays(open, -7 * (PAID_WEEKS - i)));
  const publicId = `sub_${randomBytes(18).toString('base64url')}`;
  const price = PLANS.weekly.price;

  // The provider first, no transaction open: customer, card and one payment per week, each keyed by our ids.
  const { customerId } = await gateway.createCustomer({
    email: account.email,
    name: account.name,
    phone: account.phone ?? undefined,
    idempotencyKey: `cus-${publicId}`,
  });
  const expiryYear = now.getUTCFullYear() + 3;
  const card = await gateway.storeCard({
    customerId,
    source: {
      kind: 'card',
      cardNumber: DEMO_CARD,
      expiryMonth: 12,
      expiryYear,
      cvv: '123',
      cardholderName: account.name,
      billingAddress: DEMO_BILLING_ADDRESS,
    },
    idempotencyKey: `card-${publicId}`,
  });
  if (card.status !== 'stored') throw new Error('the sandbox refused the demo card');
  const payments: { id: string; week: LocalDate; paymentId: string }[] = [];
  for (const week of weeks) {
    const id = randomUUID();
    const paid = await gateway.charge({
      customerId,
      cardId: card.cardId,
      amount: price,
      idempotencyKey: id,
      customerInitiated: false,
      referenceId: id,
      note: `Tiffin Fit demo week from ${week}`,
    });
    if (paid.status !== 'succeeded') throw new Error('the sandbox declined the demo card');
    payments.push({ id, week, paymentId: paid.paymentId });
  }

  const last = weeks[weeks.length - 1] ?? open;
  const first = weeks[0] ?? open;
  await db.transaction(async (tx) => {
    const subs = subscriptionRepository(tx);
    const sub = await subs.insert({
      publicId,
      userId: account.userId,
      email: account.email,
      name: account.name,
      phone: account.phone,
      planType: 'weekly',
      status: 'active',
      launchPhase: launchPhaseAt(now, {
        betaBannerCutoff: new Date(deps.business.launch.betaBannerCutoff),
        inviteOnlyStart: new Date(deps.business.launch.inviteOnlyStart),
      }),
      location: 'irving',
      gatewayCustomerId: customerId,
      cardId: card.cardId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      currentPeriodStart: last,
      currentPeriodEnd: serviceEnd(last, 1),
      nextPeriodStart: open,
      createdAt: cutoffForWeek(first),
      updatedAt: now,
    });
    for (const payment of payments) {
      const chargedAt = cutoffForWeek(payment.week);
      await subs.insertCharge({
        id: payment.id,
        subscriptionId: sub.id,
        kind: 'period',
        periodStart: payment.week,
        weeks: 1,
        amountCents: price,
        taxCents: taxPrice(price, DEFAULT_SALES_TAX).tax,
        status: 'succeeded',
        gatewayPaymentId: payment.paymentId,
        attempts: 1,
        createdAt: chargedAt,
        updatedAt: chargedAt,
      });
      const over = pickupWindow(addDays(payment.week, 4)).end <= now;
      await subs.insertOrder({
        subscriptionId: sub.id,
        userId: account.userId,
        chargeId: payment.id,
        weekStartDate: payment.week,
        weeks: 1,
        totalAmountCents: price,
        netAmountCents: taxPrice(price, DEFAULT_SALES_TAX).net,
        taxAmountCents: taxPrice(price, DEFAULT_SALES_TAX).tax,
        status: over ? 'completed' : 'active',
        paymentStatus: 'successful',
        createdAt: chargedAt,
      });
    }
  });
  deps.log.info({ weeks: PAID_WEEKS, nextPeriodStart: open }, 'demo subscription created');
  return true;
}
