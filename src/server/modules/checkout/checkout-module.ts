// Puts checkout into the app: the spec's calls, the job that finishes each attempt, and the nightly upkeep.
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { Faults } from '../../faults';
import type { RateLimiter } from '../../http/rate-limiter';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { checkoutHousekeeping } from './checkout-housekeeping';
import { checkoutReconcileJob } from './checkout-reconciler';
import { checkoutRoutes } from './checkout-routes';
import { createCheckoutService } from './checkout-service';

export function checkoutModule(
  app: App,
  deps: {
    config: AppConfig;
    db: Db;
    clock: Clock;
    jobs: Jobs;
    gateway: PaymentGateway;
    limiter: RateLimiter;
    faults: Faults;
  },
): void {
  const log = app.log.child({ module: 'checkout' });
  const checkout = createCheckoutService({ ...deps, log });
  deps.jobs.define(checkoutReconcileJob({ payments: checkout.payments, clock: deps.clock }));
  deps.jobs.every(checkoutHousekeeping(deps));
  checkoutRoutes(app, { checkout });
  log.debug({ gateway: deps.gateway.kind }, 'checkout ready');
}
