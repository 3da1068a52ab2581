// GET /api/admin/email-logs: one page of the e-mail log, newest first (spec sections 2, 3 and 7).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { emailLogsResponseSchema, type EmailLog, type EmailLogsQuery } from '../../../../contracts/admin';
import { getPage, queryString, type Page } from './paged';

export const EMAIL_LOGS_LOAD_FAILED_MESSAGE = 'Failed to fetch email logs';

export function getEmailLogs(query: EmailLogsQuery, signal?: AbortSignal): Promise<Page<EmailLog>> {
  return getPage(`/api/admin/email-logs${queryString({ ...query })}`, emailLogsResponseSchema, signal);
}

/** The key every e-mail log page shares, so one invalidation refetches them all (after a newsletter). */
export const EMAIL_LOGS_KEY = ['admin', 'email-logs'] as const;

export const emailLogsQueryOptions = (query: EmailLogsQuery) =>
  queryOptions({
    queryKey: [...EMAIL_LOGS_KEY, query],
    queryFn: ({ signal }) => getEmailLogs(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEmailLogs(query: EmailLogsQuery) {
  return useQuery(emailLogsQueryOptions(query));
}
