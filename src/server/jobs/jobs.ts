// The one way work runs later: named handlers, one-off or recurring, run from the database on the app's clock.
import { randomUUID } from 'node:crypto';
import type { RecurrenceRule } from '../../domain/calendar';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { DatabaseOutage } from '../db/outage';
import { jobRepository, type ClaimedJob, type JobFinish } from './job-repository';

export interface RetryPolicy {
  /** Runs in all, the first included; after the last failure the job is marked failed. */
  maxAttempts: number;
  /** Wait after the first failure; it doubles after each further failure, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_JOB_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/** How long to wait after the given number of failed runs. */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1), policy.maxDelayMs);
}

export interface JobContext {
  payload: unknown;
  /** The slot of a recurring job; the due time of a one-off. */
  dueAt: Date;
  key: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Keeps the job's lease for another lease period; long jobs call it between batches. False: lost. */
  extendLease(): Promise<boolean>;
  /** True once this process is shutting down: a long job stops between batches and answers { handBack: true }. */
  stopping(): boolean;
}

/**
 * What a run asks for next: nothing (done), or to run again at a time of its choosing. A handler that throws is
 * retried by its retry policy. `outcome` is a label the caller of runDue sees (tests count them).
 */
export type JobResult = void | { outcome?: string; retryAt?: Date } | { handBack: true };

export interface JobHandler {
  name: string;
  run(ctx: JobContext): Promise<JobResult>;
  retry?: RetryPolicy;
}

export interface RecurringJob extends JobHandler {
  /** The next slot strictly after an instant, e.g. every Friday 12:00 America/Chicago. */
  every: RecurrenceRule;
  /** Slots missed while no server ran: run each, oldest first, or only the latest (housekeeping). */
  catchUp: 'every' | 'latest';
}

export interface JobsLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface RunRecord {
  name: string;
  key: string;
  outcome: string;
}

export interface Jobs {
  /** Registers a one-off handler; jobs are scheduled with scheduleJob() in the caller's transaction. */
  define(handler: JobHandler): void;
  /** Registers a recurring job. */
  every(job: RecurringJob): void;
  /** Records each recurring schedule's first slot (the next one after now) unless it has one already. */
  ensureSchedules(): Promise<void>;
  /** Polls for due work on the app's clock and wakes when this process schedules some. */
  start(): void;
  /** Stops polling and waits for the job in flight. */
  stop(): Promise<void>;
  /** Hints that work may be due now (a job was just scheduled); the poll covers a missed hint. */
  wake(): void;
  /** Runs every job due now (among `names`, default all) and answers what ran, in order. */
  runDue(names?: string[]): Promise<RunRecord[]>;
  /**
   * Moves a settable clock to `target`, stopping at each due time on the way to run what became due then, in
   * time order (test clock). Answers what ran.
   */
  advanceTo(target: Date, setClock: (instant: Date) => void): Promise<RunRecord[]>;
}

/** How one run ended, for the metrics: finished, asked to run again, threw (retried) or failed for good. */
export interface RunObservation {
  name: string;
  status: 'done' | 'retry' | 'error' | 'failed' | 'handed-back';
  seconds: number;
}

export interface JobsDeps {
  db: Db;
  clock: Clock;
  log: JobsLogger;
  /** Told of every run this process makes (the metrics count them). */
  onRun?: (run: RunObservation) => void;
  /** Runs before each background poll (the shared test clock catches up); not before runDue or advanceTo. */
  beforePoll?: () => Promise<void>;
  /** Longest wait between two looks at the table. */
  pollIntervalMs?: number;
  /** How long a claimed job stays reserved; a handler that runs longer calls extendLease(). */
  leaseMs?: number;
  /** Where a database out of reach is told once, and its return (app.ts); the runner then looks less often. */
  outage?: DatabaseOutage;
}

