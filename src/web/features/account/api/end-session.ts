// DELETE /api/account/sessions/{id} (one browser) and DELETE /api/account/sessions (every other one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionsEndedResponseSchema } from '../../../../contracts/account';
import { api } from '../../../lib/api-client';
import { sessionsQueryOptions } from './get-sessions';

/** One session by its id, or every other one (`{ others: true }`). */
export async function endSession(which: string | { others: true }): Promise<number> {
  const path =
    typeof which === 'object'
      ? '/api/account/sessions'
      : `/api/account/sessions/${encodeURIComponent(which)}`;
  return (await api.delete(path, { schema: sessionsEndedResponseSchema })).ended;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }),
  });
}
