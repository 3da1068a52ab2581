// GET /api/menu: the week's lunches for the landing page, cacheable by browsers for five minutes.
import { menuResponseSchema } from '../../../contracts/menu';
import type { App } from '../../http/routing';
import { WEEKLY_MENU } from './weekly-menu';

export function menuRoutes(app: App): void {
  app.get(
    '/api/menu',
    {
      config: { access: 'public' },
      schema: { response: { 200: menuResponseSchema } },
    },
    async (_request, reply) => {
      return reply.header('cache-control', 'public, max-age=300').send({ days: [...WEEKLY_MENU] });
    },
  );
}
