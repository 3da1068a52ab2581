// POST /api/page-views: the app reports each page it shows, anonymously; a visit is one visitor's day.
import { createHmac } from 'node:crypto';
import { localDateOf } from '../../../domain/calendar';
import { pageViewRequestSchema } from '../../../contracts/page-views';
import type { App } from '../../http/routing';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { pageViewRepository } from './page-view-repository';

export function pageViewRoutes(app: App, deps: { db: Db; clock: Clock; appSecret: string }): void {
  const views = pageViewRepository(deps.db);
  // Keyed hashes: the table cannot be matched back to a browser id or an address without APP_SECRET.
  const key = createHmac('sha256', deps.appSecret).update('page-visits').digest();
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url').slice(0, 22);
  app.post(
    '/api/page-views',
    {
      config: { access: 'public' },
      schema: { body: pageViewRequestSchema },
    },
    async (request, reply) => {
      const at = deps.clock.now();
      await views.record({
        day: localDateOf(at),
        visitorHash: hash(`v:${request.body.visitorId}`),
        addressHash: hash(`a:${request.ip}`),
        path: request.body.path,
        at,
      });
      return reply.status(204).send();
    },
  );
}
