// Builds the whole server from its dependencies; main.ts passes the real ones, tests pass their own.
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { MailTransport } from './adapters/mail/mail-transport';
import type { PaymentGateway } from './adapters/payments/payment-gateway';
import { publicPaymentSettings } from './adapters/payments/payment-config';
import { createPaymentGateway } from './adapters/payments/select-payment-gateway';
import { databaseLedger } from './adapters/payments/sandbox-ledger';
import type { Clock, SettableClock } from './clock';
import type { Database } from './db/client';
import { noFaults, type Faults } from './faults';
import { createDatabaseOutage } from './db/outage';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerCompression } from './http/compression';
import { registerHostileTextCheck } from './http/hostile-text';
import { createIdempotencyStore, registerIdempotency } from './http/idempotency';
import { createRateLimiter } from './http/rate-limiter';
import { loggerOptions } from './http/log-redaction';
import { requireAccessPolicy, type App, type ZodTypeProvider } from './http/routing';
import { registerSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy } from './http/trust-proxy';
import { serializerCompiler, validatorCompiler } from './http/zod-schemas';
import { registerFairShare } from './http/fair-share';
import type { EntitlementCheck } from './modules/auth/access-control';
import { registerAuth } from './modules/auth/auth-module';
import { DEMO_ACCOUNT } from './modules/auth/operator-accounts';
import { userRepository } from './modules/auth/user-repository';
import { createJobs, type Jobs } from './jobs/jobs';
import { registerHousekeeping } from './jobs/housekeeping';
import { emailModule } from './modules/email/email-module';
import { healthRoutes } from './modules/health/health-routes';
import { launchRoutes } from './modules/launch/launch-routes';
import { createLaunchService } from './modules/launch/launch-service';
import { menuModule } from './modules/menu/menu-module';
import type { MenuService } from './modules/menu/menu-service';
import { auditLogRepository } from './modules/admin/audit-log-repository';
import { nutritionModule } from './modules/nutrition/nutrition-module';
import { catalogueFrom } from './modules/foods/food-catalogue';
import { foodsModule } from './modules/foods/foods-module';
import { createInsightRewriter } from './adapters/llm/insight-rewriter';
import type { LunchSource } from './modules/nutrition/log-service';
import { pageViewRoutes } from './modules/page-views/page-view-routes';
import { createPageViewService } from './modules/page-views/page-view-service';
import { adminModule } from './modules/admin/admin-module';
import { accountDataModule } from './modules/account-data/account-data-module';
import { statfsDiskSpace, type DiskSpace } from './adapters/disk/disk-space';
import type { AlertMonitor } from './modules/alerts/alert-monitor';
import { alertsModule } from './modules/alerts/alerts-module';
import type { BackupService } from './modules/backups/backup-service';
import { backupsModule } from './modules/backups/backups-module';
import { createMetrics, metricsRoute, registerHttpMetrics } from './modules/metrics/metrics-module';
import { billingModule } from './modules/billing/billing-module';
import { booksModule } from './modules/books/books-module';
import { checkoutModule } from './modules/checkout/checkout-module';
import { closuresModule } from './modules/closures/closures-module';
import { pricesModule } from './modules/prices/prices-module';
import { createPriceService } from './modules/prices/price-service';
import { creditModule } from './modules/credit/credit-module';
import { giftCardModule } from './modules/gift-cards/gift-card-module';
import { referralModule } from './modules/referrals/referral-module';
import { casesModule } from './modules/cases/cases-module';
import { ratingsModule } from './modules/ratings/ratings-module';
import { mealDayRepository, type MealDay } from './modules/subscriptions/meal-days';
import type { LocalDate } from '../domain/calendar';
import { ensureDemoSubscription } from './modules/subscriptions/demo-subscription';
import { subscriptionsModule } from './modules/subscriptions/subscriptions-module';
import { subscriptionRepository } from './modules/subscriptions/subscription-repository';
import { weekChoiceRepository } from './modules/subscriptions/week-choice-repository';
import { mondayOf } from '../domain/calendar';
import { testClockRoutes } from './modules/test-clock/test-clock-routes';
import { createTestClockSync } from './modules/test-clock/test-clock-store';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes';
import { createShownPricesKeeper } from './modules/web/shown-prices';
import { webRoutes } from './modules/web/web-routes';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** Overrides the logger (tests pass false or a stream). */
  logger?: FastifyServerOptions['logger'];
  /** Whether a user may use subscriber-only features; by default, an active or trialing subscription. */
  isEntitled?: EntitlementCheck;
  /** Overrides the payment gateway chosen from the Square settings (the sandbox without them). */
  paymentGateway?: PaymentGateway;
  /** Overrides the mail transport chosen from SMTP_URL (SMTP, else .eml files in DATA_DIR/mail). */
  mailTransport?: MailTransport;
  /** Test-only fault injection at the steps of a checkout (never given in production). */
  faults?: Faults;
  /** Whether the jobs runner polls once the app is ready; tests leave it off and run due jobs by hand. */
  startJobs?: boolean;
  /** Overrides how free space in DATA_DIR is read (statfs); tests fill a disk this way. */
  diskSpace?: DiskSpace;
  /** Whether the food catalogue is read when the app is ready (default) or on first use (tests). */
  warmFoodCatalogue?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work: handlers register here; tests call runDue(). */
    jobs: Jobs;
    /** The owner's alerts: the timer runs check() every minute with the jobs runner; tests call it. */
    alerts: AlertMonitor;
    /** Set on SIGTERM: health answers 503 "draining" and responses close their connection. */
    lifecycle: { draining: boolean };
  }
}

