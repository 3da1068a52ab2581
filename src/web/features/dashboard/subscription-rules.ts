// What a subscriber may do with their subscription now, and how its plan and card read (mirrors the server's rules).
import type { Subscription } from '../../../contracts/subscription';
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import { cardBrandName } from '../../../domain/card-brand';
import { PLANS, type PlanType } from '../../../domain/plans';

const LIVE = new Set<Subscription['status']>(['active', 'trialing', 'past_due', 'paused']);

/** Not ended: the subscriber still has a period paid for or coming. */
export const isLive = (s: Subscription) => LIVE.has(s.status);
export const canCancel = (s: Subscription) => isLive(s) && !s.cancelAtPeriodEnd;
export const canResume = (s: Subscription) => isLive(s) && s.cancelAtPeriodEnd;
/** Only an active weekly plan that is not cancelling can move to monthly (spec section 4). */
export const canUpgrade = (s: Subscription) =>
  s.planType === 'weekly' && s.status === 'active' && !s.cancelAtPeriodEnd && s.currentPeriodStart !== null;

/** "$75.00 per week", "$270.00 every 4 weeks": the subscriber's own price when the owner changed the plan's. */
export function priceText(planType: PlanType, amountCents: number = PLANS[planType].price): string {
  return `${formatUsd(cents(amountCents))} ${planType === 'weekly' ? 'per week' : 'every 4 weeks'}`;
}

/** What the subscriber pays a period now: their next charge's price, or the current one while a change waits. */
export function ownPrice(s: Subscription): number | undefined {
  return s.upcomingPrice?.nowCents ?? s.nextChargeAmount ?? undefined;
}

/** The notice of a price change not charged yet (issue 43), or null. */
export function upcomingPriceText(s: Subscription): string | null {
  const p = s.upcomingPrice;
  if (!p) return null;
  return `Your plan's price changes to ${priceText(s.planType, p.priceCents)} from the charge of ${formatCalendarDate(p.from)}. Until then you pay ${formatUsd(cents(p.nowCents))}.`;
}

/** "5 meals a week", "20 meals every 4 weeks". */
export function mealsText(planType: PlanType): string {
  const plan = PLANS[planType];
  return `${plan.meals} meals ${planType === 'weekly' ? 'a week' : 'every 4 weeks'}`;
}

/** "Visa ending 4242". */
export function cardText(card: NonNullable<Subscription['card']>): string {
  return `${cardBrandName(card.brand)} ending ${card.last4}`;
}
