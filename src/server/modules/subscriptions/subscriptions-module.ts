// Puts subscribing and paying into the app: checkout and its reconcile job, the subscriber's own calls, the routes.
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { createCardUpdateService, type RenewalRetrier } from './card-update-service';
import { checkoutRoutes } from './checkout-routes';
import { createCheckoutService } from './checkout-service';
import { checkoutHousekeeping } from './checkout-housekeeping';
import { createPickupCalendarService } from './pickup-calendar-service';
import { subscriptionRoutes } from './subscription-routes';
import { createSubscriptionService } from './subscription-service';
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
  },
): void {
  const log = app.log.child({ module: 'subscriptions' });
  const checkout = createCheckoutService({ ...deps, log });
  deps.jobs.define(checkout.reconcileJob());
  deps.jobs.every(checkoutHousekeeping(deps));
  checkoutRoutes(app, { checkout });
  subscriptionRoutes(app, {
    subscriptions: createSubscriptionService(deps),
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
