// Gift cards (issue 44): bought by card like a checkout (the row written before the gateway, a reconcile job, one
// key), delivered on their day by a job, redeemed once as account credit, re-sent or refunded by the owner.
import { randomUUID } from 'node:crypto';
import type {
  AdminGiftCard,
  GiftCardCheckResponse,
  GiftCardPurchaseRequest,
  GiftCardPurchaseResponse,
  GiftCardRedeemResponse,
  GiftCardSettings,
} from '../../../contracts/gift-cards';
import { addDays, localDate, localDateOf, zonedInstant } from '../../../domain/calendar';
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { CARD_NOT_ACCEPTED, cardSourceOf } from '../../adapters/payments/card-source';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type CardSource,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { Faults } from '../../faults';
import { AppError } from '../../http/app-error';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';
import { scheduleJob } from '../../jobs/job-repository';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { enqueueEmail } from '../email/outbox';
import {
  giftCardCodeHash,
  giftCardCodeHint,
  giftCardReference,
  newGiftCardCode,
  normalizeGiftCardCode,
} from './gift-card-code';
import { checkGiftCardCode, giftCardAppliedMessage, redeemGiftCardInto } from './gift-card-checkout';
import { giftCardRepository, type GiftCardRow } from './gift-card-repository';
import { countGiftCardTry, giftCardSettings } from './gift-card-settings';

export const GIFT_CARD_RECONCILE_JOB = 'gift-card.reconcile';
export const GIFT_CARD_DELIVER_JOB = 'gift-card.deliver';

/** As checkout's: a payment younger than this whose charge the gateway does not know yet may still be on its way. */
export const GIFT_CARD_IN_FLIGHT_MS = 2 * 60_000;
/** The recipient's e-mail goes out at 8:00 AM Central on a later chosen day. */
const DELIVERY_HOUR = 8;
/** How far ahead a card may be dated. */
const LATEST_DELIVERY_DAYS = 365;

const TOO_MANY_PURCHASES = 'Too many payment attempts. Please wait an hour and try again.';
const UNAVAILABLE =
  "We couldn't reach our payment provider. If your card was charged, we will e-mail your receipt within a few minutes; otherwise nothing was charged and you can try again.";

type Outcome =
  | { status: 'paid'; paymentId: string }
  | { status: 'declined'; message: string; code: string }
  | { status: 'unknown'; message: string };

