// Puts referrals into the app (issue 44): the calls and the daily job that rewards referrers by the app's clock.
import { dailyAt } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { RateLimiter } from '../../http/rate-limiter';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { referralRoutes } from './referral-routes';
import { createReferralService } from './referral-service';

export const REFERRAL_REWARD_JOB = 'referrals.reward';

export function referralModule(
  app: App,
  deps: { db: Db; clock: Clock; jobs: Jobs; limiter: RateLimiter; appOrigin: string },
): void {
  const referrals = createReferralService(deps);
  deps.jobs.every({
    name: REFERRAL_REWARD_JOB,
    // Friday's pickup window closes at 2:00 PM: a first week has ended by 3:00 PM.
    every: dailyAt(15, 0),
    catchUp: 'latest',
    async run() {
      const { rewarded, refused } = await referrals.rewardDue();
      return { outcome: `rewarded ${rewarded}, refused ${refused}` };
    },
  });
  referralRoutes(app, { referrals, limiter: deps.limiter });
}
