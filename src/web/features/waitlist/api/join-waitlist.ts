// POST /api/waitlist from the browser, as a TanStack mutation.
import { useMutation } from '@tanstack/react-query';
import {
  waitlistResponseSchema,
  type WaitlistRequest,
  type WaitlistResponse,
} from '../../../../contracts/waitlist';
import { api } from '../../../lib/api-client';

export function joinWaitlist(request: WaitlistRequest): Promise<WaitlistResponse> {
  return api.post('/api/waitlist', request, { schema: waitlistResponseSchema });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
