// Refunds of a charge, full or partial, through the gateway: recorded before the call, settled after, idempotent.
import { and, eq, sql } from 'drizzle-orm';
import type { RefundResponse } from '../../../contracts/admin';
import { cents, formatUsd } from '../../../domain/money';
import { taxShare } from '../../../domain/sales-tax';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { charges, orders, refunds, subscriptions, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { scheduleJob } from '../../jobs/job-repository';
import type { JobHandler } from '../../jobs/jobs';
import { creditRepository } from '../credit/credit-repository';
import { enqueueEmail } from '../email/outbox';
import { auditLogRepository, type AuditEntry } from './audit-log-repository';
import { chargeView } from './subscriber-admin-service';

type RefundRow = typeof refunds.$inferSelect;
type ChargeRow = typeof charges.$inferSelect;
type Actor = AuditEntry['actor'];

export const REFUND_RECONCILE_JOB = 'refund.reconcile';
/** A refund still pending this long after it was asked for (a crash, a lost answer) is asked again by its job. */
const RECONCILE_AFTER_MS = 2 * 60_000;

function keyForAnotherCharge(): AppError {
  return new AppError('CONFLICT', 'This idempotency key was used for another charge.');
}

function refusal(error: GatewayRequestError): string {
  return `The payment provider refused the refund: ${error.message}`;
}

/**
 * What every refund path writes once the money has moved (a card refund settled after the gateway's answer, by the
 * request or its reconcile job; a refund as account credit): the subscriber's e-mail when the charge has one, then the
 * audit entry, in the refund's own transaction.
 */
async function announceRefund(
  tx: DbOrTx,
  now: Date,
  refunded: {
    actor: Actor;
    refund: Pick<RefundRow, 'id' | 'amountCents' | 'reason'>;
    charge: Pick<ChargeRow, 'id' | 'amountCents' | 'periodStart'>;
    /** The charge's status after this refund. */
    chargeStatus: string;
    subscriber: { name: string; email: string } | undefined;
    /** Where the money went, as the e-mail tells it: to the card (its last digits), or to the account's credit. */
    paidTo: { cardLast4: string | null } | { toCredit: { balanceCents: number } };
  },
): Promise<void> {
  const { actor, refund, charge, subscriber, paidTo } = refunded;
  if (subscriber) {
    await enqueueEmail(
      tx,
      {
        template: 'refund-issued',
        data: {
          name: subscriber.name,
          amountCents: refund.amountCents,
          chargeAmountCents: charge.amountCents,
          weekOf: charge.periodStart,
          reason: refund.reason,
          ...paidTo,
        },
        to: subscriber.email,
        dedupeKey: `refund-issued:${refund.id}`,
      },
      now,
    );
  }
  await auditLogRepository(tx).record(
    {
      actor,
      action: 'toCredit' in paidTo ? 'charge.refund-credit' : 'charge.refund',
      entityType: 'charge',
      entityId: charge.id,
      detail: {
        refundId: refund.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        chargeStatus: refunded.chargeStatus,
      },
    },
    now,
  );
}

export function createRefundService(deps: { db: Db; clock: Clock; gateway: PaymentGateway }) {
  const { db, clock, gateway } = deps;

  async function answer(refund: RefundRow, message: string): Promise<RefundResponse> {
    const [charge] = await db.select().from(charges).where(eq(charges.id, refund.chargeId));
    if (!charge) throw new AppError('NOT_FOUND', 'No such charge');
    const all = await db
      .select()
      .from(refunds)
      .where(eq(refunds.chargeId, charge.id))
      .orderBy(refunds.createdAt);
    const view = chargeView(charge, all);
    const mine = view.refunds.find((r) => r.id === refund.id);
    if (!mine) throw new Error('the refund is not on its charge');
    return { success: true, message, refund: mine, charge: view };
  }

  /** Reserves the amount on a pending row, under the charge's row lock, before the gateway is asked. */
  async function reserve(
    actor: Actor,
    chargeId: string,
    input: { amountCents?: number | undefined; reason: string; idempotencyKey: string },
  ): Promise<RefundRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
      if (!charge) throw new AppError('NOT_FOUND', 'No such charge');
      if (!['succeeded', 'partially_refunded'].includes(charge.status) || !charge.gatewayPaymentId) {
        throw new AppError('CONFLICT', 'Only a paid charge can be refunded.');
      }
      const [pending] = await tx
        .select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.chargeId, chargeId), eq(refunds.status, 'pending')));
      // The card gets back at most what it paid: account credit that paid part of the charge is not the card's.
      const remaining =
        charge.amountCents - charge.creditCents - charge.refundedCents - Number(pending?.n ?? 0);
      const amount = input.amountCents ?? remaining;
      if (remaining <= 0) throw new AppError('CONFLICT', 'This charge is already refunded in full.');
      if (amount > remaining) {
        throw new AppError('VALIDATION', `At most ${formatUsd(cents(remaining))} can be refunded.`, {
          amountCents: `At most ${formatUsd(cents(remaining))} can be refunded.`,
        });
      }
      const [row] = await tx
        .insert(refunds)
        .values({
          chargeId,
          idempotencyKey: input.idempotencyKey,
          amountCents: amount,
          taxCents: taxShare(amount, { total: charge.amountCents, tax: charge.taxCents }),
          reason: input.reason,
          status: 'pending',
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: refunds.idempotencyKey })
        .returning();
      if (!row) {
        // The same key raced this request (and committed first): it is that refund.
        const [earlier] = await tx
          .select()
          .from(refunds)
          .where(eq(refunds.idempotencyKey, input.idempotencyKey));
        if (!earlier || earlier.chargeId !== chargeId) throw keyForAnotherCharge();
        return earlier;
      }
      // Whatever happens to this request, the refund is finished: asked again with the same key, so made once.
      await scheduleJob(
        tx,
        {
          name: REFUND_RECONCILE_JOB,
          key: `refund-reconcile:${row.id}`,
          dueAt: new Date(now.getTime() + RECONCILE_AFTER_MS),
          payload: { refundId: row.id },
        },
        now,
      );
      return row;
    });
  }

  async function settle(actor: Actor, refund: RefundRow, gatewayRefundId: string): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(refunds)
        .set({ status: 'succeeded', gatewayRefundId, updatedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .returning();
      if (!done) return;
      const [charge] = await tx
        .update(charges)
        .set({
          refundedCents: sql`${charges.refundedCents} + ${refund.amountCents}`,
          status: sql`case when ${charges.refundedCents} + ${refund.amountCents}
              >= ${charges.amountCents} - ${charges.creditCents}
            then 'refunded' else 'partially_refunded' end`,
          updatedAt: now,
        })
        .where(eq(charges.id, refund.chargeId))
        .returning();
      if (!charge) throw new Error('the refunded charge is gone');
      if (charge.status === 'refunded') {
        await tx
          .update(orders)
          .set({ status: 'refunded', paymentStatus: 'refunded' })
          .where(eq(orders.chargeId, charge.id));
      }
      const [sub] = await tx
        .select({ name: subscriptions.name, email: subscriptions.email, cardLast4: subscriptions.cardLast4 })
        .from(subscriptions)
        .where(eq(subscriptions.id, charge.subscriptionId));
      await announceRefund(tx, now, {
        actor,
        refund,
        charge,
        chargeStatus: charge.status,
        subscriber: sub,
        paidTo: { cardLast4: sub?.cardLast4 ?? null },
      });
    });
  }

  /** Asks the gateway for the refund with its own key (a repeat answers the first refund) and settles it. */
  async function askGateway(actor: Actor, refund: RefundRow): Promise<void> {
    const [charge] = await db.select().from(charges).where(eq(charges.id, refund.chargeId));
    if (!charge?.gatewayPaymentId) throw new AppError('CONFLICT', 'Only a paid charge can be refunded.');
    try {
      const result = await gateway.refund({
        paymentId: charge.gatewayPaymentId,
        amount: cents(refund.amountCents),
        idempotencyKey: refund.idempotencyKey,
        reason: refund.reason,
      });
      await settle(actor, refund, result.refundId);
    } catch (error) {
      if (error instanceof GatewayRequestError) {
        await db
          .update(refunds)
          .set({ status: 'failed', failureMessage: refusal(error), updatedAt: clock.now() })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      }
      throw error;
    }
  }

  /**
   * A refund as account credit: no gateway, so reserved, settled and credited in one transaction, under the charge's
   * lock then the balance's (the order every spender takes). At most what remains of the whole charge, the card's
   * share and the credit's alike; its tax share is reversed like a card refund's; the entry names the order.
   */
  async function refundToCredit(
    actor: Actor,
    chargeId: string,
    input: { amountCents?: number | undefined; reason: string; idempotencyKey: string },
  ): Promise<RefundResponse> {
    const now = clock.now();
    const refund = await db.transaction(async (tx) => {
      const [charge] = await tx.select().from(charges).where(eq(charges.id, chargeId)).for('update');
      if (!charge) throw new AppError('NOT_FOUND', 'No such charge');
      const [earlier] = await tx
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, input.idempotencyKey));
      if (earlier) {
        if (earlier.chargeId !== chargeId) throw keyForAnotherCharge();
        return earlier;
      }
      if (!['succeeded', 'partially_refunded'].includes(charge.status)) {
        throw new AppError('CONFLICT', 'Only a paid charge can be refunded.');
      }
      const [sub] = await tx
        .select({
          userId: subscriptions.userId,
          name: subscriptions.name,
          email: subscriptions.email,
        })
        .from(subscriptions)
        .where(eq(subscriptions.id, charge.subscriptionId));
      if (!sub?.userId) throw new AppError('CONFLICT', 'This charge has no account to credit.');
      const [pending] = await tx
        .select({ n: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.chargeId, chargeId), eq(refunds.status, 'pending')));
      const remaining = charge.amountCents - charge.refundedCents - Number(pending?.n ?? 0);
      const amount = input.amountCents ?? remaining;
      if (remaining <= 0) throw new AppError('CONFLICT', 'This charge is already refunded in full.');
      if (amount > remaining) {
        const most = `At most ${formatUsd(cents(remaining))} can be refunded.`;
        throw new AppError('VALIDATION', most, { amountCents: most });
      }
      const [row] = await tx
        .insert(refunds)
        .values({
          chargeId,
          idempotencyKey: input.idempotencyKey,
          amountCents: amount,
          taxCents: taxShare(amount, { total: charge.amountCents, tax: charge.taxCents }),
          method: 'credit',
          reason: input.reason,
          status: 'succeeded',
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('the refund was not written');
      const [after] = await tx
        .update(charges)
        .set({
          refundedCents: sql`${charges.refundedCents} + ${amount}`,
          status: sql`case when ${charges.refundedCents} + ${amount}
              >= ${charges.amountCents} - ${charges.creditCents}
            then 'refunded' else 'partially_refunded' end`,
          updatedAt: now,
        })
        .where(eq(charges.id, chargeId))
        .returning();
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.chargeId, chargeId));
      if (after?.status === 'refunded') {
        await tx
          .update(orders)
          .set({ status: 'refunded', paymentStatus: 'refunded' })
          .where(eq(orders.chargeId, chargeId));
      }
      const credit = creditRepository(tx);
      const balance = await credit.lockBalance(sub.userId);
      await credit.add(
        {
          userId: sub.userId,
          amountCents: amount,
          reason: 'refund',
          note: input.reason,
          createdBy: actor.userId,
          orderId: order?.id ?? null,
        },
        now,
      );
      await announceRefund(tx, now, {
        actor,
        refund: row,
        charge,
        chargeStatus: after?.status ?? charge.status,
        subscriber: sub,
        paidTo: { toCredit: { balanceCents: balance + amount } },
      });
      return row;
    });
    return answer(refund, `Refunded ${formatUsd(cents(refund.amountCents))} as account credit.`);
  }

  return {
    /** Finishes a refund its request left pending (a crash, an unreachable provider), as the admin who asked. */
    reconcileJob(): JobHandler {
      return {
        name: REFUND_RECONCILE_JOB,
        retry: { maxAttempts: 20, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
        async run(ctx) {
          const { refundId } = ctx.payload as { refundId: number };
          const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
          if (!refund || refund.status !== 'pending') return { outcome: 'settled' };
          const [admin] = refund.createdBy
            ? await db
                .select({ userId: users.id, email: users.email })
                .from(users)
                .where(eq(users.id, refund.createdBy))
            : [];
          try {
            await askGateway(admin ?? { userId: null, email: null }, refund);
          } catch (error) {
            if (error instanceof GatewayRequestError) return { outcome: 'refused' };
            throw error;
          }
          return { outcome: 'refunded' };
        },
      };
    },

    /**
     * The same idempotency key answers the first refund again; a refund left pending by an unreachable gateway is
     * asked again with the same key, so the provider refunds once.
     */
    async refund(
      actor: Actor,
      chargeId: string,
      input: {
        amountCents?: number | undefined;
        reason: string;
        idempotencyKey: string;
        to?: 'card' | 'credit' | undefined;
      },
    ): Promise<RefundResponse> {
      if (input.to === 'credit') return refundToCredit(actor, chargeId, input);
      const [earlier] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.idempotencyKey, input.idempotencyKey));
      if (earlier && earlier.chargeId !== chargeId) throw keyForAnotherCharge();
      if (earlier?.status === 'succeeded') return answer(earlier, 'This refund was already made.');
      if (earlier?.status === 'failed') {
        throw new AppError(
          'CONFLICT',
          earlier.failureMessage ?? 'This refund was refused by the payment provider.',
        );
      }
      const refund = earlier ?? (await reserve(actor, chargeId, input));
      try {
        await askGateway(actor, refund);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          throw new AppError(
            'UNAVAILABLE',
            'We could not reach the payment provider. The refund will be made once, as soon as it answers.',
          );
        }
        if (error instanceof GatewayRequestError) throw new AppError('CONFLICT', refusal(error));
        throw error;
      }
      const [fresh] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
      if (!fresh) throw new Error('the refund is gone');
      return answer(fresh, `Refunded ${formatUsd(cents(refund.amountCents))}.`);
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;
