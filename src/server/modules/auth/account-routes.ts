// GET /api/user/profile for the signed-in user, and the admin's "sign this user out everywhere".
import { revokedSessionsResponseSchema, userSessionsParamsSchema } from '../../../contracts/auth';
import { userProfileSchema } from '../../../contracts/user-profile';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { callerOf } from './access-control';
import type { SessionService } from './session-service';
import { userRepository } from './user-repository';

const orNull = (value: string | null) => (value?.trim() ? value : null);

export function accountRoutes(app: App, deps: { db: Db; sessions: SessionService }): void {
  app.get(
    '/api/user/profile',
    { config: { access: 'user' }, schema: { response: { 200: userProfileSchema } } },
    // The access hook has just read the user with the session: no second read.
    (request) => {
      const user = callerOf(request);
      return {
        name: user.name,
        email: user.email,
        username: orNull(user.username),
        phone: orNull(user.phone),
        address: orNull(user.address),
      };
    },
  );

  app.delete(
    '/api/admin/users/:userId/sessions',
    {
      config: { access: 'admin' },
      schema: { params: userSessionsParamsSchema, response: { 200: revokedSessionsResponseSchema } },
    },
    async (request) => {
      const user = await userRepository(deps.db).findById(request.params.userId);
      if (!user) throw new AppError('NOT_FOUND', 'No such user');
      return { revoked: await deps.sessions.endAllFor(user.id) };
    },
  );
}
