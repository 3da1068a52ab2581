// What an e-mailed password link is for (issue 41): the page says "Create your password" or "Welcome to the team"
// instead of a reset's words. It answers the holder of a usable link only, and with the kind alone.
import { INVALID_RESET_LINK_MESSAGE, type PasswordLinkKind } from '../../../contracts/auth';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { authTokenRepository } from './auth-token-repository';
import { hashLinkToken } from './email-link-tokens';
import { userRepository } from './user-repository';

export function createPasswordLinkService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** The link's kind; an unknown, used or expired token is the same 400 as resetting with it. */
    async kindOf(token: string): Promise<PasswordLinkKind> {
      const link = await authTokenRepository(db).findUsable(hashLinkToken(token), clock.now());
      const user = link ? await userRepository(db).findById(link.userId) : undefined;
      if (!link || !user) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
      if (link.purpose === 'password-reset') return 'password-reset';
      // The same account-setup link is e-mailed after checkout and with a team invitation: the account says which.
      return user.role === 'subscriber' ? 'account-setup' : 'team-invitation';
    },
  };
}

export type PasswordLinkService = ReturnType<typeof createPasswordLinkService>;
