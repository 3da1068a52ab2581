// GET and POST /api/admin/backups: the backups in BACKUP_DIR, the last attempts' outcome, and a backup taken now.
import * as z from 'zod/mini';

const isoInstant = z.iso.datetime();

export const backupFileSchema = z.object({
  path: z.string(),
  sizeBytes: z.number(),
  createdAt: isoInstant,
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** POST /api/admin/backups answers 201 with the file written. */
export const createBackupResponseSchema = z.object({ backup: backupFileSchema });
export type CreateBackupResponse = z.infer<typeof createBackupResponseSchema>;

export const backupsResponseSchema = z.object({
  /** Newest first. */
  backups: z.array(z.extend(backupFileSchema, { name: z.string() })),
  dir: z.string(),
  /** How many files are kept. */
  keep: z.number(),
  nightly: z.object({
    enabled: z.boolean(),
    /** The next 3:00 AM Central run. */
    nextRunAt: z.nullable(isoInstant),
  }),
  lastSuccess: z.nullable(z.object({ at: isoInstant, path: z.string(), sizeBytes: z.number() })),
  lastFailure: z.nullable(z.object({ at: isoInstant, error: z.string() })),
  /** The server's time, which ages are counted from (the test clock's, when it is on). */
  now: isoInstant,
});
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;
