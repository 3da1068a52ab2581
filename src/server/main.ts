// Starts the server: reads the configuration, opens and migrates the database, listens, and shuts down cleanly.
import { existsSync, readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { buildApp } from './app';
import { offsetClock, systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openEmbedded, openPostgres, type Database } from './db/client';
import { DataDirLockedError } from './db/dir-lock';
import { faultsFromEnv } from './faults';
import { readTestClockOffset } from './modules/test-clock/test-clock-store';
import { checkBusinessZoneRules } from '../domain/time-zone';

/**
 * The old generation may grow to twice what survived the last full collection, instead of V8's up to four times: under
 * load the heap fills with answers that were in flight when a collection ran, and with V8's choice the embedded server
 * stood at 451-484 MB resident after npm run bench's day reads (issue 22: <= 450 MB); with this, 368 MB (PostgreSQL's
 * 247 -> 190 MB). The cost: food search at 50 connections 2-10% fewer requests a second (docs/DEPLOY.md).
 */
v8.setFlagsFromString('--heap-growing-percent=100');

/** How long closing may take once the drain is over: requests in flight finish, the job in flight ends or is handed back. */
const SHUTDOWN_DEADLINE_MS = 20_000;

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

async function main(): Promise<void> {
  // A .env file in the working directory fills in variables the environment does not set.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig(process.env, packageVersion());
  let stockBufferPool = false;
  const database: Database = config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : await openEmbedded(config.dataDir, {
        sharedBuffersMb: config.embeddedSharedBuffersMb,
        onStock: () => (stockBufferPool = true),
      });
  await database.migrate(config.migrationsDir);

  // The test clock resumes where it was moved to, still running.
  const clock = config.testClock ? offsetClock(await readTestClockOffset(database.db)) : systemClock;
  // Central time's written-out rules, checked against this platform's zone data before any job is planned with them.
  const zoneRulesHold = checkBusinessZoneRules(clock.now());
  const app = await buildApp({ config, database, clock, faults: faultsFromEnv(config.testFault) });

  let closing = false;
  /**
   * SIGTERM (systemd, a rolling restart): first drain (health answers 503 "draining" and every response closes its
   * connection, while requests are still served) for SHUTDOWN_DRAIN_SECONDS, so the proxy's health check takes this
   * instance out of rotation; then stop listening, finish the requests in flight, hand back the jobs (the one
   * running ends first), and close the database pool. SIGINT (Ctrl-C) skips the drain.
   */
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? config.operations.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    app.lifecycle.draining = true;
    const deadline = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, drainMs + SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await database.close();
    process.exit(1);
  }
  if (config.testClock)
    app.log.warn({ now: clock.now().toISOString() }, 'TEST_CLOCK is on: admins can move time');
  if (!zoneRulesHold)
    app.log.error(
      'America/Chicago changes its clocks differently from domain/time-zone.ts: the zone data answers; update the rules',
    );
  if (stockBufferPool)
    app.log.warn('EMBEDDED_SHARED_BUFFERS_MB not applied: this PGlite runs with its own 128 MB buffer pool');
  app.log.info(
    { database: database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'postgres' },
    `serving ${config.appOrigin}`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
