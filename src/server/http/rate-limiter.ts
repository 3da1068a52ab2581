// How often a client may do a thing, counted in the database so that every instance sees the same count.
import { createHmac } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { DbOrTx } from '../db/client';
import { dbNumber, rowsOf } from '../db/query-rows';
import { rateLimitCounters } from '../db/schema';
import { AppError } from './app-error';
import { clientAddressKey } from './client-address';

/** At most `limit` hits in any `windowMs` (estimated over two fixed windows, as a sliding window). */
export interface RateRule {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** The estimated hits in the sliding window, this one included. */
  hits: number;
  /** Seconds until a hit would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

export const HOUR_MS = 60 * 60_000;
/** The longest window any rule uses; older counters are pruned. */
const LONGEST_WINDOW_MS = 24 * HOUR_MS;

const countsRow = z.object({ current: dbNumber, previous: dbNumber });

export function createRateLimiter(deps: { db: DbOrTx; clock: Clock; secret: string }) {
  const { db, clock } = deps;

  /**
   * Addresses and e-mails are kept as a keyed hash only; lower-cased so that letter case does not escape a limit,
   * and a client address counted by its network (an IPv6 /64), so that a client's other addresses do not either.
   */
  function subjectOf(bucket: string, subject: string): string {
    return createHmac('sha256', deps.secret)
      .update(`${bucket}\0${clientAddressKey(subject.trim()).toLowerCase()}`)
      .digest('base64url')
      .slice(0, 27);
  }

  async function count(bucket: string, subject: string, rule: RateRule, add: 0 | 1): Promise<RateDecision> {
    const now = clock.now().getTime();
    const windowStart = now - (now % rule.windowMs);
    const previousStart = windowStart - rule.windowMs;
    const key = subjectOf(bucket, subject);
    const current = new Date(windowStart).toISOString();
    const previous = new Date(previousStart).toISOString();
    // One statement: count this hit (or only read, add = 0) and read the previous window beside it.
    const result = await db.execute(sql`
      with cur as (
        insert into ${rateLimitCounters} (bucket, subject, window_start, hits)
        values (${bucket}, ${key}, ${current}, ${add})
        on conflict (bucket, subject, window_start)
        do update set hits = ${rateLimitCounters.hits} + ${add}
        returning hits
      )
      select (select hits from cur) as current,
        coalesce((select hits from ${rateLimitCounters}
          where bucket = ${bucket} and subject = ${key} and window_start = ${previous}), 0) as previous`);
    const [row] = rowsOf(result, countsRow);
    const elapsed = (now - windowStart) / rule.windowMs;
    const hits = (row?.current ?? 0) + (row?.previous ?? 0) * (1 - elapsed);
    const allowed = hits <= rule.limit;
    return {
      allowed,
      hits,
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000)),
    };
  }

  return {
    /** Counts one hit of `subject` (an address, an e-mail) at `bucket` and answers whether it is within the rule. */
    hit(bucket: string, subject: string, rule: RateRule): Promise<RateDecision> {
      return count(bucket, subject, rule, 1);
    },

    /** Reads the count without adding a hit. */
    peek(bucket: string, subject: string, rule: RateRule): Promise<RateDecision> {
      return count(bucket, subject, rule, 0);
    },

    /** Counts one hit and refuses it with 429 and Retry-After when it goes over the rule. */
    async take(bucket: string, subject: string, rule: RateRule, message: string): Promise<void> {
      const decision = await count(bucket, subject, rule, 1);
      if (!decision.allowed) throw rateLimited(message, decision.retryAfterSeconds);
    },

    /** Forgets counters older than the longest window (housekeeping). */
    async prune(): Promise<number> {
      const before = new Date(clock.now().getTime() - 2 * LONGEST_WINDOW_MS);
      const rows = await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.windowStart, before))
        .returning({ bucket: rateLimitCounters.bucket });
      return rows.length;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) });
}
