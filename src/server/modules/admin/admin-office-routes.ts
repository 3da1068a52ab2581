// The spec's admin calls and the office tools: stats, subscribers, e-mail, newsletter, settings, audit log.
import { revokedSessionsResponseSchema, userSessionsParamsSchema } from '../../../contracts/auth';
import {
  adminIdParamsSchema,
  adminSettingsSchema,
  adminStatsSchema,
  adminSubscriberDetailSchema,
  adminSubscribersResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  emailLogsQuerySchema,
  emailLogsResponseSchema,
  freeTrialRequestSchema,
  freeTrialResponseSchema,
  resendEmailResponseSchema,
  sendNewsletterRequestSchema,
  sendNewsletterResponseSchema,
  signOutEverywhereResponseSchema,
  subscribersCsvQuerySchema,
  subscribersQuerySchema,
  TOTAL_COUNT_HEADER,
} from '../../../contracts/admin';
import { localDateOf } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { createAdminStatsService } from './admin-stats-service';
import { auditLogRepository } from './audit-log-repository';
import type { Db } from '../../db/client';
import type { createEmailAdminService } from './email-admin-service';
import type { createSettingsService } from './settings-service';
import { subscriberDirectory, subscribersCsv } from './subscriber-directory';
import type { createSubscriberAdminService } from './subscriber-admin-service';

export interface AdminOfficeDeps {
  db: Db;
  clock: Clock;
  stats: ReturnType<typeof createAdminStatsService>;
  subscribers: ReturnType<typeof createSubscriberAdminService>;
  email: ReturnType<typeof createEmailAdminService>;
  settings: ReturnType<typeof createSettingsService>;
}

const admin = { access: 'admin' } as const;
const pageOf = (q: { page: number; pageSize: number }) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

export function adminOfficeRoutes(app: App, deps: AdminOfficeDeps): void {
  app.get(
    '/api/admin/stats',
    { config: admin, schema: { response: { 200: adminStatsSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.stats.stats();
    },
  );

  app.get(
    '/api/admin/subscribers',
    {
      config: admin,
      schema: { querystring: subscribersQuerySchema, response: { 200: adminSubscribersResponseSchema } },
    },
    async (request, reply) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await subscriberDirectory(deps.db).page(filter, pageOf({ page, pageSize }));
      reply.header(TOTAL_COUNT_HEADER, String(total)).header('cache-control', 'no-store');
      return rows;
    },
  );

  app.get(
    '/api/admin/subscribers.csv',
    { config: admin, schema: { querystring: subscribersCsvQuerySchema } },
    async (request, reply) => {
      const rows = await subscriberDirectory(deps.db).list(request.query, { limit: null, offset: 0 });
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="tiffin-fit-subscribers-${localDateOf(deps.clock.now())}.csv"`,
        )
        .header('cache-control', 'no-store')
        .header(TOTAL_COUNT_HEADER, String(rows.length));
      return subscribersCsv(rows);
    },
  );

  app.get(
    '/api/admin/subscribers/:id',
    {
      config: admin,
      schema: { params: adminIdParamsSchema, response: { 200: adminSubscriberDetailSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.subscribers.detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/subscribers/:id/sign-out',
    {
      config: admin,
      schema: { params: adminIdParamsSchema, response: { 200: signOutEverywhereResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      revoked: await deps.subscribers.signOutEverywhere(callerOf(request), request.params.id),
    }),
  );

  // The accounts issue's name for the same action: one implementation, audited like the other.
  app.delete(
    '/api/admin/users/:userId/sessions',
    {
      config: admin,
      schema: { params: userSessionsParamsSchema, response: { 200: revokedSessionsResponseSchema } },
    },
    async (request) => ({
      revoked: await deps.subscribers.signOutEverywhere(callerOf(request), request.params.userId),
    }),
  );

  app.post(
    '/api/admin/subscribers/:id/free-trial',
    {
      config: admin,
      schema: {
        params: adminIdParamsSchema,
        body: freeTrialRequestSchema,
        response: { 200: freeTrialResponseSchema },
      },
    },
    async (request) => deps.subscribers.grantTrial(callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/email-logs',
    {
      config: admin,
      schema: { querystring: emailLogsQuerySchema, response: { 200: emailLogsResponseSchema } },
    },
    async (request, reply) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await deps.email.logs(filter, pageOf({ page, pageSize }));
      reply.header(TOTAL_COUNT_HEADER, String(total)).header('cache-control', 'no-store');
      return rows;
    },
  );

  app.post(
    '/api/admin/email-logs/:id/resend',
    { config: admin, schema: { params: adminIdParamsSchema, response: { 200: resendEmailResponseSchema } } },
    async (request) => ({
      success: true as const,
      message: 'The e-mail is queued to be sent again.',
      email: await deps.email.resend(callerOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/admin/send-newsletter',
    {
      config: admin,
      schema: { body: sendNewsletterRequestSchema, response: { 200: sendNewsletterResponseSchema } },
    },
    async (request) => deps.email.sendNewsletter(callerOf(request), request.body),
  );

  app.get(
    '/api/admin/settings',
    { config: admin, schema: { response: { 200: adminSettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.settings.settings();
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      config: admin,
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } },
    },
    async (request, reply) => {
      const { page, pageSize, ...filter } = request.query;
      const { rows, total } = await auditLogRepository(deps.db).list(filter, pageOf({ page, pageSize }));
      reply.header(TOTAL_COUNT_HEADER, String(total)).header('cache-control', 'no-store');
      return rows.map((r) => ({
        id: r.id,
        actorUserId: r.actorUserId,
        actorEmail: r.actorEmail,
        action: r.action,
        entityType: r.entityType,
        entityId: r.entityId,
        subjectEmail: r.subjectEmail,
        detail: r.detail,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  );
}
