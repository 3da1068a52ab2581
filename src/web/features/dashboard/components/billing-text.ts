// The sentences a subscriber reads about money: the next charge, and when a cancelling plan ends.
import type { Subscription } from '../../../../contracts/subscription';
import { formatCentralDateTime, formatLongDate } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';
import { taxAddedNote } from '../../../../domain/sales-tax';

/**
 * "$75.00 on Friday, December 4, 2026 at 12:00 PM CT", or null when nothing more will be charged. A past-due plan's
 * charge is the one that was declined: "$75.00, due since Friday, November 27, 2026 at 12:00 PM CT".
 */
export function nextChargeText(subscription: Subscription): string | null {
  const { nextChargeAt } = subscription;
  const amount = chargeAmountText(subscription);
  if (!nextChargeAt || amount === null) return null;
  const when = formatCentralDateTime(new Date(nextChargeAt));
  return subscription.status === 'past_due' ? `${amount}, due since ${when}` : `${amount} on ${when}`;
}

/**
 * What the next charge asks: "$75.00", or with tax on top the price too, "$81.19 ($75.00 plus 8.25 % sales tax)";
 * null when nothing is coming.
 */
export function chargeAmountText(subscription: Subscription): string | null {
  const { nextChargeAmount, nextChargeTax: tax } = subscription;
  if (nextChargeAmount === null) return null;
  const note = tax ? taxAddedNote({ rateBasisPoints: tax.rateBasisPoints, inclusive: false }) : null;
  return tax && note
    ? `${formatUsd(cents(nextChargeAmount))} (${formatUsd(cents(tax.priceCents))} ${note})`
    : formatUsd(cents(nextChargeAmount));
}

/** "December 4, 2026": the last day of the paid period. */
export function periodEndText(subscription: Subscription): string | null {
  return subscription.currentPeriodEnd ? formatLongDate(new Date(subscription.currentPeriodEnd)) : null;
}
