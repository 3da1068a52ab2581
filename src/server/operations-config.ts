// What running the business for years needs from the environment: backups, the metrics token, alert recipients and
// how long a stopping instance keeps serving while its proxy takes it out of rotation.
import path from 'node:path';
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const operationsEnvShape = {
  BACKUP_DIR: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  BACKUP_NIGHTLY: z.enum(['true', 'false'], 'must be true or false').default('true'),
  PG_BIN_DIR: z.preprocess(blankToUndefined, z.string().min(1).optional()),
  METRICS_TOKEN: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  ALERT_EMAIL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter((a) => a !== ''),
      )
      .pipe(z.array(z.email('must be e-mail addresses separated by commas')).min(1))
      .optional(),
  ),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(0),
  METRICS_MAX_AGE_SECONDS: z.coerce.number().int().min(0).max(600).default(60),
};

type OperationsEnv = z.output<z.ZodObject<typeof operationsEnvShape>>;

export interface OperationsConfig {
  backups: {
    /** Where backups are written and listed (default DATA_DIR/backups). */
    dir: string;
    /** How many backup files are kept; older ones are deleted after each new one. */
    keep: number;
    /** Whether the server takes one every night at 3:00 AM Central (and alerts when the last is over 26 hours old). */
    nightly: boolean;
    /** Where pg_dump and pg_restore are; on the PATH when unset. */
    pgBinDir: string | undefined;
  };
  /** GET /metrics answers only with this bearer token; closed (404) without it. */
  metricsToken: string | undefined;
  /**
   * How old the business figures of a scrape may be: read at most this often, in the background, so a scrape answers
   * from memory (issue 43: 600-800 ms to read them on 200,000 orders). 0 reads them at every scrape.
   */
  metricsMaxAgeMs: number;
  /** Who is told when a person must act; every admin when unset. */
  alertEmails: string[] | undefined;
  /** On SIGTERM, keep serving (health says draining) this long before closing, so a proxy stops routing here first. */
  shutdownDrainMs: number;
}

export function parseOperationsConfig(e: OperationsEnv, dataDir: string): OperationsConfig {
  return {
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: e.BACKUP_KEEP,
      nightly: e.BACKUP_NIGHTLY === 'true',
      pgBinDir: e.PG_BIN_DIR,
    },
    metricsToken: e.METRICS_TOKEN,
    metricsMaxAgeMs: e.METRICS_MAX_AGE_SECONDS * 1000,
    alertEmails: e.ALERT_EMAIL,
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
  };
}
