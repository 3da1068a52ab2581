// POST /api/test-email-templates: a copy of every template to one address (admins only), as a TanStack mutation.
import { useMutation } from '@tanstack/react-query';
import {
  testEmailTemplatesResponseSchema,
  type TestEmailTemplatesRequest,
  type TestEmailTemplatesResponse,
} from '../../../../contracts/email';
import { api } from '../../../lib/api-client';

export function sendTestEmails(request: TestEmailTemplatesRequest): Promise<TestEmailTemplatesResponse> {
  return api.post('/api/test-email-templates', request, { schema: testEmailTemplatesResponseSchema });
}

export function useSendTestEmails() {
  return useMutation({ mutationFn: sendTestEmails });
}
