// POST /api/page-views: the app reports each page it shows, anonymously; a visit is one visitor's day.
import { pageViewRequestSchema } from '../../../contracts/page-views';
import type { App } from '../../http/routing';
import type { PageViewService } from './page-view-service';

export function pageViewRoutes(app: App, deps: { pageViews: PageViewService }): void {
  app.post(
    '/api/page-views',
    {
      config: { access: 'public' },
      schema: { body: pageViewRequestSchema },
    },
    async (request, reply) => {
      await deps.pageViews.record({ ...request.body, ip: request.ip });
      return reply.status(204).send();
    },
  );
}
