// GET /api/health: is the server up, does the database answer, and is it taking requests (not stopping).
import { healthResponseSchema } from '../../../contracts/health';
import type { App } from '../../http/routing';
import type { Database } from '../../db/client';
import type { DatabaseOutage } from '../../db/outage';

export function healthRoutes(
  app: App,
  deps: { database: Database; outage: DatabaseOutage; version: string; isDraining: () => boolean },
): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const dbOk = await deps.database.ping();
      if (dbOk) deps.outage.answered();
      const draining = deps.isDraining();
      return reply
        .status(dbOk && !draining ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: draining ? 'draining' : dbOk ? 'ok' : 'degraded',
          db: dbOk ? 'ok' : 'down',
          version: deps.version,
        });
    },
  );
}
