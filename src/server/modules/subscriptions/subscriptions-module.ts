// Puts subscribing and paying into the app: the checkout service, its reconcile job and the routes.
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { checkoutRoutes } from './checkout-routes';
import { createCheckoutService } from './checkout-service';
import { checkoutHousekeeping } from './checkout-housekeeping';
import { subscriptionRoutes } from './subscription-routes';

export function subscriptionsModule(
  app: App,
  deps: { config: AppConfig; db: Db; clock: Clock; jobs: Jobs; gateway: PaymentGateway },
): void {
  const log = app.log.child({ module: 'subscriptions' });
  const checkout = createCheckoutService({ ...deps, log });
  deps.jobs.define(checkout.reconcileJob());
  deps.jobs.every(checkoutHousekeeping(deps));
  checkoutRoutes(app, { checkout });
  subscriptionRoutes(app, { db: deps.db });
  log.debug({ gateway: deps.gateway.kind }, 'payments ready');
}
