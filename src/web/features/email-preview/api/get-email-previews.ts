// Every e-mail template rendered with sample data, from GET /api/email-templates/previews.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  emailTemplatePreviewsResponseSchema,
  type EmailTemplatePreviewsResponse,
} from '../../../../contracts/email';
import { api } from '../../../lib/api-client';

export function getEmailPreviews(signal?: AbortSignal): Promise<EmailTemplatePreviewsResponse> {
  return api.get('/api/email-templates/previews', { schema: emailTemplatePreviewsResponseSchema, signal });
}

export const emailPreviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['email-templates', 'previews'],
    queryFn: ({ signal }) => getEmailPreviews(signal),
  });

export function useEmailPreviews() {
  return useQuery(emailPreviewsQueryOptions());
}
