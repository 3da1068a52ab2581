// Puts billing into the app: the Friday-noon renewal run, retries of declined renewals, period close and reminders.
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import type { LocalDate } from '../../../domain/calendar';
import type { MenuLine } from '../email/email-templates';
import { createBillingService, type BillingService } from './billing-service';

export function billingModule(
  app: App,
  deps: {
    config: AppConfig;
    db: Db;
    clock: Clock;
    jobs: Jobs;
    gateway: PaymentGateway;
    menuOf: (monday: LocalDate) => Promise<MenuLine[]>;
  },
): BillingService {
  const billing = createBillingService({
    db: deps.db,
    clock: deps.clock,
    gateway: deps.gateway,
    appOrigin: deps.config.appOrigin,
    log: app.log.child({ module: 'billing' }),
    menuOf: deps.menuOf,
  });
  deps.jobs.every(billing.fridayJob());
  deps.jobs.define(billing.retryJob());
  deps.jobs.define(billing.tryReconcileJob());
  deps.jobs.every(billing.periodCloseJob());
  deps.jobs.every(billing.reminderJob());
  return billing;
}