export interface GiftCardLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const toAdmin = (row: GiftCardRow): AdminGiftCard => ({
  id: row.id,
  reference: giftCardReference(row.id),
  state: row.state,
  amountCents: row.amountCents,
  buyerName: row.buyerName,
  buyerEmail: row.buyerEmail,
  recipientName: row.recipientName,
  recipientEmail: row.recipientEmail,
  deliverOn: row.deliverOn,
  codeHint: row.codeHint,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  redeemedAt: row.redeemedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export function createGiftCardService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  limiter: RateLimiter;
  log: GiftCardLogger;
  faults: Faults;
}) {
  const { db, clock, gateway, limiter, log, faults } = deps;
  const cards = giftCardRepository;

  /** When the recipient's e-mail is due: at once for today (the buyer is waiting to tell them), else 8:00 AM Central. */
  function deliveryDue(row: GiftCardRow, now: Date): Date {
    if (row.deliverOn <= localDateOf(now)) return now;
    return zonedInstant(localDate(row.deliverOn), DELIVERY_HOUR);
  }

  /** Customer, card, charge: each with a key derived from the card's id, so asking again never charges twice. */
  async function pay(row: GiftCardRow, source: CardSource): Promise<Outcome> {
    try {
      const { customerId } = await gateway.createCustomer({
        email: row.buyerEmail,
        name: row.buyerName,
        idempotencyKey: `cus-gc-${row.id}`,
      });
      const stored = await gateway.storeCard({ customerId, source, idempotencyKey: `card-gc-${row.id}` });
      if (stored.status === 'declined') return stored;
      await cards(db).transition(row.id, ['pending'], 'pending', {
        cardBrand: stored.brand,
        cardLast4: stored.last4,
        updatedAt: clock.now(),
      });
      const result = await gateway.charge({
        customerId,
        cardId: stored.cardId,
        amount: cents(row.amountCents),
        idempotencyKey: row.id,
        customerInitiated: true,
        referenceId: row.id,
        note: `Tiffin Fit gift card ${giftCardReference(row.id)}`,
      });
      faults.at('gift-card.charge-answered');
      return result.status === 'succeeded' ? { status: 'paid', paymentId: result.paymentId } : result;
    } catch (error) {
      if (error instanceof GatewayRequestError) {
        return { status: 'declined', code: error.code, message: CARD_NOT_ACCEPTED };
      }
      if (error instanceof GatewayUnavailableError) return { status: 'unknown', message: error.message };
      throw error;
    }
  }

  /** Records the payment, the buyer's receipt and the delivery job in one transaction, once. */
  async function recordPaid(id: string, paymentId: string): Promise<GiftCardRow['state']> {
    const now = clock.now();
    const state = await db.transaction(async (tx) => {
      const row = await cards(tx).transition(id, ['pending'], 'paid', {
        gatewayPaymentId: paymentId,
        updatedAt: now,
      });
      if (!row) return (await cards(tx).find(id))?.state ?? 'released';
      await enqueueEmail(
        tx,
        {
          template: 'gift-card-receipt',
          data: {
            buyerName: row.buyerName,
            recipientName: row.recipientName,
            recipientEmail: row.recipientEmail,
            amountCents: row.amountCents,
            deliverOn: row.deliverOn,
            reference: giftCardReference(row.id),
            cardLast4: row.cardLast4,
          },
          to: row.buyerEmail,
          dedupeKey: `gift-card-receipt:${row.id}`,
        },
        now,
      );
      await scheduleJob(
        tx,
        {
          name: GIFT_CARD_DELIVER_JOB,
          key: `gift-card-deliver:${row.id}`,
          dueAt: deliveryDue(row, now),
          payload: { giftCardId: row.id },
        },
        now,
      );
      log.info({ giftCardId: row.id, amount: row.amountCents }, 'gift card paid');
      return row.state;
    });
    if (state === 'paid') faults.at('gift-card.paid');
    return state;
  }

  /** A payment the gateway made after the card was given up (a very late answer): the money goes back. */
  async function refundLate(row: GiftCardRow, paymentId: string): Promise<void> {
    const result = await gateway.refund({
      paymentId,
      amount: cents(row.amountCents),
      idempotencyKey: `rgc-${row.id}`,
      reason: 'Gift card purchase could not be completed',
    });
    await cards(db).transition(row.id, [row.state], 'refunded', {
      gatewayPaymentId: paymentId,
      refundId: result.refundId,
      outcome: 'paid after it was given up',
      updatedAt: clock.now(),
    });
    log.warn({ giftCardId: row.id }, 'late gift card payment refunded');
  }

  /** Issues a new code (the old one stops working) and e-mails it to the recipient, in one transaction. */
  async function sendCode(tx: DbOrTx, row: GiftCardRow, now: Date, dedupe: string): Promise<GiftCardRow> {
    const code = newGiftCardCode();
    const normalized = normalizeGiftCardCode(code);
    const moved = await cards(tx).transition(row.id, ['paid', 'delivered'], 'delivered', {
      codeHash: giftCardCodeHash(normalized),
      codeHint: giftCardCodeHint(normalized),
      deliveredAt: now,
      updatedAt: now,
    });
    if (!moved) throw new AppError('CONFLICT', 'This gift card can no longer be sent.');
    await enqueueEmail(
      tx,
      {
        template: 'gift-card',
        data: {
          buyerName: row.buyerName,
          recipientName: row.recipientName,
          amountCents: row.amountCents,
          message: row.message,
          code,
        },
        to: row.recipientEmail,
        dedupeKey: dedupe,
      },
      now,
    );
    return moved;
  }

  /** Finishes an owner's refund: the gateway is asked with the same key every time, then the card is refunded. */
  async function finishRefund(row: GiftCardRow): Promise<GiftCardRow> {
    const result = await gateway.refund({
      paymentId: row.gatewayPaymentId ?? '',
      amount: cents(row.amountCents),
      idempotencyKey: `rgc-${row.id}`,
      reason: 'Gift card refunded',
    });
    const now = clock.now();
    return db.transaction(async (tx) => {
      const moved = await cards(tx).transition(row.id, ['refunding'], 'refunded', {
        refundId: result.refundId,
        updatedAt: now,
      });
      if (!moved) return (await cards(tx).find(row.id)) ?? row;
      await enqueueEmail(
        tx,
        {
          template: 'gift-card-refunded',
          data: {
            buyerName: row.buyerName,
            recipientName: row.recipientName,
            amountCents: row.amountCents,
            reference: giftCardReference(row.id),
            cardLast4: row.cardLast4,
          },
          to: row.buyerEmail,
          dedupeKey: `gift-card-refunded:${row.id}`,
        },
        now,
      );
      return moved;
    });
  }

  /**
   * Finishes a card whatever state a crash left it in: a pending purchase asks the gateway what became of its charge
   * (never charging) and records it, or gives the card up; a refund under way is finished. Answers the state, or
   * `in_flight` when its request may still be running.
   */
  async function reconcile(id: string): Promise<GiftCardRow['state'] | 'in_flight'> {
    const row = await cards(db).find(id);
    if (!row) return 'released';
    if (row.state === 'refunding') return (await finishRefund(row)).state;
    if (row.state !== 'pending') return row.state;
    const found = await gateway.findCharge({
      idempotencyKey: row.id,
      referenceId: row.id,
      amount: cents(row.amountCents),
      since: row.createdAt,
    });
    if (found.status === 'succeeded') {
      const state = await recordPaid(row.id, found.paymentId);
      if (state === 'released' || state === 'declined') {
        const current = await cards(db).find(row.id);
        if (current) await refundLate(current, found.paymentId);
        return 'refunded';
      }
      return state;
    }
    if (clock.now().getTime() - row.createdAt.getTime() < GIFT_CARD_IN_FLIGHT_MS) return 'in_flight';
    const to = found.status === 'declined' ? 'declined' : 'released';
    const outcome = found.status === 'declined' ? found.code : 'the gateway has no payment for it';
    await cards(db).transition(row.id, ['pending'], to, { outcome, updatedAt: clock.now() });
    return (await cards(db).find(row.id))?.state ?? to;
  }

  return {
    reconcile,

    async purchase(
      input: GiftCardPurchaseRequest & { amountCents: number; deliverOn: string },
      ctx: { ip: string },
    ): Promise<GiftCardPurchaseResponse> {
      const now = clock.now();
      const source = cardSourceOf(input, gateway.kind, now);
      const today = localDateOf(now);
      if (input.deliverOn < today || input.deliverOn > addDays(today, LATEST_DELIVERY_DAYS)) {
        const message = 'Choose a delivery date from today to a year from now.';
        throw new AppError('VALIDATION', message, { deliverOn: message });
      }
      const hourly = (limit: number) => ({ limit, windowMs: HOUR_MS });
      const limits = await giftCardSettings(db).get();
      await limiter.take(
        'gift-card:address',
        ctx.ip,
        hourly(limits.purchasesPerAddressPerHour),
        TOO_MANY_PURCHASES,
      );
      await limiter.take(
        'gift-card:email',
        input.buyerEmail,
        hourly(limits.purchasesPerEmailPerHour),
        TOO_MANY_PURCHASES,
      );
      const id = randomUUID();
      const row = await db.transaction(async (tx) => {
        const written = await cards(tx).insert({
          id,
          state: 'pending',
          amountCents: input.amountCents,
          buyerName: input.buyerName,
          buyerEmail: input.buyerEmail,
          recipientName: input.recipientName,
          recipientEmail: input.recipientEmail,
          message: input.message || null,
          deliverOn: input.deliverOn,
          ip: ctx.ip,
          createdAt: now,
          updatedAt: now,
        });
        await scheduleJob(
          tx,
          {
            name: GIFT_CARD_RECONCILE_JOB,
            key: `gift-card-reconcile:${id}`,
            dueAt: new Date(now.getTime() + GIFT_CARD_IN_FLIGHT_MS),
            payload: { giftCardId: id },
          },
          now,
        );
        return written;
      });
      faults.at('gift-card.attempt-written');
      const outcome = await pay(row, source);
      if (outcome.status === 'declined') {
        await cards(db).transition(id, ['pending'], 'declined', {
          outcome: outcome.code,
          updatedAt: clock.now(),
        });
        throw new AppError('PAYMENT_DECLINED', outcome.message);
      }
      if (outcome.status === 'unknown') {
        log.warn({ giftCardId: id, error: outcome.message }, 'payment provider unavailable for a gift card');
        throw new AppError('UNAVAILABLE', UNAVAILABLE);
      }
      const state = await recordPaid(id, outcome.paymentId);
      if (state !== 'paid' && state !== 'delivered') {
        throw new AppError(
          'CHECKOUT_IN_PROGRESS',
          'Your payment is being checked. Your receipt will follow by e-mail.',
        );
      }
      const when = input.deliverOn === today ? 'today' : `on ${formatCalendarDate(input.deliverOn)}`;
      return {
        success: true,
        reference: giftCardReference(id),
        amountCents: input.amountCents,
        deliverOn: input.deliverOn,
        message: `Thank you! We'll e-mail the gift card to ${input.recipientName} ${when}, and your receipt to ${input.buyerEmail}.`,
      };
    },

    /** The delivery job's work: the code is made, hashed and e-mailed once, whoever runs it. */
    async deliver(id: string): Promise<'delivered' | 'skipped'> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await cards(tx).find(id);
        if (!row || row.state !== 'paid') return 'skipped';
        await sendCode(tx, row, now, `gift-card:${row.id}:first`);
        log.info({ giftCardId: id }, 'gift card delivered');
        return 'delivered';
      });
    },

    async redeem(
      caller: AuthContext,
      input: { code: string },
      ctx: { ip: string },
    ): Promise<GiftCardRedeemResponse> {
      await countGiftCardTry(db, limiter, { ip: ctx.ip, userId: caller.userId });
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { card, balanceCents } = await redeemGiftCardInto(
          tx,
          { code: input.code, userId: caller.userId, field: 'code' },
          now,
        );
        log.info({ giftCardId: card.id, userId: caller.userId }, 'gift card redeemed');
        return {
          success: true as const,
          amountCents: card.amountCents,
          balanceCents,
          message: `${formatUsd(cents(card.amountCents))} from ${card.buyerName} is now account credit. Your balance is ${formatUsd(cents(balanceCents))}.`,
        };
      });
    },

    /** The subscribe form's Apply: what a code is worth, counted as a try like any other. */
    async check(input: { code: string }, ctx: { ip: string }): Promise<GiftCardCheckResponse> {
      await countGiftCardTry(db, limiter, ctx);
      const found = await checkGiftCardCode(db, input.code);
      if (!found.valid) return { valid: false, amountCents: 0, message: found.message };
      return {
        valid: true,
        amountCents: found.amountCents,
        message: giftCardAppliedMessage(found.amountCents, found.buyerName),
      };
    },

    settings: () => giftCardSettings(db).get(),

    /** The owner's limits, in force at once on every instance (read from the database at each try), audited. */
    async setSettings(actor: AuthContext, value: GiftCardSettings): Promise<GiftCardSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await giftCardSettings(tx).set(value, now);
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'settings.gift-cards',
            entityType: 'settings',
            entityId: 'gift-cards',
            detail: value,
          },
          now,
        );
      });
      return value;
    },

    async list(): Promise<AdminGiftCard[]> {
      return (await cards(db).latest(200)).map(toAdmin);
    },

    /** The owner sends an unredeemed card again: a new code, the old one stops working. */
    async resend(actor: AuthContext, id: string) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const card = await cards(tx).find(id);
        if (!card) throw new AppError('NOT_FOUND', 'No such gift card');
        if (card.state !== 'paid' && card.state !== 'delivered') {
          throw new AppError('CONFLICT', 'Only a paid gift card that is not redeemed can be sent again.');
        }
        const sent = await sendCode(tx, card, now, `gift-card:${card.id}:${now.toISOString()}`);
        await auditLogRepository(tx).record(
          { actor, action: 'gift-card.resend', entityType: 'gift_card', entityId: id, detail: {} },
          now,
        );
        return sent;
      });
      return {
        success: true as const,
        message: `Sent again to ${row.recipientEmail} with a new code; the old code no longer works.`,
        giftCard: toAdmin(row),
      };
    },

    /**
     * The owner refunds an unredeemed card: it is taken out of reach of redemption (and its refund job written) in
     * one transaction before the gateway is asked, so a redemption and a refund can never both happen.
     */
    async refund(actor: AuthContext, id: string) {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const moved = await cards(tx).transition(id, ['paid', 'delivered'], 'refunding', { updatedAt: now });
        if (!moved) {
          const card = await cards(tx).find(id);
          if (!card) throw new AppError('NOT_FOUND', 'No such gift card');
          throw new AppError(
            'CONFLICT',
            card.state === 'redeemed'
              ? 'This gift card is already redeemed: it is account credit now.'
              : 'Only a paid gift card that is not redeemed can be refunded.',
          );
        }
        await scheduleJob(
          tx,
          {
            name: GIFT_CARD_RECONCILE_JOB,
            key: `gift-card-refund:${id}`,
            dueAt: new Date(now.getTime() + GIFT_CARD_IN_FLIGHT_MS),
            payload: { giftCardId: id },
          },
          now,
        );
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'gift-card.refund',
            entityType: 'gift_card',
            entityId: id,
            detail: { amountCents: moved.amountCents },
          },
          now,
        );
        return moved;
      });
      let refunded: GiftCardRow;
      try {
        refunded = await finishRefund(row);
      } catch (error) {
        if (!(error instanceof GatewayUnavailableError)) throw error;
        // Its job asks the gateway again with the same key; the card can no longer be redeemed meanwhile.
        return {
          success: true as const,
          message: `The code no longer works. The payment provider did not answer: the refund will be retried in a few minutes.`,
          giftCard: toAdmin(row),
        };
      }
      return {
        success: true as const,
        message: `Refunded ${formatUsd(cents(row.amountCents))} to ${row.buyerName}'s card; the code no longer works.`,
        giftCard: toAdmin(refunded),
      };
    },
  };
}

export type GiftCardService = ReturnType<typeof createGiftCardService>;