function isSettable(clock: Clock): clock is SettableClock {
  return 'set' in clock && 'offsetMs' in clock;
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, clock } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel, ...loggerOptions },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Stopping: a request that still arrives on an open connection is served (with Connection: close), not refused;
    // idle keep-alive connections are closed at once. See main.ts for the drain before it.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON only: without Fastify's text/plain parser, a JSON body sent as text/plain is a 415 that says
  // which type to send, rather than a string that fails validation as a 400.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireAccessPolicy(app);
  // One account of a database outage: requests answer 503 and the log says when it began and ended, once each.
  const outage = createDatabaseOutage(app.log);
  registerErrorHandling(app, outage);
  registerHostileTextCheck(app);
  registerSecurityHeaders(app, { square: config.payments?.environment });
  const lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  // While draining, each response closes its connection, so keep-alive clients reconnect (through the proxy, elsewhere).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
  // TEST_CLOCK: every instance on the database follows the one that moved the clock, before anything reads it.
  let clockSync: ReturnType<typeof createTestClockSync> | undefined;
  if (config.testClock) {
    if (!isSettable(clock)) throw new Error('TEST_CLOCK needs a settable clock');
    const sync = createTestClockSync(database.db, clock);
    // Out of reach, the database cannot have moved the clock: requests go on (health says the database is down, a
    // request that needs it answers 503 on its own).
    app.addHook('onRequest', async () => {
      try {
        await sync.sync();
      } catch (error) {
        if (!outage.failed(error)) throw error;
      }
    });
    clockSync = sync;
  }
  const metricsToken = config.operations.metricsToken;
  const metrics = metricsToken ? createMetrics(config.version) : undefined;
  if (metrics) registerHttpMetrics(app, metrics);
  // First: its access control must see every route registered after it.
  const isEntitled: EntitlementCheck =
    deps.isEntitled ?? ((userId) => subscriptionRepository(database.db).isEntitled(userId));
  // Shared by every instance: the counts live in the database.
  const limiter = createRateLimiter({ db: database.db, clock, secret: config.appSecret });
  // Routes for subscribers read entitlement with the caller's session (one query); a check given in deps wins.
  const auth = await registerAuth(app, {
    config,
    db: database.db,
    clock,
    limiter,
    isEntitled: deps.isEntitled,
  });

  // After auth, which names the caller: one account's requests take turns, so one cannot starve the others.
  registerFairShare(app, config.limits);
  // After auth: an idempotent answer is kept per caller.
  const idempotency = createIdempotencyStore({ db: database.db, clock });
  registerIdempotency(app, { store: idempotency, secret: config.appSecret });
  // After the hooks that read or keep an answer as it is (idempotency): compression is the last change to it.
  registerCompression(app);

  const jobs = createJobs({
    db: database.db,
    clock,
    log: app.log.child({ module: 'jobs' }),
    onRun: metrics ? (run) => metrics.jobRan(run) : undefined,
    beforePoll: clockSync?.sync,
    outage,
  });
  app.decorate('jobs', jobs);
  registerHousekeeping(jobs, {
    db: database.db,
    clock,
    prunables: { 'rate-limit windows': limiter, 'idempotency keys': idempotency },
  });

  healthRoutes(app, { database, outage, version: config.version, isDraining: () => lifecycle.draining });
  // The food catalogue: the day log's and the menu's recipes read the same foods.
  const catalogue = catalogueFrom(config.foodCatalogueFile);
  const menu = menuModule(app, {
    db: database.db,
    clock,
    findFood: (code) => catalogue().find(code),
    searchFoods: (query, limit) =>
      catalogue()
        .search(query, { limit })
        .map((r) => r.food),
    audit: (tx, entry, now) => auditLogRepository(tx).record(entry, now),
    eaters: (tx, monday) => subscriptionRepository(tx).eatersOf(monday),
  });
  pageViewRoutes(app, {
    pageViews: createPageViewService({
      db: database.db,
      clock,
      appSecret: config.appSecret,
      limiter,
      limits: config.limits,
    }),
  });
  // Spots left are the spots checkout would still sell: its own count, for the phase by the app's clock.
  const launch = createLaunchService({
    clock,
    launch: config.business.launch,
    capacity: config.checkout.capacity,
    heldSpots: (phase, now) => subscriptionRepository(database.db).countHeldSpots(phase, now),
  });
  launchRoutes(app, { launch });
  waitlistRoutes(app, { db: database.db, clock, limiter, limits: config.limits, launch });
  const mail = emailModule(app, {
    config,
    db: database.db,
    clock,
    transport: deps.mailTransport,
    jobs,
    sampleMenu: () => menu.sampleMenu(),
  });
  const gateway =
    deps.paymentGateway ?? createPaymentGateway(config.payments, databaseLedger({ db: database.db, clock }));
  const billing = billingModule(app, {
    config,
    db: database.db,
    clock,
    jobs,
    gateway,
    menuOf: (monday) => menu.menuLines(monday),
  });
  checkoutModule(app, {
    config,
    db: database.db,
    clock,
    jobs,
    gateway,
    limiter,
    faults: deps.faults ?? noFaults,
  });
  subscriptionsModule(app, {
    config,
    db: database.db,
    clock,
    jobs,
    gateway,
    renewals: billing,
    lunchOf: async (date, choice) => {
      const meal = await menu.mealOn(date, choice);
      return meal ? { name: meal.name, choice: meal.choiceLabel, ...meal.figures } : null;
    },
    choicesOn: async (date) =>
      ((await menu.lunchOn(date))?.choices ?? []).map(({ key, label }) => ({ key, label })),
  });
  // The day log and the foods know each other only through these two functions.
  const nutrition = nutritionModule(app, {
    db: database.db,
    clock,
    lunchOf: menuLunch(database.db, menu),
    rewriter: config.llm
      ? createInsightRewriter(config.llm, { log: app.log.child({ module: 'nutrition' }) })
      : undefined,
    isEntitled,
    foods: (userId, code) => foods.find(userId, code),
    foodsLogged: (userId) => foods.forget(userId),
  });
  const foods = foodsModule(app, {
    db: database.db,
    clock,
    catalogue,
    history: (userId) => nutrition.foodHistory(userId),
  });
  const admin = adminModule(app, {
    config,
    database,
    clock,
    gateway,
    jobs,
    lunchOn: (date) => menu.lunchOn(date),
    keepDays: () => menu.keepDays(),
  });
  creditModule(app, { db: database.db, clock });
  giftCardModule(app, {
    db: database.db,
    clock,
    jobs,
    gateway,
    limiter,
    faults: deps.faults ?? noFaults,
  });
  referralModule(app, { db: database.db, clock, jobs, limiter, appOrigin: config.appOrigin });
  closuresModule(app, { db: database.db, clock });
  // The prices the pages show: read from the database now and then, and again at once after a change made here.
  const shownPrices = createShownPricesKeeper(async () => {
    const { plans, salesTax } = await createPriceService({ db: database.db, clock }).planPrices();
    const priceOf = (planType: string) => plans.find((p) => p.planType === planType)?.priceCents ?? 0;
    return {
      weekly: priceOf('weekly'),
      monthly: priceOf('monthly'),
      taxRateBasisPoints: salesTax.rateBasisPoints,
      taxIncluded: salesTax.inclusive,
    };
  }, clock);
  pricesModule(app, { db: database.db, clock, onChanged: () => shownPrices.forget() });
  booksModule(app, { db: database.db, clock, onChanged: () => shownPrices.forget() });
  // Ratings and cases land on the dish the dated menu served that subscriber that day.
  const dishOf = async (meal: MealDay) => (await menu.mealOn(meal.day, meal.choice))?.name ?? 'Lunch';
  const mealOf = async (userId: number, day: LocalDate) => {
    const meal = await mealDayRepository(database.db).ofUser(userId, day);
    return meal ? { ...meal, dishName: await dishOf(meal) } : null;
  };
  ratingsModule(app, {
    config,
    db: database.db,
    clock,
    jobs,
    mealOf,
    eatersOn: async (day) =>
      Promise.all(
        (await mealDayRepository(database.db).eatersOn(day)).map(async (m) => ({
          ...m,
          dishName: await dishOf(m),
        })),
      ),
  });
  // Set once the alerts module exists (below): an allergy concern runs the owner's checks at once.
  let alertNow = () => {};
  casesModule(app, {
    db: database.db,
    clock,
    mealOf,
    refund: (actor, chargeId, input) => admin.refunds.refund(actor, chargeId, input),
    alertNow: () => alertNow(),
  });
  accountDataModule(app, {
    db: database.db,
    clock,
    checkPassword: auth.checkPassword,
    verifySecondFactor: (user, code) => auth.confirmsSecondFactor(user.id, code),
    trackerCsv: (userId) => nutrition.trackerCsv(userId),
  });
  const backups = backupsModule(app, { config, database, clock, jobs });
  const disk = deps.diskSpace ?? statfsDiskSpace;
  const alerts = alertsModule(app, {
    config,
    db: database.db,
    clock,
    backups: () => backups.state(),
    disk,
    writeToFile: mail.writeToFile,
    beforeCheck: clockSync?.sync,
    outage,
  });
  app.decorate('alerts', alerts);
  alertNow = () => {
    alerts.check().catch((error: unknown) => app.log.error({ err: error }, 'alert check failed'));
  };
  if (metrics && metricsToken) {
    metricsRoute(app, {
      metrics,
      token: metricsToken,
      maxAgeMs: config.operations.metricsMaxAgeMs,
      db: database.db,
      clock,
      backups: backupFigures(backups),
      disk,
      dataDir: config.dataDir,
    });
  }
  const demo = config.auth.seedDemo
    ? await userRepository(database.db).findByEmail(DEMO_ACCOUNT.email)
    : undefined;
  if (demo) {
    await ensureDemoSubscription({
      db: database.db,
      clock,
      gateway,
      business: config.business,
      account: { userId: demo.id, name: demo.name, email: demo.email, phone: demo.phone },
      log: app.log.child({ module: 'subscriptions' }),
    });
    // Like the rest of the demo, only where SEED_DEMO holds: the embedded database (config refuses it elsewhere).
    await nutrition.seedDemo(demo.id);
  }
  if (clockSync && isSettable(clock)) testClockRoutes(app, { clock, jobs, shared: clockSync });
  await webRoutes(app, {
    webDistDir: config.webDistDir,
    appOrigin: config.appOrigin,
    business: config.business,
    googleSignInEnabled: config.auth.google !== undefined,
    payments: publicPaymentSettings(config.payments),
    clock,
    prices: shownPrices,
  });

  // Every handler is registered by now: record the recurring schedules, then run due work in the background.
  app.addHook('onReady', async () => {
    // The first search should not wait for the catalogue to be read and indexed.
    if (deps.warmFoodCatalogue ?? true) catalogue();
    await jobs.ensureSchedules();
    await backups.state();
    if (deps.startJobs ?? true) {
      jobs.start();
      alerts.start();
    }
  });
  app.addHook('onClose', async () => {
    await alerts.stop();
    await jobs.stop();
  });

  return app;
}

