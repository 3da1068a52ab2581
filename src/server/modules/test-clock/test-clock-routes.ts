// The test clock (TEST_CLOCK=true only): admins read the server's time and move it forward, running what falls due.
import {
  moveTestClockRequestSchema,
  moveTestClockResponseSchema,
  testClockResponseSchema,
} from '../../../contracts/test-clock';
import type { SettableClock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import type { TestClockSync } from './test-clock-store';

export function testClockRoutes(
  app: App,
  deps: { clock: SettableClock; jobs: Jobs; shared: TestClockSync },
): void {
  const { clock, jobs, shared } = deps;

  app.get(
    '/api/admin/test-clock',
    { config: { access: 'admin' }, schema: { response: { 200: testClockResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { now: clock.now().toISOString() };
    },
  );

  app.post(
    '/api/admin/test-clock',
    {
      config: { access: 'admin' },
      schema: { body: moveTestClockRequestSchema, response: { 200: moveTestClockResponseSchema } },
    },
    async (request) => {
      const target = new Date(request.body.now);
      const current = clock.now();
      if (target.getTime() < current.getTime()) {
        throw new AppError(
          'BAD_REQUEST',
          `The test clock only moves forward: it is already ${current.toISOString()}`,
          { now: 'must not be earlier than the current time' },
        );
      }
      const ran = await jobs.advanceTo(target, (instant) => clock.set(instant));
      await shared.publish();
      request.log.info({ now: target.toISOString(), ran: ran.length }, 'test clock moved');
      return { now: clock.now().toISOString(), ran: ran.length };
    },
  );
}