const WAKE_DELAY_MS = 25;
/** While the database is out of reach, the runner looks at most this seldom (doubling from the poll interval). */
const LONGEST_OUTAGE_DELAY_MS = 10_000;
/** A schedule far behind (a server down for years) catches up this many slots per look at most. */
const MAX_SLOTS_PER_PLAN = 500;
/** The test clock stops at most this many due times on one move (a job that keeps asking to run at once). */
const MAX_ADVANCE_STEPS = 10_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobs(deps: JobsDeps): Jobs {
  const { db, clock, log } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? 1000;
  const leaseMs = deps.leaseMs ?? 5 * 60_000;
  const handlers = new Map<string, JobHandler>();
  const recurring = new Map<string, RecurringJob>();

  let started = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let wakeRequested = false;
  let outageDelayMs = 0;
  // One pass at a time in this process: the poller's, the tests' and the test clock's never overlap.
  let chain: Promise<unknown> = Promise.resolve();

  function exclusive<T>(run: () => Promise<T>): Promise<T> {
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  function register(handler: JobHandler): void {
    if (handlers.has(handler.name)) throw new Error(`job ${handler.name} is registered twice`);
    handlers.set(handler.name, handler);
  }

  async function planSlots(): Promise<void> {
    // Most looks find nothing due: one read instead of a locking transaction per schedule (each look at the
    // embedded database holds the server's thread).
    const due = new Set(await jobRepository(db).dueSchedules([...recurring.keys()], clock.now()));
    for (const job of recurring.values()) {
      if (!due.has(job.name)) continue;
      await db.transaction((tx) =>
        jobRepository(tx).planDueSlots({
          name: job.name,
          now: clock.now(),
          next: job.every,
          catchUp: job.catchUp,
          maxSlots: MAX_SLOTS_PER_PLAN,
        }),
      );
    }
  }

  async function execute(job: ClaimedJob): Promise<RunRecord> {
    const handler = handlers.get(job.name);
    const repo = jobRepository(db);
    const policy = handler?.retry ?? DEFAULT_JOB_RETRY;
    const started = performance.now();
    let finish: JobFinish;
    let outcome: string;
    try {
      if (!handler) throw new Error(`no handler for ${job.name}`);
      const result = await handler.run({
        payload: job.payload,
        dueAt: job.dueAt,
        key: job.key,
        attempt: job.attempt,
        maxAttempts: policy.maxAttempts,
        extendLease: () => repo.extendLease(job, new Date(clock.now().getTime() + leaseMs)),
        stopping: () => stopping,
      });
      if (result && 'handBack' in result) {
        // Stopped between batches for a shutdown: due at once for another runner, this run not counted.
        await repo.release(job);
        log.info({ job: job.name, key: job.key }, 'job handed back on shutdown');
        deps.onRun?.({
          name: job.name,
          status: 'handed-back',
          seconds: (performance.now() - started) / 1000,
        });
        return { name: job.name, key: job.key, outcome: 'handed back' };
      }
      outcome = result?.outcome ?? 'done';
      finish = result?.retryAt ? { status: 'retry', error: null, dueAt: result.retryAt } : { status: 'done' };
    } catch (error) {
      const message = describe(error);
      if (job.attempt >= policy.maxAttempts) {
        finish = { status: 'failed', error: message };
        outcome = 'failed';
        log.error(
          { job: job.name, key: job.key, attempt: job.attempt, error: message },
          'job failed; no more attempts',
        );
      } else {
        const dueAt = new Date(clock.now().getTime() + retryDelayMs(job.attempt, policy));
        finish = { status: 'retry', error: message, dueAt };
        outcome = 'error';
        log.warn(
          { job: job.name, key: job.key, attempt: job.attempt, error: message, dueAt },
          'job failed; will retry',
        );
      }
    }
    const kept = await repo.finish(job, finish, clock.now());
    deps.onRun?.({
      name: job.name,
      status: finish.status === 'retry' && finish.error !== null ? 'error' : finish.status,
      seconds: (performance.now() - started) / 1000,
    });
    if (!kept)
      log.warn(
        { job: job.name, key: job.key },
        'job lease expired during the run; another runner holds it now',
      );
    return { name: job.name, key: job.key, outcome };
  }

  async function runDuePass(names: string[]): Promise<RunRecord[]> {
    await planSlots();
    const ran: RunRecord[] = [];
    const repo = jobRepository(db);
    while (!stopping) {
      const job = await repo.claimNext({ names, now: clock.now(), leaseMs, leaseToken: randomUUID() });
      if (!job) break;
      ran.push(await execute(job));
    }
    return ran;
  }

  function schedule(delayMs: number): void {
    if (!started) return;
    clearTimeout(timer);
    timer = setTimeout(poll, delayMs);
  }

  /** The next due time of a job or a recurring slot (one statement). */
  function nextDue(): Promise<Date | undefined> {
    return jobRepository(db).nextDueAt([...handlers.keys()], [...recurring.keys()]);
  }

  /** Until a due time on the app's clock, within the poll interval. */
  function delayUntil(next: Date | undefined): number {
    if (!next) return pollIntervalMs;
    return Math.min(pollIntervalMs, Math.max(WAKE_DELAY_MS, next.getTime() - clock.now().getTime()));
  }

  function poll(): void {
    timer = undefined;
    polling = true;
    wakeRequested = false;
    void exclusive(async () => {
      await deps.beforePoll?.();
      // Most looks find nothing due, and on the embedded database each statement holds the server's thread: one
      // read of the next due time says so, and the pass that plans and claims runs only when something is due.
      const next = await nextDue();
      if (!next || next > clock.now()) return delayUntil(next);
      await runDuePass([...handlers.keys()]);
      return delayUntil(await nextDue());
    })
      .then((delay) => {
        deps.outage?.answered();
        outageDelayMs = 0;
        return delay;
      })
      .catch((error: unknown) => {
        // An outage is one line (the outage's), and the runner backs off, instead of this line every second.
        if (deps.outage?.failed(error)) {
          outageDelayMs = Math.min(LONGEST_OUTAGE_DELAY_MS, Math.max(pollIntervalMs, outageDelayMs * 2));
          return outageDelayMs;
        }
        log.error({ error: describe(error) }, 'jobs runner could not run due jobs');
        return pollIntervalMs;
      })
      .then((delay) => {
        polling = false;
        schedule(wakeRequested ? WAKE_DELAY_MS : delay);
      });
  }

  return {
    define: register,
    every(job) {
      register(job);
      recurring.set(job.name, job);
    },
    async ensureSchedules() {
      const now = clock.now();
      for (const job of recurring.values())
        await jobRepository(db).ensureSchedule(job.name, job.every(now), now);
    },
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await chain;
      stopping = false;
    },
    wake() {
      if (!started) return;
      if (polling) wakeRequested = true;
      else schedule(WAKE_DELAY_MS);
    },
    runDue: (names) => exclusive(() => runDuePass(names ?? [...handlers.keys()])),
    advanceTo(target, setClock) {
      return exclusive(async () => {
        const names = [...handlers.keys()];
        const ran = await runDuePass(names);
        for (let step = 0; step < MAX_ADVANCE_STEPS; step++) {
          const next = await nextDue();
          if (!next || next > target) break;
          if (next > clock.now()) setClock(next);
          const stepRan = await runDuePass(names);
          ran.push(...stepRan);
          // Something due that nothing could run (held by another runner): do not spin on it.
          if (stepRan.length === 0 && next <= clock.now()) break;
        }
        setClock(target);
        ran.push(...(await runDuePass(names)));
        return ran;
      });
    },
  };
}
