// A gift card redeemed at checkout (issue 44): held for the checkout's charge, in the reservation's transaction, before
// the card is asked for anything; redeemed as credit when the checkout settles, given back when it is released.
import { and, eq } from 'drizzle-orm';
import { cents, formatUsd } from '../../../domain/money';
import type { DbOrTx } from '../../db/client';
import { charges, giftCards } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { creditRepository } from '../credit/credit-repository';
import { giftCardCodeHash, normalizeGiftCardCode } from './gift-card-code';
import { giftCardRepository, type GiftCardRow } from './gift-card-repository';

export const INVALID_GIFT_CARD_CODE =
  'This gift card code is not valid. Please check it against your e-mail.';

/** Why a code cannot be used now, in words for the person who typed it. */
export function giftCardRefusal(found: GiftCardRow | undefined): string {
  switch (found?.state) {
    case 'redeemed':
      return 'This gift card has already been redeemed.';
    case 'held':
      return 'This gift card is being used for a checkout right now. If that checkout does not go through, it can be used again in a few minutes.';
    case 'refunding':
    case 'refunded':
      return 'This gift card was refunded to its buyer and can no longer be used.';
    default:
      return INVALID_GIFT_CARD_CODE;
  }
}

/** The hash a typed code is kept as, or undefined when what was typed cannot be a code. */
export function giftCardHashOf(code: string): string | undefined {
  const normalized = normalizeGiftCardCode(code);
  return normalized ? giftCardCodeHash(normalized) : undefined;
}

/** The one-page checkout's gift card field, where the form shows a refusal. */
export const CHECKOUT_FIELD = 'subscriptionData.giftCardCode';
/** The two-step checkout's (`POST /api/complete-payment`). */
export const COMPLETE_PAYMENT_FIELD = 'giftCardCode';
/**
 * A code that is not a card's is a validation error of its field; a card that was one (redeemed, held, refunded) a
 * conflict, each with its words.
 */
const refused = (message: string, field = CHECKOUT_FIELD) =>
  message === INVALID_GIFT_CARD_CODE
    ? new AppError('VALIDATION', message, { [field]: message })
    : new AppError('CONFLICT', message, { [field]: message });

/**
 * Redeems a delivered card into an account, once, in the caller's transaction: the balance locked first (as every
 * spender locks it), then the card's conditional update, which is the one that wins a race; then its credit entry,
 * unique per card. Answers the card and the balance after.
 */
export async function redeemGiftCardInto(
  tx: DbOrTx,
  input: { code: string; userId: number; field?: string },
  now: Date,
): Promise<{ card: GiftCardRow; balanceCents: number }> {
  const hash = giftCardHashOf(input.code);
  if (!hash) throw refused(INVALID_GIFT_CARD_CODE, input.field);
  const credit = creditRepository(tx);
  const balance = await credit.lockBalance(input.userId);
  const card = await giftCardRepository(tx).redeem(hash, input.userId, now);
  if (!card) throw refused(giftCardRefusal(await giftCardRepository(tx).findByCodeHash(hash)), input.field);
  await credit.add(
    {
      userId: input.userId,
      amountCents: card.amountCents,
      reason: 'gift_card',
      note: `From ${card.buyerName}`,
      giftCardId: card.id,
    },
    now,
  );
  return { card, balanceCents: balance + card.amountCents };
}

/**
 * What a code is worth before paying, without holding it (the subscribe form's Apply): the same answers as paying.
 * The caller counts the try against the guessing limits first.
 */
export async function checkGiftCardCode(
  db: DbOrTx,
  code: string,
): Promise<{ valid: true; amountCents: number; buyerName: string } | { valid: false; message: string }> {
  const hash = giftCardHashOf(code);
  if (!hash) return { valid: false, message: INVALID_GIFT_CARD_CODE };
  const found = await giftCardRepository(db).findByCodeHash(hash);
  if (found?.state !== 'delivered') return { valid: false, message: giftCardRefusal(found) };
  return { valid: true, amountCents: found.amountCents, buyerName: found.buyerName };
}

/**
 * Takes the card out of reach for this checkout's charge and puts its value on the charge as credit (up to the
 * charge's amount): one conditional update, so two checkouts or a checkout and the dashboard that race on one code
 * meet on the row's lock and only one holds it. Call in the reservation's transaction, after the charge row is
 * written and before the attempt's card amount is decided; answers the cents the card pays of the charge. Only for a
 * charge no account credit was spent on (one credit entry per try of a charge).
 */
export async function holdGiftCardForCharge(
  tx: DbOrTx,
  input: { code: string; chargeId: string; chargeCents: number; field?: string },
  now: Date,
): Promise<{ appliedCents: number; card: GiftCardRow }> {
  const hash = giftCardHashOf(input.code);
  if (!hash) throw refused(INVALID_GIFT_CARD_CODE, input.field);
  const [card] = await tx
    .update(giftCards)
    .set({ state: 'held', heldForCharge: input.chargeId, updatedAt: now })
    .where(and(eq(giftCards.codeHash, hash), eq(giftCards.state, 'delivered')))
    .returning();
  if (!card) throw refused(giftCardRefusal(await giftCardRepository(tx).findByCodeHash(hash)), input.field);
  const appliedCents = Math.min(card.amountCents, input.chargeCents);
  await tx
    .update(charges)
    .set({ creditCents: appliedCents, creditTry: 1, updatedAt: now })
    .where(eq(charges.id, input.chargeId));
  return { appliedCents, card };
}

/**
 * The checkout settled and its account exists: the held card becomes that account's credit (the whole card) and
 * what it paid of the charge is spent from it, in the settle's transaction, so the ledger says both. Once: the card
 * moves from `held` only once.
 */
export async function redeemHeldGiftCard(
  tx: DbOrTx,
  input: { chargeId: string; userId: number },
  now: Date,
): Promise<void> {
  const credit = creditRepository(tx);
  await credit.lockBalance(input.userId);
  const [card] = await tx
    .update(giftCards)
    .set({
      state: 'redeemed',
      redeemedBy: input.userId,
      redeemedAt: now,
      heldForCharge: null,
      updatedAt: now,
    })
    .where(and(eq(giftCards.heldForCharge, input.chargeId), eq(giftCards.state, 'held')))
    .returning();
  if (!card) return;
  const [charge] = await tx
    .select({ creditCents: charges.creditCents })
    .from(charges)
    .where(eq(charges.id, input.chargeId));
  await credit.add(
    {
      userId: input.userId,
      amountCents: card.amountCents,
      reason: 'gift_card',
      note: `From ${card.buyerName}, redeemed at checkout`,
      giftCardId: card.id,
    },
    now,
  );
  const spent = Math.min(charge?.creditCents ?? 0, card.amountCents);
  if (spent > 0) {
    await credit.recordSpent({ chargeId: input.chargeId, userId: input.userId, attempt: 1 }, spent, now);
  }
}

/** The checkout will never pay (declined, released, refunded): the held card can be used again, its code unchanged. */
export async function returnHeldGiftCard(tx: DbOrTx, chargeId: string, now: Date): Promise<void> {
  await tx
    .update(giftCards)
    .set({ state: 'delivered', heldForCharge: null, updatedAt: now })
    .where(and(eq(giftCards.heldForCharge, chargeId), eq(giftCards.state, 'held')));
}

/** The order summary's words for a card applied. */
export function giftCardAppliedMessage(amountCents: number, buyerName: string): string {
  return `Gift card from ${buyerName}: ${formatUsd(cents(amountCents))} goes to your first charge, and what is left stays as account credit.`;
}
