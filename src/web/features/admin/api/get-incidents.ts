// GET /api/admin/incidents: what the owner was alerted about, open ones first, then this past week's resolved ones.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { incidentsResponseSchema, type IncidentsResponse } from '../../../../contracts/incidents';
import { api } from '../../../lib/api-client';

export const INCIDENTS_LOAD_FAILED_MESSAGE = 'Failed to fetch incidents';

export function getIncidents(signal?: AbortSignal): Promise<IncidentsResponse> {
  return api.get('/api/admin/incidents', { schema: incidentsResponseSchema, signal });
}

export const incidentsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'incidents'],
    queryFn: ({ signal }) => getIncidents(signal),
    staleTime: 0,
  });

export function useIncidents() {
  return useQuery(incidentsQueryOptions());
}
