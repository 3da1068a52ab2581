// The two subscription plans and their prices (spec section 9).
import { cents, type Cents } from './money';

export type PlanType = 'weekly' | 'monthly';

export interface Plan {
  type: PlanType;
  name: string;
  price: Cents;
  listPrice: Cents;
  meals: number;
  /** Service weeks one charge pays for: its billing period. */
  weeks: number;
  billing: string;
}

export const PLANS: Record<PlanType, Plan> = {
  weekly: {
    type: 'weekly',
    name: 'Weekly Plan',
    price: cents(7500),
    listPrice: cents(7500),
    meals: 5,
    weeks: 1,
    billing: 'Charged every Friday at 12 PM CT for the following week',
  },
  monthly: {
    type: 'monthly',
    name: 'Monthly Plan',
    price: cents(27000),
    listPrice: cents(30000),
    meals: 20,
    weeks: 4,
    billing: 'Charged every 4th Friday at 12 PM CT',
  },
};

/** One lunch of a plan: a closed day's credit ($15.00 weekly, $13.50 monthly). */
export function pricePerMeal(plan: PlanType): Cents {
  return cents(Math.round(PLANS[plan].price / PLANS[plan].meals));
}

/** What a weekly subscriber pays to move to the monthly plan today. */
export const UPGRADE_DIFFERENCE: Cents = cents(PLANS.monthly.price - PLANS.weekly.price);
