// What a paid period records, whoever charged it (checkout, the Friday run, a retry): the charge, the period, the order.
import { addDays, serviceEnd, type LocalDate } from '../../../domain/calendar';
import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from '../email/outbox';
import { subscriptionRepository, type ChargeRow, type OrderRow } from './subscription-repository';

/** Call in the transaction that settles the charge; idempotent (the order is unique per subscription and week). */
export async function recordPaidPeriod(
  tx: DbOrTx,
  input: {
    subscriptionId: number;
    userId: number;
    name: string;
    email: string;
    charge: ChargeRow;
    paymentId: string;
  },
  now: Date,
): Promise<OrderRow> {
  const { charge } = input;
  const subs = subscriptionRepository(tx);
  const periodStart = charge.periodStart as LocalDate;
  await subs.updateCharge(charge.id, {
    status: 'succeeded',
    gatewayPaymentId: input.paymentId,
    declineCode: null,
    failureMessage: null,
    updatedAt: now,
  });
  await subs.update(input.subscriptionId, {
    status: 'active',
    currentPeriodStart: periodStart,
    currentPeriodEnd: serviceEnd(periodStart, charge.weeks),
    nextPeriodStart: addDays(periodStart, 7 * charge.weeks),
    unpaidPeriods: 0,
    updatedAt: now,
  });
  const order = await subs.insertOrder({
    subscriptionId: input.subscriptionId,
    userId: input.userId,
    chargeId: charge.id,
    weekStartDate: periodStart,
    weeks: charge.weeks,
    totalAmountCents: charge.amountCents,
    status: 'active',
    paymentStatus: 'successful',
    createdAt: now,
  });
  await enqueueEmail(
    tx,
    {
      template: 'order-confirmation',
      data: {
        name: input.name,
        orderId: order.id,
        weekOf: periodStart,
        amountCents: charge.amountCents,
        paymentStatus: 'successful',
      },
      to: input.email,
      dedupeKey: `order-confirmation:${order.id}`,
    },
    now,
  );
  return order;
}
