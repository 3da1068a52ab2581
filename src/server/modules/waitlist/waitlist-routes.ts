// POST /api/waitlist: anyone may join the waitlist for a launch phase.
import {
  WAITLIST_MISSING_MESSAGE,
  WAITLIST_NAME_LINK_MESSAGE,
  WAITLIST_TOO_MANY_MESSAGE,
  waitlistRequestSchema,
  waitlistResponseSchema,
} from '../../../contracts/waitlist';
import type { LaunchState } from '../../../contracts/launch';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { AppError } from '../../http/app-error';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';
import type { App } from '../../http/routing';
import { mailboxOf } from '../../../domain/mailbox';
import { joinWaitlist } from './waitlist-service';

/** Missing or invalid name and email get the spec's message; other mistakes keep the generic one. */
function toWaitlistError(error: Error): Error {
  if (!(error instanceof AppError) || !error.fields) return error;
  const keys = Object.keys(error.fields);
  if (!keys.includes('name') && !keys.includes('email')) return error;
  if (error.fields.name === WAITLIST_NAME_LINK_MESSAGE) {
    return new AppError('VALIDATION', WAITLIST_NAME_LINK_MESSAGE, error.fields);
  }
  return new AppError('VALIDATION', WAITLIST_MISSING_MESSAGE, error.fields);
}

export function waitlistRoutes(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    limiter: RateLimiter;
    limits: AbuseLimits;
    launch: { state(now: Date): Promise<LaunchState> };
  },
): void {
  const { limiter, limits } = deps;
  app.post(
    '/api/waitlist',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { body: waitlistRequestSchema, response: { 200: waitlistResponseSchema } },
    },
    async (request) => {
      if (request.validationError) throw toWaitlistError(request.validationError);
      // Each join mails an address nobody has verified: one client, and one mailbox, cannot make it a mail cannon.
      const perAddress = { limit: limits.waitlistJoinsPerAddressPerHour, windowMs: HOUR_MS };
      await limiter.take('waitlist:address', request.ip, perAddress, WAITLIST_TOO_MANY_MESSAGE);
      const perMailbox = { limit: limits.waitlistJoinsPerMailboxPerDay, windowMs: 24 * HOUR_MS };
      await limiter.take(
        'waitlist:mailbox',
        mailboxOf(request.body.email),
        perMailbox,
        WAITLIST_TOO_MANY_MESSAGE,
      );
      const now = deps.clock.now();
      // The confirmation says where the launch stands: full, or spots to take today.
      await joinWaitlist(deps.db, request.body, now, await deps.launch.state(now));
      return { success: true as const, message: "You're on the waitlist" };
    },
  );
}
