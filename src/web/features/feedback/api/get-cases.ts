// GET /api/cases: the subscriber's reported problems with their replies, and the lunches they can still report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { casesResponseSchema, type CasesResponse } from '../../../../contracts/cases';
import { api, type ReadOptions } from '../../../lib/api-client';

export const CASES_LOAD_FAILED_MESSAGE = 'Failed to fetch your reported problems';

export function getCases(options: ReadOptions = {}): Promise<CasesResponse> {
  return api.get('/api/cases', { schema: casesResponseSchema, ...options });
}

export const casesQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'cases'], queryFn: ({ signal }) => getCases({ signal }) });

export function useCases() {
  return useQuery(casesQueryOptions());
}
