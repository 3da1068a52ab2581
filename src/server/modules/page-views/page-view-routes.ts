// POST /api/page-views: the app reports each page it shows, anonymously.
import { pageViewRequestSchema } from '../../../contracts/page-views';
import type { App } from '../../http/routing';
import type { Db } from '../../db/client';
import type { Clock } from '../../clock';
import { pageViewRepository } from './page-view-repository';

export function pageViewRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  const views = pageViewRepository(deps.db);
  app.post(
    '/api/page-views',
    {
      config: { access: 'public' },
      schema: { body: pageViewRequestSchema },
    },
    async (request, reply) => {
      await views.record({ ...request.body, viewedAt: deps.clock.now() });
      return reply.status(204).send();
    },
  );
}
