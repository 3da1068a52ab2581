// Reads and writes scheduled work: schedule a job once per key, plan recurring slots, claim under a lease, finish.
import { and, asc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jobSchedules, jobs } from '../db/schema';

export interface NewJob {
  name: string;
  /** Unique across all jobs: scheduling a key that exists does nothing. */
  key: string;
  dueAt: Date;
  payload?: Record<string, unknown>;
}

/** A job a runner holds: only the holder of this lease token may finish it. */
export interface ClaimedJob {
  id: number;
  name: string;
  key: string;
  payload: unknown;
  dueAt: Date;
  /** 1 on the first run, counting runs whose holder died. */
  attempt: number;
  leaseToken: string;
}

export type JobFinish =
  | { status: 'done' }
  | { status: 'failed'; error: string }
  | { status: 'retry'; error: string | null; dueAt: Date };

const MAX_ERROR_LENGTH = 1000;
const clip = (text: string) =>
  text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;

/** Enqueues a job in the caller's transaction; answers whether it was added (false: its key already exists). */
export async function scheduleJob(db: DbOrTx, job: NewJob, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ name: job.name, key: job.key, dueAt: job.dueAt, payload: job.payload ?? {}, createdAt: now })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** `scheduleJob` for many jobs in one statement; keys already taken are left as they are. */
export async function scheduleJobs(db: DbOrTx, batch: readonly NewJob[], now: Date): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(jobs)
    .values(
      batch.map((job) => ({
        name: job.name,
        key: job.key,
        dueAt: job.dueAt,
        payload: job.payload ?? {},
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: jobs.key });
}

/** The key of a recurring schedule's slot: one row, and so one run, per schedule and instant. */
export function slotKey(name: string, slot: Date): string {
  return `${name}@${slot.toISOString()}`;
}

export function jobRepository(db: DbOrTx) {
  return {
    /** Creates the schedule's row on first sight; its first slot is the next one after `now` (no back-filling). */
    async ensureSchedule(name: string, firstSlot: Date, now: Date): Promise<void> {
      await db
        .insert(jobSchedules)
        .values({ name, nextRunAt: firstSlot, updatedAt: now })
        .onConflictDoNothing({ target: jobSchedules.name });
    },

    /** The schedules among `names` with a slot due by `now`: one read, without a lock, before planning them. */
    async dueSchedules(names: string[], now: Date): Promise<string[]> {
      if (names.length === 0) return [];
      const rows = await db
        .select({ name: jobSchedules.name })
        .from(jobSchedules)
        .where(and(inArray(jobSchedules.name, names), lte(jobSchedules.nextRunAt, now)));
      return rows.map((row) => row.name);
    },

    /**
     * Turns every slot of a schedule that is due by `now` into a job row and moves the schedule past them.
     * Holds the schedule's row for the transaction, so two instances never plan the same slots twice; the
     * unique slot key would make a second plan harmless anyway.
     */
    async planDueSlots(input: {
      name: string;
      now: Date;
      next: (after: Date) => Date;
      catchUp: 'every' | 'latest';
      maxSlots: number;
    }): Promise<number> {
      const { name, now, next, catchUp, maxSlots } = input;
      const [row] = await db
        .select({ nextRunAt: jobSchedules.nextRunAt })
        .from(jobSchedules)
        .where(eq(jobSchedules.name, name))
        .for('update');
      if (!row || row.nextRunAt > now) return 0;
      let due: Date[] = [];
      let cursor = row.nextRunAt;
      while (cursor <= now && due.length < maxSlots) {
        due.push(cursor);
        cursor = next(cursor);
      }
      if (catchUp === 'latest') due = due.slice(-1);
      for (const slot of due) await scheduleJob(db, { name, key: slotKey(name, slot), dueAt: slot }, now);
      await db
        .update(jobSchedules)
        .set({ nextRunAt: cursor, updatedAt: now })
        .where(eq(jobSchedules.name, name));
      return due.length;
    },

    /**
     * Takes the oldest due job among `names` under a lease. A row another runner is claiming right now is skipped
     * (FOR UPDATE SKIP LOCKED); one whose lease expired (its runner died) is taken over.
     */
    async claimNext(input: {
      names: string[];
      now: Date;
      leaseMs: number;
      leaseToken: string;
    }): Promise<ClaimedJob | undefined> {
      const { names, now, leaseMs, leaseToken } = input;
      if (names.length === 0) return undefined;
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'pending'),
            inArray(jobs.name, names),
            lte(jobs.dueAt, now),
            or(isNull(jobs.leaseExpiresAt), lte(jobs.leaseExpiresAt, now)),
          ),
        )
        .orderBy(asc(jobs.dueAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(jobs)
        .set({
          leaseToken,
          leaseExpiresAt: new Date(now.getTime() + leaseMs),
          attempts: sql`${jobs.attempts} + 1`,
        })
        .where(inArray(jobs.id, due))
        .returning({
          id: jobs.id,
          name: jobs.name,
          key: jobs.key,
          payload: jobs.payload,
          dueAt: jobs.dueAt,
          attempt: jobs.attempts,
        });
      return row ? { ...row, leaseToken } : undefined;
    },

    /** Keeps a held job for longer; false when the lease was lost to another runner. */
    async extendLease(job: ClaimedJob, until: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({ leaseExpiresAt: until })
        .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.leaseToken)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Records how a run ended; false when the lease was lost (another runner holds the job now). */
    async finish(job: ClaimedJob, outcome: JobFinish, now: Date): Promise<boolean> {
      const rows = await db
        .update(jobs)
        .set({
          leaseToken: null,
          leaseExpiresAt: null,
          ...(outcome.status === 'done' && { status: 'done', finishedAt: now, lastError: null }),
          ...(outcome.status === 'failed' && {
            status: 'failed',
            finishedAt: now,
            lastError: clip(outcome.error),
          }),
          ...(outcome.status === 'retry' && {
            dueAt: outcome.dueAt,
            lastError: outcome.error === null ? null : clip(outcome.error),
          }),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.leaseToken)))
        .returning({ id: jobs.id });
      return rows.length > 0;
    },

    /** Hands a held job back untouched, due at once for the next runner (on shutdown before it started). */
    async release(job: ClaimedJob): Promise<void> {
      await db
        .update(jobs)
        .set({ leaseToken: null, leaseExpiresAt: null, attempts: sql`${jobs.attempts} - 1` })
        .where(and(eq(jobs.id, job.id), eq(jobs.leaseToken, job.leaseToken)));
    },

    /** When the next of these jobs or schedules becomes runnable, if any: a held job counts from its lease's end. */
    async nextDueAt(names: string[], scheduleNames: string[]): Promise<Date | undefined> {
      // One statement for both tables: on the embedded database each statement holds the server's thread.
      const jobAt =
        names.length > 0
          ? sql<string | null>`(${db
              .select({
                at: min(sql`greatest(${jobs.dueAt}, coalesce(${jobs.leaseExpiresAt}, ${jobs.dueAt}))`),
              })
              .from(jobs)
              .where(and(eq(jobs.status, 'pending'), inArray(jobs.name, names)))})`
          : sql<null>`null`;
      const scheduleAt =
        scheduleNames.length > 0
          ? sql<string | null>`(${db
              .select({ at: min(jobSchedules.nextRunAt) })
              .from(jobSchedules)
              .where(inArray(jobSchedules.name, scheduleNames))})`
          : sql<null>`null`;
      const [row] = await db.select({ jobAt, scheduleAt }).from(sql`(select 1) as one`);
      const times = [row?.jobAt, row?.scheduleAt].flatMap((at) => (at ? [new Date(at).getTime()] : []));
      return times.length > 0 ? new Date(Math.min(...times)) : undefined;
    },

    /** Deletes finished jobs older than a date; answers how many. */
    async pruneFinished(before: Date): Promise<number> {
      const rows = await db
        .delete(jobs)
        .where(and(inArray(jobs.status, ['done', 'failed']), lte(jobs.finishedAt, before)))
        .returning({ id: jobs.id });
      return rows.length;
    },
  };
}
