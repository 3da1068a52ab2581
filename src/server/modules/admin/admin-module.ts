// Puts the admin back office into the app: its services and routes, for owners only except the kitchen's (the team).
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { createAdminStatsService } from './admin-stats-service';
import { adminOfficeRoutes } from './admin-office-routes';
import { createCouponAdminService } from './coupon-admin-service';
import { createEmailAdminService } from './email-admin-service';
import { operatorRoutes } from './operator-routes';
import { createRefundService, type RefundService } from './refund-service';
import { createWaitlistAdminService } from './waitlist-admin-service';
import { createKitchenService, type KitchenLunchOn } from './kitchen-service';
import { kitchenRoutes } from './kitchen-routes';
import { createPickupCodes } from './pickup-codes';
import { createSettingsService } from './settings-service';
import { createSubscriberAdminService } from './subscriber-admin-service';
import { createTeamService } from './team-service';
import { teamRoutes } from './team-routes';

export interface AdminModuleDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  gateway: PaymentGateway;
  jobs: Jobs;
  /** The dated menu's lunch of a day (the menu module's), for the roster and production. */
  lunchOn: KitchenLunchOn;
  /** "Keep refrigerated; eat within N days" on the labels (a menu setting). */
  keepDays: () => Promise<number>;
}

/** What other modules use of the back office (composed in app.ts): the refund flow. */
export function adminModule(app: App, deps: AdminModuleDeps): { refunds: RefundService } {
  const { config, database, clock, gateway } = deps;
  const db = database.db;
  const refunds = createRefundService({ db, clock, gateway });
  deps.jobs.define(refunds.reconcileJob());
  const pickupCodes = createPickupCodes(config.appSecret);
  adminOfficeRoutes(app, {
    db,
    clock,
    stats: createAdminStatsService({ db, clock }),
    subscribers: createSubscriberAdminService({ db, clock, pickupCodes }),
    email: createEmailAdminService({ db, clock }),
    settings: createSettingsService({ config, database, clock, gateway }),
  });
  kitchenRoutes(
    app,
    createKitchenService({
      db,
      clock,
      pickupCodes,
      lunchOn: deps.lunchOn,
      labels: {
        keepDays: deps.keepDays,
        business: { name: 'Tiffin Fit', address: config.business.pickup.address },
      },
    }),
  );
  operatorRoutes(app, {
    waitlist: createWaitlistAdminService({ db, clock, config }),
    coupons: createCouponAdminService({ db, clock }),
    refunds,
  });
  teamRoutes(
    app,
    createTeamService({
      db,
      clock,
      appOrigin: config.appOrigin,
      serverOwnerEmail: config.auth.admin?.email,
    }),
  );
  return { refunds };
}
