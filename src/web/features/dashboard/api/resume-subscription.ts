// POST /api/subscription/resume: undo a cancellation before the paid period ends.
import { useMutation } from '@tanstack/react-query';
import { subscriptionMessageSchema } from '../../../../contracts/subscription';
import { api } from '../../../lib/api-client';
import { useRefreshSubscription } from './get-subscription';

export function resumeSubscription() {
  return api.post('/api/subscription/resume', undefined, { schema: subscriptionMessageSchema });
}

export function useResumeSubscription() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: resumeSubscription, onSuccess: refresh });
}
