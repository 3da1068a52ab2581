// POST /api/ratings: stars (and tags, a comment) for the lunch of a day; the list is read again after.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rateResponseSchema, type RateRequest } from '../../../contracts/ratings';
import { api } from '../../lib/api-client';
import { ratingsQueryOptions } from './get-ratings';

export function useRateLunch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RateRequest) => api.post('/api/ratings', input, { schema: rateResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: ratingsQueryOptions().queryKey }),
  });
}
