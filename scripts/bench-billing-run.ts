// One case of npm run bench:billing: seeds N due weekly subscriptions, times the real Friday run, checks it, prints JSON.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, count, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { addDays, localDateOf, serviceEnd, zonedInstant, type LocalDate } from '../src/domain/calendar';
import { PLANS } from '../src/domain/plans';
import { createSandboxGateway } from '../src/server/adapters/payments/sandbox-gateway';
import { buildApp } from '../src/server/app';
import { fixedClock } from '../src/server/clock';
import { loadConfig } from '../src/server/config';
import { openEmbedded, openPostgres, type Database, type Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { charges, emailMessages, orders, subscriptions, users } from '../src/server/db/schema';
import { BILLING_RUN_JOB, createBillingService } from '../src/server/modules/billing/billing-service';

/** A Friday in the future with no holiday or DST change near it; 12:00 PM Central is 18:00 UTC in December. */
const FRIDAY = '2026-12-04' as LocalDate;
const SLOT = zonedInstant(FRIDAY, 12);
const MONDAY = addDays(FRIDAY, 3);
const CURRENT_MONDAY = addDays(FRIDAY, -4);
/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table (subscriptions). */
const CHUNK = 1000;
/** process.memoryUsage.rss() is cheap (unlike process.memoryUsage()), so sampling barely loads the run. */
const RSS_SAMPLE_MS = 50;

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    n: { type: 'string' },
  },
});
const kind = args.db === 'postgres' ? 'postgres' : 'pglite';
const n = Number(args.n ?? 1000);
if (!Number.isInteger(n) || n < 1) throw new Error(`--n must be a positive integer, not ${args.n}`);

const progress = (message: string) => process.stderr.write(`  [${kind} ${n}] ${message}\n`);
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function openDatabase(dataDir: string): Promise<Database> {
  if (kind === 'pglite') return openEmbedded(dataDir);
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  // The run empties every table: refuse any database that is not plainly a throwaway one.
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name)) {
    throw new Error(
      `BENCH_DATABASE_URL names database "${name}": its name must contain "bench", it is emptied`,
    );
  }
  return openPostgres(url);
}

/** Empties the application's tables (PostgreSQL reuses one database across runs). */
async function truncateAll(db: Db): Promise<void> {
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}

/**
 * What checkout leaves behind for a subscriber whose current week is paid: an account, an active weekly
 * subscription with a sandbox card on file, the paid charge and the order of the current week.
 */
async function seed(db: Db): Promise<void> {
  const gateway = createSandboxGateway();
  const createdAt = zonedInstant(addDays(CURRENT_MONDAY, -5), 10);
  const people = Array.from({ length: n }, (_, i) => ({
    name: `Bench Diner ${i}`,
    email: `diner${i}@bench.example.com`,
    phone: `(469) 555-${String(i % 10_000).padStart(4, '0')}`,
  }));

  const userIds = new Map<string, number>();
  for (const part of chunks(people)) {
    const rows = await db
      .insert(users)
      .values(part.map((p) => ({ ...p, role: 'subscriber' as const, createdAt, updatedAt: createdAt })))
      .returning({ id: users.id, email: users.email });
    for (const row of rows) userIds.set(row.email, row.id);
  }

  const subRows = [];
  for (const [i, p] of people.entries()) {
    const { customerId } = await gateway.createCustomer({ ...p, idempotencyKey: `bench-cus-${i}` });
    const card = await gateway.storeCard({
      customerId,
      idempotencyKey: `bench-card-${i}`,
      source: {
        kind: 'card',
        cardNumber: '4242424242424242',
        expiryMonth: 12,
        expiryYear: 2030,
        cvv: '123',
        cardholderName: p.name,
        billingAddress: { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' },
      },
    });
    if (card.status !== 'stored') throw new Error('the sandbox refused the test card');
    subRows.push({
      publicId: randomBytes(16).toString('base64url'),
      userId: userIds.get(p.email) ?? null,
      email: p.email,
      name: p.name,
      phone: p.phone,
      planType: 'weekly' as const,
      status: 'active' as const,
      launchPhase: 'inviteOnly' as const,
      location: 'irving',
      gatewayCustomerId: customerId,
      cardId: card.cardId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.expMonth,
      cardExpYear: card.expYear,
      currentPeriodStart: CURRENT_MONDAY,
      currentPeriodEnd: serviceEnd(CURRENT_MONDAY, 1),
      nextPeriodStart: MONDAY,
      createdAt,
      updatedAt: createdAt,
    });
  }

  for (const part of chunks(subRows)) {
    const inserted = await db
      .insert(subscriptions)
      .values(part)
      .returning({ id: subscriptions.id, userId: subscriptions.userId });
    const paid = inserted.map((s) => ({
      id: randomUUID(),
      subscriptionId: s.id,
      userId: s.userId ?? 0,
    }));
    await db.insert(charges).values(
      paid.map((c) => ({
        id: c.id,
        subscriptionId: c.subscriptionId,
        kind: 'period' as const,
        periodStart: CURRENT_MONDAY,
        weeks: 1,
        amountCents: PLANS.weekly.price,
        status: 'succeeded' as const,
        gatewayPaymentId: `sbx-pay:bench-${c.id}`,
        attempts: 1,
        createdAt,
        updatedAt: createdAt,
      })),
    );
    await db.insert(orders).values(
      paid.map((c) => ({
        subscriptionId: c.subscriptionId,
        userId: c.userId,
        chargeId: c.id,
        weekStartDate: CURRENT_MONDAY,
        weeks: 1,
        totalAmountCents: PLANS.weekly.price,
        status: 'active' as const,
        paymentStatus: 'successful' as const,
        createdAt,
      })),
    );
  }
  // A production table has statistics from autovacuum; fresh bulk-loaded rows have none until analysed.
  await db.execute(sql`analyze`);
}

/** CPU seconds the database's server processes have used so far (PostgreSQL on this machine; else undefined). */
async function serverCpuSeconds(db: Db): Promise<Map<number, number> | undefined> {
  if (kind !== 'postgres') return undefined;
  const result = await db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() or backend_type <> 'client backend'`,
  );
  const { rows } = z.object({ rows: z.array(z.object({ pid: z.coerce.number() })) }).parse(result);
  const ticks = new Map<number, number>();
  try {
    for (const { pid } of rows) {
      // Fields 14 and 15 of /proc/PID/stat: user and system time in clock ticks (100 per second on Linux).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    }
  } catch {
    return undefined;
  }
  return ticks;
}

function cpuDelta(before: Map<number, number> | undefined, after: Map<number, number> | undefined) {
  if (!before || !after) return undefined;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * BENCH_CPU_PROF=dir: a V8 CPU profile of the timed run only (not the seeding), for Chrome DevTools or speedscope.
 * Answers the function that stops it and writes the file.
 */
async function startProfile(): Promise<() => Promise<string | undefined>> {
  const dir = process.env.BENCH_CPU_PROF;
  if (!dir) return () => Promise.resolve(undefined);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = path.resolve(dir, `billing-${kind}-${n}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    return file;
  };
}

