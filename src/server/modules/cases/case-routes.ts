// Cases' calls: the subscriber reports and reads their cases; the owner's queue, a case, replies and resolution.
import {
  adminCaseResponseSchema,
  adminCaseSchema,
  adminCasesResponseSchema,
  caseParamsSchema,
  caseReplyRequestSchema,
  casesResponseSchema,
  createCaseRequestSchema,
  createCaseResponseSchema,
  resolveCaseRequestSchema,
} from '../../../contracts/cases';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { CaseService } from './case-service';

const admin = { access: 'admin' } as const;
/** A phone photo as a data URL, with the rest of the report. */
const REPORT_BODY_LIMIT = 12 * 1024 * 1024;

export function caseRoutes(app: App, cases: CaseService): void {
  app.post(
    '/api/cases',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: { access: 'user' },
      schema: { body: createCaseRequestSchema, response: { 201: createCaseResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await cases.create(callerOf(request), request.body)),
  );

  app.get(
    '/api/cases',
    { config: { access: 'user' }, schema: { response: { 200: casesResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cases.list(callerOf(request));
    },
  );

  app.get(
    '/api/admin/cases',
    { config: admin, schema: { response: { 200: adminCasesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return cases.queue();
    },
  );

  app.get(
    '/api/admin/cases/:id',
    { config: admin, schema: { params: caseParamsSchema, response: { 200: adminCaseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cases.detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/cases/:id/replies',
    {
      config: admin,
      schema: {
        params: caseParamsSchema,
        body: caseReplyRequestSchema,
        response: { 200: adminCaseResponseSchema },
      },
    },
    async (request) => cases.reply(callerOf(request), request.params.id, request.body.message),
  );

  app.post(
    '/api/admin/cases/:id/resolve',
    {
      config: admin,
      schema: {
        params: caseParamsSchema,
        body: resolveCaseRequestSchema,
        response: { 200: adminCaseResponseSchema },
      },
    },
    async (request) => cases.resolve(callerOf(request), request.params.id, request.body),
  );
}
