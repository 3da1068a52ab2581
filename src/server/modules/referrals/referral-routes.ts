// The referral calls: a subscriber's code, link and rewards; a friend's code checked at checkout; the owner's settings.
import {
  referralCheckRequestSchema,
  referralCheckResponseSchema,
  referralResponseSchema,
  referralSettingsSchema,
} from '../../../contracts/referrals';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { ReferralService } from './referral-service';

/** As many as coupon checks: a code is short, so checking them is limited per client address. */
const CHECKS_PER_ADDRESS_PER_HOUR = 30;

export function referralRoutes(app: App, deps: { referrals: ReferralService; limiter: RateLimiter }): void {
  const { referrals, limiter } = deps;

  app.get(
    '/api/referral',
    { config: { access: 'subscriber' }, schema: { response: { 200: referralResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return referrals.mine(callerOf(request).userId);
    },
  );

  app.post(
    '/api/validate-referral',
    {
      config: { access: 'public' },
      schema: { body: referralCheckRequestSchema, response: { 200: referralCheckResponseSchema } },
    },
    async (request) => {
      await limiter.take(
        'referral-check:address',
        request.ip,
        { limit: CHECKS_PER_ADDRESS_PER_HOUR, windowMs: HOUR_MS },
        'Too many requests from your network. Please wait a while and try again.',
      );
      return referrals.check(request.body);
    },
  );

  app.get(
    '/api/admin/referral-settings',
    { config: { access: 'admin' }, schema: { response: { 200: referralSettingsSchema } } },
    () => referrals.settings(),
  );

  app.put(
    '/api/admin/referral-settings',
    {
      config: { access: 'admin' },
      schema: { body: referralSettingsSchema, response: { 200: referralSettingsSchema } },
    },
    (request) => referrals.setSettings(callerOf(request), request.body),
  );
}
