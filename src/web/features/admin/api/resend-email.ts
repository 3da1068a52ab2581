// POST /api/admin/email-logs/:id/resend: a failed e-mail queued again as a new log row.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendEmailResponseSchema, type ResendEmailResponse } from '../../../../contracts/admin';
import { api } from '../../../lib/api-client';
import { EMAIL_LOGS_KEY } from './get-email-logs';

export function resendEmail(id: number): Promise<ResendEmailResponse> {
  return api.post(`/api/admin/email-logs/${id}/resend`, undefined, { schema: resendEmailResponseSchema });
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_LOGS_KEY }),
  });
}
