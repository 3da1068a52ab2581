// /api/account/sessions and /api/account/password: the signed-in person sees and ends their sessions (issue 21).
import {
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  sessionsEndedResponseSchema,
} from '../../../contracts/account';
import type { App } from '../../http/routing';
import { callerOf } from './access-control';
import type { AccountSessionsService } from './account-sessions-service';

export function accountSessionsRoutes(app: App, deps: { sessions: AccountSessionsService }): void {
  const { sessions } = deps;
  app.get(
    '/api/account/sessions',
    { config: { access: 'user' }, schema: { response: { 200: accountSessionsResponseSchema } } },
    async (request) => ({ sessions: await sessions.list(callerOf(request)) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      config: { access: 'user' },
      schema: { params: accountSessionParamsSchema, response: { 200: sessionsEndedResponseSchema } },
    },
    async (request) => {
      await sessions.end(callerOf(request), request.params.id);
      return { ended: 1 };
    },
  );

  app.delete(
    '/api/account/sessions',
    { config: { access: 'user' }, schema: { response: { 200: sessionsEndedResponseSchema } } },
    async (request) => ({ ended: await sessions.endOthers(callerOf(request)) }),
  );

  app.post(
    '/api/account/password',
    {
      config: { access: 'user' },
      schema: { body: changePasswordRequestSchema, response: { 200: changePasswordResponseSchema } },
    },
    async (request) => {
      const ended = await sessions.changePassword(callerOf(request), request.body);
      return { message: 'Your password has been changed.', ended };
    },
  );
}
