// GET and PATCH /api/user/profile for the signed-in user.
import {
  updateProfileRequestSchema,
  userProfileSchema,
  type UserProfile,
} from '../../../contracts/user-profile';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { callerOf } from './access-control';
import { userRepository, type UserRow } from './user-repository';

const orNull = (value: string | null | undefined) => (value?.trim() ? value : null);

function profileOf(
  user: Pick<UserRow, 'name' | 'email' | 'username' | 'phone' | 'address'> | undefined,
): UserProfile {
  if (!user) throw new AppError('NOT_FOUND', 'Account not found');
  return {
    name: user.name,
    email: user.email,
    username: orNull(user.username),
    phone: orNull(user.phone),
    address: orNull(user.address),
  };
}

export function accountRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  app.get(
    '/api/user/profile',
    { config: { access: 'user' }, schema: { response: { 200: userProfileSchema } } },
    // The access hook has just read the user with the session: no second read.
    (request) => profileOf(callerOf(request)),
  );

  app.patch(
    '/api/user/profile',
    {
      config: { access: 'user' },
      schema: { body: updateProfileRequestSchema, response: { 200: userProfileSchema } },
    },
    async (request) => {
      const users = userRepository(deps.db);
      const { userId } = callerOf(request);
      const { name, phone, address } = request.body;
      await users.update(
        userId,
        {
          name,
          ...(phone !== undefined && { phone: orNull(phone) }),
          ...(address !== undefined && { address: orNull(address) }),
        },
        deps.clock.now(),
      );
      return profileOf(await users.findById(userId));
    },
  );
}
