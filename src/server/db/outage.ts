// Tells a database that cannot be reached from every other failure, and keeps one account of an outage: requests
// answer 503 while it lasts (http/error-handler.ts), and the log says when it began and when it ended, once each.
/** The socket could not reach the server, or lost it. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL's own: connection exceptions (class 08), the server shutting down or starting (57P01-57P03), no
 * connection slot left (53300).
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** node-postgres and PGlite say it in words only. */
const MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/** Whether `error` (or what caused it: drizzle wraps the driver's error) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!(next instanceof Error) || seen.has(next) || seen.size > 8) continue;
    seen.add(next);
    const code = (next as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || SERVER_CODES.test(code))) return true;
    if (MESSAGES.some((pattern) => pattern.test(next.message))) return true;
    queue.push(next.cause);
    if (next instanceof AggregateError) queue.push(...(next.errors as unknown[]));
  }
  return false;
}

/** How long a client is told to wait before it asks again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;
export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't reach our database right now. Nothing was changed: please try again in a moment.";

export interface DatabaseOutage {
  /**
   * True when `error` means the database is out of reach; the first such error of an outage is logged, the rest are
   * not (they are the same news).
   */
  failed(error: unknown): boolean;
  /** The database answered: an outage in progress is over (logged once). */
  answered(): void;
  /** Whether the last word about the database was that it is out of reach. */
  readonly down: boolean;
}

/** Where the outage is told (the app's logger). */
export interface OutageLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function createDatabaseOutage(
  log: OutageLogger,
  now: () => number = () => performance.now(),
): DatabaseOutage {
  let since: number | null = null;
  return {
    failed(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (since === null) {
        since = now();
        const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause : error) : error;
        log.error(
          { error: reason instanceof Error ? reason.message : String(reason) },
          'the database is out of reach: answering 503 until it is back',
        );
      }
      return true;
    },
    answered() {
      if (since === null) return;
      log.info({ seconds: Math.round((now() - since) / 1000) }, 'the database is back');
      since = null;
    },
    get down() {
      return since !== null;
    },
  };
}
