// GET /api/plans: what a new signup pays now (the owner may have changed the spec's price; issue 43).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planPricesResponseSchema, type PlanPricesResponse } from '../../../../contracts/prices';
import { cents, type Cents } from '../../../../domain/money';
import { PLANS, type PlanType } from '../../../../domain/plans';
import { DEFAULT_SALES_TAX, type SalesTaxSettings } from '../../../../domain/sales-tax';
import { api } from '../../../lib/api-client';

export function getPlanPrices(signal?: AbortSignal): Promise<PlanPricesResponse> {
  return api.get('/api/plans', { schema: planPricesResponseSchema, signal });
}

export const planPricesQueryOptions = () =>
  queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlanPrices(signal) });

/** The plan's price now: the spec's until the server has answered (the server checks the total at payment). */
export function usePlanPrice(planType: PlanType): Cents {
  const prices = useQuery(planPricesQueryOptions());
  const found = prices.data?.plans.find((p) => p.planType === planType);
  return found ? cents(found.priceCents) : PLANS[planType].price;
}

/** The owner's sales tax: Irving's 8.25 % included in the price until the server has answered. */
export function useSalesTax(): SalesTaxSettings {
  const prices = useQuery(planPricesQueryOptions());
  return prices.data?.salesTax ?? DEFAULT_SALES_TAX;
}
