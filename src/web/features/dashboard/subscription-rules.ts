// What a subscriber may do with their subscription now, and how its plan and card read (mirrors the server's rules).
import type { Subscription } from '../../../contracts/subscription';
import { formatUsd } from '../../../domain/money';
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

/** "$75.00 per week", "$270.00 every 4 weeks". */
export function priceText(planType: PlanType): string {
  const plan = PLANS[planType];
  return `${formatUsd(plan.price)} ${planType === 'weekly' ? 'per week' : 'every 4 weeks'}`;
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
