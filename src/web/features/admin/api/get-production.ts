// GET /api/admin/production: dishes to cook per day of a service week.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productionResponseSchema, type ProductionResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { queryString } from './paged';

export const PRODUCTION_LOAD_FAILED_MESSAGE = 'Failed to fetch production counts';

export function getProduction(week: string | undefined, signal?: AbortSignal): Promise<ProductionResponse> {
  return api.get(`/api/admin/production${queryString({ week })}`, {
    schema: productionResponseSchema,
    signal,
  });
}

export const productionQueryOptions = (week?: string) =>
  queryOptions({
    queryKey: ['admin', 'production', week ?? 'next'],
    queryFn: ({ signal }) => getProduction(week, signal),
  });

export function useProduction(week?: string) {
  return useQuery(productionQueryOptions(week));
}
