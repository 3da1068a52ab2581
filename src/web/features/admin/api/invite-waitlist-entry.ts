// POST /api/admin/waitlist/:id/invite: holds one spot for that address for 7 days and e-mails the invitation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteResponseSchema, type InviteResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { WAITLIST_KEY } from './get-waitlist';

export function inviteWaitlistEntry(id: number): Promise<InviteResponse> {
  return api.post(`/api/admin/waitlist/${id}/invite`, undefined, { schema: inviteResponseSchema });
}

export function useInviteWaitlistEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteWaitlistEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
  });
}
