// The owner's closed days: list (with the usual holidays suggested), close a day or a range, reopen one.
import {
  closureParamsSchema,
  closureSettingsSchema,
  closuresResponseSchema,
  createClosureRequestSchema,
  createClosureResponseSchema,
} from '../../../contracts/closures';
import { adminMessageResponseSchema } from '../../../contracts/admin';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { ClosureService } from './closure-service';

const admin = { access: 'admin' } as const;

export function closureRoutes(app: App, closures: ClosureService): void {
  app.get(
    '/api/admin/closures',
    { config: admin, schema: { response: { 200: closuresResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return closures.list();
    },
  );

  app.post(
    '/api/admin/closures',
    {
      config: admin,
      schema: { body: createClosureRequestSchema, response: { 200: createClosureResponseSchema } },
    },
    async (request) => closures.close(callerOf(request), request.body),
  );

  app.put(
    '/api/admin/closures/settings',
    { config: admin, schema: { body: closureSettingsSchema, response: { 200: closureSettingsSchema } } },
    async (request) => closures.setSettings(callerOf(request), request.body),
  );

  app.delete(
    '/api/admin/closures/:id',
    { config: admin, schema: { params: closureParamsSchema, response: { 200: adminMessageResponseSchema } } },
    async (request) => closures.reopen(callerOf(request), request.params.id),
  );
}
