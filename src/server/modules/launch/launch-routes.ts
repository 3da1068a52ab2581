// GET /api/launch: anyone may ask where the launch stands (the waitlist, subscribe and landing pages do).
import { launchStateSchema } from '../../../contracts/launch';
import type { App } from '../../http/routing';
import type { LaunchService } from './launch-service';

export function launchRoutes(app: App, deps: { launch: LaunchService }): void {
  app.get(
    '/api/launch',
    { config: { access: 'public' }, schema: { response: { 200: launchStateSchema } } },
    async (_request, reply) => {
      // Spots change with every signup: never from a cache.
      reply.header('cache-control', 'no-store');
      return deps.launch.state();
    },
  );
}
