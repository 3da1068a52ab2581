// The sentences a subscriber reads about money: the next charge, and when a cancelling plan ends.
import type { Subscription } from '../../../../contracts/subscription';
import { formatCentralDateTime, formatLongDate } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';

/** "$75.00 on Friday, December 4, 2026 at 12:00 PM CT", or null when nothing more will be charged. */
export function nextChargeText(subscription: Subscription): string | null {
  const { nextChargeAt, nextChargeAmount } = subscription;
  if (!nextChargeAt || nextChargeAmount === null) return null;
  return `${formatUsd(cents(nextChargeAmount))} on ${formatCentralDateTime(new Date(nextChargeAt))}`;
}

/** "December 4, 2026": the last day of the paid period. */
export function periodEndText(subscription: Subscription): string | null {
  return subscription.currentPeriodEnd ? formatLongDate(new Date(subscription.currentPeriodEnd)) : null;
}
