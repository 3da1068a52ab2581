// GET /api/admin/prices (what a new signup pays and the changes made) and POST to change a plan's price (issue 43).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPriceChangeResponseSchema,
  pricesResponseSchema,
  type CreatePriceChangeRequest,
  type CreatePriceChangeResponse,
  type PricesResponse,
} from '../../../../contracts/prices';
import { api } from '../../../lib/api-client';

export const PRICES_LOAD_FAILED_MESSAGE = 'Failed to fetch the prices';

export function getPrices(signal?: AbortSignal): Promise<PricesResponse> {
  return api.get('/api/admin/prices', { schema: pricesResponseSchema, signal });
}

export const pricesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'prices'], queryFn: ({ signal }) => getPrices(signal) });

export function usePrices() {
  return useQuery(pricesQueryOptions());
}

export function useChangePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    // One key per change the owner means: a second click or a retry replays the answer, never e-mails twice.
    mutationFn: (input: {
      request: CreatePriceChangeRequest;
      key: string;
    }): Promise<CreatePriceChangeResponse> =>
      api.post('/api/admin/prices', input.request, {
        schema: createPriceChangeResponseSchema,
        headers: { 'Idempotency-Key': input.key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pricesQueryOptions().queryKey }),
  });
}
