// POST /api/waitlist: anyone may join the waitlist for a launch phase.
import {
  WAITLIST_MISSING_MESSAGE,
  waitlistRequestSchema,
  waitlistResponseSchema,
} from '../../../contracts/waitlist';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { joinWaitlist } from './waitlist-service';

/** Missing or invalid name and email get the spec's message; other mistakes keep the generic one. */
function toWaitlistError(error: Error): Error {
  if (!(error instanceof AppError) || !error.fields) return error;
  const keys = Object.keys(error.fields);
  if (!keys.includes('name') && !keys.includes('email')) return error;
  return new AppError('VALIDATION', WAITLIST_MISSING_MESSAGE, error.fields);
}

export function waitlistRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  app.post(
    '/api/waitlist',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { body: waitlistRequestSchema, response: { 200: waitlistResponseSchema } },
    },
    async (request) => {
      if (request.validationError) throw toWaitlistError(request.validationError);
      await joinWaitlist(deps.db, request.body, deps.clock.now());
      return { success: true as const, message: "You're on the waitlist" };
    },
  );
}
