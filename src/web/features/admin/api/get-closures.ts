// GET /api/admin/closures (closed days and suggested holidays), POST to close days, DELETE to reopen one (issue 43).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  closureSettingsSchema,
  closuresResponseSchema,
  createClosureResponseSchema,
  type ClosureSettings,
  type ClosuresResponse,
  type CreateClosureRequest,
  type CreateClosureResponse,
} from '../../../../contracts/closures';
import { adminMessageResponseSchema, type AdminMessageResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';

export const CLOSURES_LOAD_FAILED_MESSAGE = 'Failed to fetch the closed days';

export function getClosures(signal?: AbortSignal): Promise<ClosuresResponse> {
  return api.get('/api/admin/closures', { schema: closuresResponseSchema, signal });
}

export const closuresQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'closures'], queryFn: ({ signal }) => getClosures(signal) });

export function useClosures() {
  return useQuery(closuresQueryOptions());
}

export function useCloseDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateClosureRequest): Promise<CreateClosureResponse> =>
      api.post('/api/admin/closures', request, { schema: createClosureResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closuresQueryOptions().queryKey }),
  });
}

export function useReopenDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<AdminMessageResponse> =>
      api.delete(`/api/admin/closures/${id}`, { schema: adminMessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closuresQueryOptions().queryKey }),
  });
}

/** PUT /api/admin/closures/settings: whether closing a day credits a meal from now on. */
export function useClosureSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ClosureSettings): Promise<ClosureSettings> =>
      api.put('/api/admin/closures/settings', settings, { schema: closureSettingsSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: closuresQueryOptions().queryKey }),
  });
}
