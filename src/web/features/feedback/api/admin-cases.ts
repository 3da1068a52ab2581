// The owner's cases (issue 44): GET /api/admin/cases, POST .../replies and .../resolve; each change reads the queue again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminCaseResponseSchema,
  adminCaseSchema,
  adminCasesResponseSchema,
  type AdminCasesResponse,
  type ResolveCaseRequest,
} from '../../../../contracts/cases';
import { api, type ReadOptions } from '../../../lib/api-client';

export const ADMIN_CASES_LOAD_FAILED_MESSAGE = 'Failed to fetch the cases';

export function getAdminCases(options: ReadOptions = {}): Promise<AdminCasesResponse> {
  return api.get('/api/admin/cases', { schema: adminCasesResponseSchema, ...options });
}

export const adminCasesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'cases'], queryFn: ({ signal }) => getAdminCases({ signal }) });

export function useAdminCases() {
  return useQuery(adminCasesQueryOptions());
}

/** GET /api/admin/cases/:id: the case with its photo, asked for when the owner opens it. */
export function useCasePhoto(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'cases', id],
    queryFn: ({ signal }) => api.get(`/api/admin/cases/${id}`, { schema: adminCaseSchema, signal }),
    enabled,
  });
}

export function useReplyToCase(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api.post(`/api/admin/cases/${id}/replies`, { message }, { schema: adminCaseResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminCasesQueryOptions().queryKey }),
  });
}

export function useResolveCase(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveCaseRequest) =>
      api.post(`/api/admin/cases/${id}/resolve`, input, { schema: adminCaseResponseSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminCasesQueryOptions().queryKey }),
  });
}
