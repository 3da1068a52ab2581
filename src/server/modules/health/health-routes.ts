// GET /api/health: is the server up and does the database answer.
import { healthResponseSchema } from '../../../contracts/health';
import type { App } from '../../http/routing';
import type { Database } from '../../db/client';

export function healthRoutes(app: App, deps: { database: Database; version: string }): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const dbOk = await deps.database.ping();
      return reply
        .status(dbOk ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: dbOk ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'down', version: deps.version });
    },
  );
}
