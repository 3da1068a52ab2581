// What a paid period records, whoever charged it (checkout, the Friday run, a retry): the charge, the period, the order.
import { addDays, serviceEnd, type LocalDate } from '../../../domain/calendar';
import type { DbOrTx } from '../../db/client';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { taxAddedData } from '../email/email-templates';
import { enqueueEmails } from '../email/outbox';
import { subscriptionRepository, type ChargeRow, type OrderRow } from './subscription-repository';

export interface PaidPeriod {
  subscriptionId: number;
  userId: number;
  name: string;
  email: string;
  charge: ChargeRow;
  /** Null when account credit paid the whole charge and the card was not asked. */
  paymentId: string | null;
  /** The gateway tries this charge took; kept as it is when not given. */
  attempts?: number;
}

/** Call in the transaction that settles the charge; idempotent (the order is unique per subscription and week). */
export async function recordPaidPeriod(tx: DbOrTx, input: PaidPeriod, now: Date): Promise<OrderRow> {
  const [order] = await recordPaidPeriods(tx, [input], now);
  if (!order) throw new Error('a paid period recorded no order');
  return order;
}

/**
 * `recordPaidPeriod` for a whole billing batch in a fixed number of statements (charges, subscriptions, orders,
 * e-mails), so a Friday run commits once per batch rather than once per subscription. Orders in input order.
 */
export async function recordPaidPeriods(
  tx: DbOrTx,
  paid: readonly PaidPeriod[],
  now: Date,
): Promise<OrderRow[]> {
  if (paid.length === 0) return [];
  const subs = subscriptionRepository(tx);
  await subs.markChargesPaid(
    paid.map(({ charge, paymentId, attempts }) => ({
      id: charge.id,
      gatewayPaymentId: paymentId,
      attempts: attempts ?? null,
      creditCents: charge.creditCents,
    })),
    now,
  );
  await subs.startPaidPeriods(
    paid.map(({ subscriptionId, charge }) => {
      const periodStart = charge.periodStart as LocalDate;
      return {
        subscriptionId,
        periodStart,
        periodEnd: serviceEnd(periodStart, charge.weeks),
        nextPeriodStart: addDays(periodStart, 7 * charge.weeks),
      };
    }),
    now,
  );
  const orders = await subs.insertOrders(
    paid.map(({ subscriptionId, userId, charge }) => ({
      subscriptionId,
      userId,
      chargeId: charge.id,
      weekStartDate: charge.periodStart,
      weeks: charge.weeks,
      totalAmountCents: charge.amountCents,
      creditAppliedCents: charge.creditCents,
      netAmountCents: charge.amountCents - charge.taxCents,
      taxAmountCents: charge.taxCents,
      status: 'active' as const,
      paymentStatus: 'successful' as const,
      createdAt: now,
    })),
  );
  // The receipt says how the tax went with the price: added on top, or inside it.
  const taxAdded = taxAddedData(await salesTaxSettings(tx).get());
  await enqueueEmails(
    tx,
    paid.map(({ name, email, charge }, i) => {
      const order = orders[i];
      if (!order) throw new Error('a paid period without its order');
      const orderId = order.id;
      return {
        template: 'order-confirmation' as const,
        data: {
          name,
          orderId,
          orderReference: order.reference,
          weekOf: charge.periodStart,
          // A monthly charge pays for 4 weeks: the receipt says so rather than "the week of".
          weeks: charge.weeks,
          amountCents: charge.amountCents,
          ...(charge.creditCents > 0 ? { creditCents: charge.creditCents } : {}),
          ...(charge.taxCents > 0 ? { taxCents: charge.taxCents, ...taxAdded } : {}),
          paymentStatus: 'successful' as const,
        },
        to: email,
        dedupeKey: `order-confirmation:${orderId}`,
      };
    }),
    now,
  );
  return orders;
}
