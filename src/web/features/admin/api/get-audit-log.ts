// GET /api/admin/audit-log: one page of what admins changed, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogResponseSchema, type AuditLogEntry, type AuditLogQuery } from '../../../../contracts/admin';
import { getPage, queryString, type Page } from './paged';

export const AUDIT_LOAD_FAILED_MESSAGE = 'Failed to fetch the audit log';

export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal): Promise<Page<AuditLogEntry>> {
  return getPage(`/api/admin/audit-log${queryString({ ...query })}`, auditLogResponseSchema, signal);
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', query],
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query));
}
