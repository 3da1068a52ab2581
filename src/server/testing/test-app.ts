// Builds the real app on a fresh test database, with a settable clock and quiet logs.
import { buildApp, type AppDeps } from '../app';
import { fixedClock } from '../clock';
import type { AppConfig } from '../config';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { DEFAULT_BUSINESS } from '../../contracts/site-config';
import type { Database } from '../db/client';
import type { App } from '../http/routing';
import { createTestDatabase } from './test-database';
import { testAuthConfig } from '../modules/auth/auth-config';
import { testMailConfig } from '../modules/email/mail-config';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent-test-data-dir',
    embeddedSharedBuffersMb: 32,
    databaseUrl: undefined,
    appOrigin: 'http://localhost:3000',
    logLevel: 'silent',
    appSecret: 'test-secret-that-is-long-enough-to-sign-things-0123456789',
    webDistDir: '/nonexistent-web-dist',
    migrationsDir: 'drizzle',
    foodCatalogueFile: 'food-catalogue/catalogue.json',
    bodyLimitBytes: 100 * 1024,
    trustProxy: false,
    business: DEFAULT_BUSINESS,
    auth: testAuthConfig,
    mail: testMailConfig,
    payments: undefined,
    llm: undefined,
    checkout: {
      capacity: { beta: 27, inviteOnly: 100 },
      attemptsPerEmailPerHour: 5,
      attemptsPerAddressPerHour: 20,
      unpaidHoldsPercent: 20,
      unpaidHoldsPerAddress: 3,
      capacityChecksPerAddressPerHour: 60,
      couponChecksPerAddressPerHour: 20,
    },
    limits: DEFAULT_ABUSE_LIMITS,
    testClock: false,
    testFault: undefined,
    operations: {
      backups: { dir: '/nonexistent-test-data-dir/backups', keep: 14, nightly: false, pgBinDir: undefined },
      metricsToken: undefined,
      // Tests read what they just did; the minute-old figures are tested on their own (metrics.test.ts).
      metricsMaxAgeMs: 0,
      alertEmails: undefined,
      shutdownDrainMs: 0,
    },
    version: 'test',
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    now?: Date;
    deps?: Partial<AppDeps>;
    /** Registers routes of the test's own before the app is ready (probes for policies no feature uses yet). */
    routes?: (app: App) => void;
    /** A database that closing takes away for good (a test of the database going down), not one kept for the next. */
    disposableDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ disposable: options.disposableDatabase });
  const clock = fixedClock(options.now ?? new Date('2026-11-20T18:00:00Z'));
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock,
    logger: false,
    startJobs: false,
    warmFoodCatalogue: false,
    ...options.deps,
  });
  try {
    options.routes?.(app);
    await app.ready();
  } catch (err) {
    await app.close();
    await database.close();
    throw err;
  }
  return {
    app,
    database,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A second instance of the app on the test app's database and clock, as a second server process would be. */
export async function anotherInstance(t: TestApp): Promise<App> {
  const app = await buildApp({
    config: testConfig(),
    database: t.database,
    clock: t.clock,
    logger: false,
    startJobs: false,
    warmFoodCatalogue: false,
  });
  await app.ready();
  return app;
}
