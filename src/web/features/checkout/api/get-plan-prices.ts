// GET /api/plans: what a new signup pays now (the owner may have changed the spec's price; issue 43).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planPricesResponseSchema, type PlanPricesResponse } from '../../../../contracts/prices';
import { cents, type Cents } from '../../../../domain/money';
import type { PlanType } from '../../../../domain/plans';
import type { SalesTaxSettings } from '../../../../domain/sales-tax';
import { api } from '../../../lib/api-client';
import { useShownPrices } from '../../../lib/site-config';

export function getPlanPrices(signal?: AbortSignal): Promise<PlanPricesResponse> {
  return api.get('/api/plans', { schema: planPricesResponseSchema, signal });
}

export const planPricesQueryOptions = () =>
  queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlanPrices(signal) });

/**
 * The plan's price now: those the server put in the page until it has answered (the server checks the total at
 * payment).
 */
export function usePlanPrice(planType: PlanType): Cents {
  const prices = useQuery(planPricesQueryOptions());
  const shown = useShownPrices();
  const found = prices.data?.plans.find((p) => p.planType === planType);
  return cents(found ? found.priceCents : shown[planType]);
}

/** The owner's sales tax: as the server put it in the page until it has answered. */
export function useSalesTax(): SalesTaxSettings {
  const prices = useQuery(planPricesQueryOptions());
  const shown = useShownPrices();
  return prices.data?.salesTax ?? { rateBasisPoints: shown.taxRateBasisPoints, inclusive: shown.taxIncluded };
}