async function countRenewals(db: Db) {
  const [c] = await db
    .select({ n: count() })
    .from(charges)
    .where(and(eq(charges.periodStart, MONDAY), eq(charges.status, 'succeeded')));
  const [o] = await db.select({ n: count() }).from(orders).where(eq(orders.weekStartDate, MONDAY));
  const [m] = await db
    .select({ n: count() })
    .from(emailMessages)
    .where(eq(emailMessages.template, 'order-confirmation'));
  return { charges: c?.n ?? 0, orders: o?.n ?? 0, emails: m?.n ?? 0 };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-bench-billing-'));
  const database = await openDatabase(dataDir);
  try {
    await database.migrate(path.resolve('drizzle'));
    if (kind === 'postgres') await truncateAll(database.db);

    let start = process.hrtime.bigint();
    await seed(database.db);
    const seedSeconds = seconds(start);
    progress(`seeded in ${seedSeconds.toFixed(1)} s`);

    const config = loadConfig(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        APP_SECRET: randomBytes(48).toString('base64url'),
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        SEED_DEMO: 'false',
        ...(kind === 'postgres' ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      },
      'bench',
    );
    // A minute before the slot, so that starting the app records this Friday's slot as the next one.
    const clock = fixedClock(new Date(SLOT.getTime() - 60_000));
    const app = await buildApp({ config, database, clock, startJobs: false });
    await app.ready();
    try {
      clock.set(SLOT);
      let peakRss = process.memoryUsage.rss();
      const sampler = setInterval(() => {
        peakRss = Math.max(peakRss, process.memoryUsage.rss());
      }, RSS_SAMPLE_MS);
      const serverBefore = await serverCpuSeconds(database.db);
      const stopProfile = await startProfile();
      const cpuBefore = process.cpuUsage();
      start = process.hrtime.bigint();
      const ran = await app.jobs.runDue([BILLING_RUN_JOB]);
      const runSeconds = seconds(start);
      const cpu = process.cpuUsage(cpuBefore);
      const profileFile = await stopProfile();
      if (profileFile) progress(`CPU profile of the run: ${profileFile}`);
      clearInterval(sampler);
      const serverSeconds = cpuDelta(serverBefore, await serverCpuSeconds(database.db));
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      progress(`ran in ${runSeconds.toFixed(2)} s: ${ran.map((r) => r.outcome).join('; ')}`);

      const after = await countRenewals(database.db);
      // The same slot again, as a restart would: the job is done, and the slot itself charges nobody twice.
      const again = await app.jobs.runDue([BILLING_RUN_JOB]);
      const billing = createBillingService({
        db: database.db,
        clock,
        gateway: createSandboxGateway(),
        appOrigin: config.appOrigin,
        log: app.log,
        menuOf: () => Promise.resolve([]),
      });
      const rerun = await billing.runSlot(SLOT, () => Promise.resolve(true));
      // A second instance that read the batch before this one moved the subscriptions on: every charge exists.
      await database.db
        .update(subscriptions)
        .set({ nextPeriodStart: MONDAY })
        .where(eq(subscriptions.status, 'active'));
      start = process.hrtime.bigint();
      const stale = await billing.runSlot(SLOT, () => Promise.resolve(true));
      const staleSeconds = seconds(start);
      const final = await countRenewals(database.db);

      const exact = after.charges === n && after.orders === n && after.emails === n;
      const once =
        again.length === 0 &&
        rerun?.charged === 0 &&
        stale?.charged === 0 &&
        stale?.skipped === n &&
        final.charges === n &&
        final.orders === n &&
        final.emails === n;
      process.stdout.write(
        `${JSON.stringify({
          database: kind,
          n,
          seedSeconds,
          runSeconds,
          staleSeconds,
          nodeCpuSeconds: (cpu.user + cpu.system) / 1e6,
          serverCpuSeconds: serverSeconds ?? null,
          loadAverage: os.loadavg()[0],
          peakRssMb: peakRss / 1024 / 1024,
          charged: after.charges,
          orders: after.orders,
          emails: after.emails,
          exact,
          once,
          outcome: ran.map((r) => r.outcome).join('; '),
          friday: localDateOf(SLOT),
        })}\n`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
