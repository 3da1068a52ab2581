// POST /api/admin/send-newsletter: the newsletter to every live subscriber; the e-mail log is refetched (spec 7).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sendNewsletterResponseSchema,
  type SendNewsletterRequest,
  type SendNewsletterResponse,
} from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { EMAIL_LOGS_KEY } from './get-email-logs';

export function sendNewsletter(request: SendNewsletterRequest): Promise<SendNewsletterResponse> {
  return api.post('/api/admin/send-newsletter', request, { schema: sendNewsletterResponseSchema });
}

export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNewsletter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_LOGS_KEY }),
  });
}
