// Fills a database for the admin benchmark: 10,000 subscribers, 200,000 paid orders (with their charges), 100,000
// e-mails and 20,000 visits, with set-based INSERT ... SELECT statements (seconds, not minutes).
// Usage: tsx scripts/seed-admin-bench.ts --data-dir DIR (embedded) | --url postgres://.../<name with bench> (emptied).
import { parseArgs } from 'node:util';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { openEmbedded, openPostgres, type Database } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';

const SUBSCRIBERS = 10_000;
const WEEKS = 20; // orders per subscriber: 200,000 in all
const EMAILS = 100_000;
const VISITS = 20_000;

const { values: args } = parseArgs({ options: { 'data-dir': { type: 'string' }, url: { type: 'string' } } });

async function open(): Promise<Database> {
  if (args.url) {
    const name = new URL(args.url).pathname.slice(1);
    if (!/bench/i.test(name))
      throw new Error(`--url names "${name}": it must contain "bench", it is emptied`);
    return openPostgres(args.url);
  }
  if (!args['data-dir']) throw new Error('give --data-dir DIR or --url postgres://...');
  return openEmbedded(args['data-dir']);
}

const database = await open();
const { db } = database;
const started = process.hrtime.bigint();
const step = async (label: string, statement: ReturnType<typeof sql>) => {
  const t0 = process.hrtime.bigint();
  await db.execute(statement);
  process.stderr.write(`  seed: ${label} in ${(Number(process.hrtime.bigint() - t0) / 1e9).toFixed(1)} s\n`);
};
try {
  await database.migrate('drizzle');
  const tables = (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));

  await step(
    `${SUBSCRIBERS} accounts`,
    sql`insert into users (name, email, role, phone, created_at, updated_at)
      select 'Bench Diner ' || i, 'diner' || i || '@bench.example.com', 'subscriber',
        '(469) 555-' || lpad((i % 10000)::text, 4, '0'),
        timestamptz '2026-01-05T16:00:00Z' + make_interval(mins => i), timestamptz '2026-01-05T16:00:00Z' + make_interval(mins => i)
      from generate_series(1, ${SUBSCRIBERS}) i`,
  );
  // Half weekly-active; the rest spread over the other statuses, a quarter monthly.
  await step(
    `${SUBSCRIBERS} subscriptions`,
    sql`insert into subscriptions (public_id, user_id, email, name, phone, plan_type, status, launch_phase, location,
        dietary_restrictions, current_period_start, next_period_start, gateway_customer_id, card_id, card_brand,
        card_last4, created_at, updated_at)
      select 'sub_bench_' || u.id, u.id, u.email, u.name, u.phone,
        case when u.id % 4 = 0 then 'monthly' else 'weekly' end,
        (array['active','active','active','active','active','paused','past_due','trialing','cancelled','cancelled'])[1 + u.id % 10],
        'inviteOnly', 'irving', case when u.id % 7 = 0 then 'No onions, please' end,
        date '2026-11-23', date '2026-11-30', 'sbx-cus:bench', 'sbx-card:ok:bench', 'visa', '4242', u.created_at, u.created_at
      from users u`,
  );
  await step(
    `${SUBSCRIBERS * WEEKS} charges`,
    sql`insert into charges (id, subscription_id, kind, period_start, weeks, amount_cents, status, gateway_payment_id,
        attempts, created_at, updated_at)
      select md5('c' || s.id || '-' || w)::uuid, s.id, 'period', date '2026-07-13' + w * 7, 1, 7500, 'succeeded',
        'sbx-pay:bench-' || s.id || '-' || w, 1,
        timestamptz '2026-07-10T17:00:00Z' + make_interval(days => w * 7), timestamptz '2026-07-10T17:00:00Z' + make_interval(days => w * 7)
      from subscriptions s cross join generate_series(0, ${WEEKS - 1}) w`,
  );
  await step(
    `${SUBSCRIBERS * WEEKS} orders`,
    sql`insert into orders (subscription_id, user_id, charge_id, week_start_date, weeks, total_amount_cents, status,
        payment_status, created_at)
      select s.id, s.user_id, md5('c' || s.id || '-' || w)::uuid, date '2026-07-13' + w * 7, 1, 7500,
        case when w < ${WEEKS - 1} then 'completed' else 'active' end, 'successful',
        timestamptz '2026-07-10T17:00:00Z' + make_interval(days => w * 7)
      from subscriptions s cross join generate_series(0, ${WEEKS - 1}) w`,
  );
  await step(
    `${EMAILS} e-mails`,
    sql`insert into email_messages (dedupe_key, template, recipient_email, subject, status, attempt_count,
        next_attempt_at, error_message, created_at, sent_at)
      select 'bench:' || i, 'order-confirmation', 'diner' || (1 + i % ${SUBSCRIBERS}) || '@bench.example.com',
        'Your Tiffin Fit order #' || i, case when i % 50 = 0 then 'failed' else 'sent' end, 1, ts,
        case when i % 50 = 0 then '550 mailbox unavailable' end, ts, case when i % 50 = 0 then null else ts end
      from (select i, timestamptz '2026-07-10T17:00:00Z' + make_interval(mins => i * 2) as ts
        from generate_series(1, ${EMAILS}) i) x`,
  );
  await step(
    `${VISITS} visits`,
    sql`insert into page_visits (day, visitor_hash, address_hash, path, views, first_seen_at, last_seen_at)
      select date '2026-08-01' + (i % 110), 'v' || (i % 5000), 'a' || (i % 3000),
        (array['/', '/subscribe', '/faq', '/waitlist', '/insights', '/login'])[1 + i % 6], 1 + i % 3,
        timestamptz '2026-08-01T17:00:00Z' + make_interval(days => i % 110), timestamptz '2026-08-01T17:00:00Z' + make_interval(days => i % 110)
      from generate_series(1, ${VISITS}) i`,
  );
  await db.execute(sql`analyze`);
  process.stderr.write(`  seed: done in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s\n`);
} finally {
  await database.close();
}
