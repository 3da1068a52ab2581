// Puts ratings into the app (issue 44): the calls, the signed links and the Friday e-mail that asks for them. The
// meal of a day (orders, check-ins, the menu) is read through functions app.ts composes.
import type { AppConfig } from '../../config';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { ratingLinkKey } from './rating-link';
import { ratingRoutes } from './rating-routes';
import { createRatingService, type RatingService, type RatingServiceDeps } from './rating-service';

export function ratingsModule(
  app: App,
  deps: Omit<RatingServiceDeps, 'appOrigin' | 'linkKey'> & { config: AppConfig; jobs: Jobs },
): RatingService {
  const { config } = deps;
  const ratings = createRatingService({
    ...deps,
    appOrigin: config.appOrigin,
    linkKey: ratingLinkKey(config.appSecret),
  });
  deps.jobs.every(ratings.weeklyAskJob());
  ratingRoutes(app, { ratings, appOrigin: config.appOrigin, business: config.business });
  return ratings;
}