/** The metrics' view of the backups' state. */
function backupFigures(backups: BackupService) {
  return async () => {
    const state = await backups.state();
    return {
      since: state.since,
      lastSuccessAt: state.lastSuccess?.at ?? null,
      lastSizeBytes: state.lastSuccess?.sizeBytes ?? null,
      lastFailureAt: state.lastFailure?.at ?? null,
    };
  };
}

/**
 * The tracker's lunch in one tap: the dated menu's lunch of that day with its dishes' numbers; on a day with a choice
 * of specials, the one the subscriber chose.
 */
function menuLunch(db: Database['db'], menu: MenuService): LunchSource {
  return async (userId, date) => {
    const day = await menu.lunchOn(date);
    if (!day) return null;
    let choice: string | null = null;
    if (day.choices.length > 0) {
      const subscription = await subscriptionRepository(db).findCurrentForUser(userId);
      const monday = mondayOf(date);
      const choices = subscription
        ? await weekChoiceRepository(db).fridaySpecials(subscription.id, [monday])
        : null;
      choice = choices?.get(monday) ?? null;
    }
    const meal = await menu.mealOn(date, choice);
    if (!meal) return null;
    const { calories, protein, carbs, fat, fiber } = meal.figures;
    return { name: meal.name, calories, protein, carbs, fat, fiber };
  };
}
