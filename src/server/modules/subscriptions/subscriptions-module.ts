// Puts a subscription's life after checkout into the app: the subscriber's own calls (plan, card, weeks, calendar).
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { createCardUpdateService, type RenewalRetrier } from './card-update-service';
import { createPickupCalendarService, type PickupLunch } from './pickup-calendar-service';
import { subscriptionRoutes } from './subscription-routes';
import { createSubscriptionService } from './subscription-service';
import type { DayChoices } from './subscription-view';
import { createWeekChangesService } from './week-changes-service';

export function subscriptionsModule(
  app: App,
  deps: {
    config: AppConfig;
    db: Db;
    clock: Clock;
    jobs: Jobs;
    gateway: PaymentGateway;
    /** Billing's retry of a declined renewal, for a card update. */
    renewals: RenewalRetrier;
    /** A day's lunch from the dated menu, for the pickup calendar. */
    lunchOf: PickupLunch;
    /** The choices of specials a day's menu offers, which a Friday pick must be one of. */
    choicesOn: DayChoices;
  },
): void {
  const log = app.log.child({ module: 'subscriptions' });
  const subscriptions = createSubscriptionService(deps);
  deps.jobs.define(subscriptions.upgradeReconcileJob());
  subscriptionRoutes(app, {
    subscriptions,
    weeks: createWeekChangesService(deps),
    cards: createCardUpdateService(deps),
    calendar: createPickupCalendarService({
      ...deps,
      appOrigin: deps.config.appOrigin,
      business: deps.config.business,
    }),
  });
  log.debug({ gateway: deps.gateway.kind }, 'payments ready');
}
