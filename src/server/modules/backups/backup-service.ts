// Backups: one on demand or every night at 3:00 AM Central, the last BACKUP_KEEP kept in BACKUP_DIR, and the
// outcome of the last attempt kept in the database, where every instance, the alerts and the metrics read it.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { dailyAt } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { Database, DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';
import type { RecurringJob } from '../../jobs/jobs';
import type { OperationsConfig } from '../../operations-config';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MEMBER,
  writeArchive,
  type ArchiveMember,
} from './backup-archive';
import { appliedMigrations, dumpDatabase } from './database-dump';

export const NIGHTLY_BACKUP_JOB = 'backups.nightly';
export const NIGHTLY_BACKUP_TIME = { hour: 3, minute: 0 } as const;
const STATE_KEY = 'backups';
const FILE_PATTERN = /^tiffin-fit-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z)\.tar\.gz$/;

export interface BackupFile {
  name: string;
  path: string;
  sizeBytes: number;
  createdAt: string;
}

const instant = z.iso.datetime();
const backupStateSchema = z.object({
  /** When the server first looked: a fresh install is not "26 hours without a backup" on its first day. */
  since: instant,
  lastSuccess: z.nullable(z.object({ at: instant, path: z.string(), sizeBytes: z.number() })),
  lastFailure: z.nullable(z.object({ at: instant, error: z.string() })),
});
export type BackupState = z.infer<typeof backupStateSchema>;

/** 2026-11-25T09:00:00.000Z -> tiffin-fit-2026-11-25T09-00-00.000Z.tar.gz: sorts by time, no colons. */
export function backupFileName(createdAt: Date): string {
  return `tiffin-fit-${createdAt.toISOString().replace(/:/g, '-')}.tar.gz`;
}

function createdAtOf(name: string): string | undefined {
  const stamp = FILE_PATTERN.exec(name)?.[1];
  if (!stamp) return undefined;
  return stamp.replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3');
}

/** Tells whether a restore runs with the same secret without putting the secret in the file's manifest. */
export function secretFingerprint(secret: string): string {
  return createHmac('sha256', secret).update('tiffin-fit backup fingerprint').digest('hex').slice(0, 16);
}

export async function readBackupState(db: DbOrTx): Promise<BackupState | undefined> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, STATE_KEY));
  const parsed = backupStateSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}

async function writeBackupState(db: DbOrTx, value: BackupState, now: Date): Promise<void> {
  await db
    .insert(appState)
    .values({ key: STATE_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
}

export interface BackupLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupServiceDeps {
  database: Database;
  clock: Clock;
  config: OperationsConfig['backups'];
  dataDir: string;
  appSecret: string;
  appVersion: string;
  log: BackupLogger;
}

export function createBackupService(deps: BackupServiceDeps) {
  const { database, clock, config, log } = deps;
  const db = database.db;
  // One backup at a time in this process: "Back up now" during the nightly one waits for it.
  let chain: Promise<unknown> = Promise.resolve();

  async function currentState(now: Date): Promise<BackupState> {
    return (await readBackupState(db)) ?? { since: now.toISOString(), lastSuccess: null, lastFailure: null };
  }

  /** The secret goes into the file only when the server generated it into DATA_DIR (not from APP_SECRET). */
  function secretMember(): ArchiveMember | undefined {
    if (database.kind !== 'pglite') return undefined;
    const file = path.join(deps.dataDir, 'app-secret');
    if (!existsSync(file) || readFileSync(file, 'utf8').trim() !== deps.appSecret) return undefined;
    return { name: MEMBER.secret, data: Buffer.from(`${deps.appSecret}\n`) };
  }

  async function list(): Promise<BackupFile[]> {
    let names: string[];
    try {
      names = await readdir(config.dir);
    } catch (error) {
      // No folder yet, or something else in its place (the failed backup says why): nothing to list.
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return [];
      throw error;
    }
    const files: BackupFile[] = [];
    for (const name of names) {
      const createdAt = createdAtOf(name);
      if (!createdAt) continue;
      const full = path.join(config.dir, name);
      try {
        files.push({ name, path: full, sizeBytes: (await stat(full)).size, createdAt });
      } catch {
        /* deleted meanwhile */
      }
    }
    return files.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async function pruneOld(): Promise<void> {
    for (const old of (await list()).slice(config.keep)) {
      await rm(old.path, { force: true });
      log.info({ file: old.path }, 'old backup deleted');
    }
  }

  async function take(trigger: 'manual' | 'nightly'): Promise<BackupFile> {
    const createdAt = clock.now();
    const target = path.join(config.dir, backupFileName(createdAt));
    let workDir: string | undefined;
    try {
      await mkdir(config.dir, { recursive: true, mode: 0o700 });
      workDir = await mkdtemp(path.join(config.dir, '.work-'));
      const migrations = await appliedMigrations(db);
      const members = [await dumpDatabase(database.backupSource, workDir, config.pgBinDir)];
      const secret = secretMember();
      if (secret) members.push(secret);
      const { sizeBytes } = await writeArchive(
        target,
        {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          createdAt: createdAt.toISOString(),
          appVersion: deps.appVersion,
          database: database.kind,
          migrations,
          secret: secret ? 'included' : 'environment',
          secretFingerprint: secretFingerprint(deps.appSecret),
        },
        members,
      );
      const backup = {
        name: path.basename(target),
        path: target,
        sizeBytes,
        createdAt: createdAt.toISOString(),
      };
      const state = await currentState(createdAt);
      await writeBackupState(
        db,
        { ...state, lastSuccess: { at: backup.createdAt, path: target, sizeBytes } },
        clock.now(),
      );
      log.info({ trigger, file: target, sizeBytes }, 'backup written');
      await pruneOld();
      return backup;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ trigger, error: message }, 'backup failed');
      const now = clock.now();
      await writeBackupState(
        db,
        {
          ...(await currentState(now)),
          lastFailure: { at: now.toISOString(), error: message.slice(0, 1000) },
        },
        now,
      ).catch(() => undefined);
      throw new BackupFailedError(message);
    } finally {
      if (workDir) await rm(workDir, { recursive: true, force: true });
    }
  }

  /** Takes a backup now; throws BackupFailedError with the reason (recorded for the Settings tab and alerts). */
  function create(trigger: 'manual' | 'nightly'): Promise<BackupFile> {
    const next = chain.then(
      () => take(trigger),
      () => take(trigger),
    );
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    create,
    list,
    /** The outcome of the last attempts; written once at the first start so a fresh install has a reference. */
    async state(): Promise<BackupState> {
      const existing = await readBackupState(db);
      if (existing) return existing;
      const now = clock.now();
      const fresh = await currentState(now);
      await writeBackupState(db, fresh, now);
      return fresh;
    },
    /** Every night at 3:00 AM Central; after a night missed while down, only the latest. */
    nightlyJob(): RecurringJob {
      return {
        name: NIGHTLY_BACKUP_JOB,
        every: dailyAt(NIGHTLY_BACKUP_TIME.hour, NIGHTLY_BACKUP_TIME.minute),
        catchUp: 'latest',
        retry: { maxAttempts: 3, baseDelayMs: 5 * 60_000, maxDelayMs: 30 * 60_000 },
        async run() {
          const backup = await create('nightly');
          return { outcome: `written ${backup.sizeBytes} bytes` };
        },
      };
    },
  };
}

export class BackupFailedError extends Error {
  override name = 'BackupFailedError';
}

export type BackupService = ReturnType<typeof createBackupService>;
