// GET /api/admin/backups lists the backups and the last outcomes; POST takes one now (admins only).
import { eq } from 'drizzle-orm';
import { backupsResponseSchema, createBackupResponseSchema } from '../../../contracts/backups';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { jobSchedules } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { OperationsConfig } from '../../operations-config';
import { BackupFailedError, NIGHTLY_BACKUP_JOB, type BackupService } from './backup-service';

const admin = { access: 'admin' } as const;

export function backupRoutes(
  app: App,
  deps: { db: Db; clock: Clock; backups: BackupService; config: OperationsConfig['backups'] },
): void {
  const { db, clock, backups, config } = deps;

  app.get(
    '/api/admin/backups',
    { config: admin, schema: { response: { 200: backupsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [files, state, schedule] = await Promise.all([
        backups.list(),
        backups.state(),
        db
          .select({ nextRunAt: jobSchedules.nextRunAt })
          .from(jobSchedules)
          .where(eq(jobSchedules.name, NIGHTLY_BACKUP_JOB)),
      ]);
      return {
        backups: files,
        dir: config.dir,
        keep: config.keep,
        nightly: {
          enabled: config.nightly,
          nextRunAt: config.nightly ? (schedule[0]?.nextRunAt.toISOString() ?? null) : null,
        },
        lastSuccess: state.lastSuccess,
        lastFailure: state.lastFailure,
        now: clock.now().toISOString(),
      };
    },
  );

  app.post(
    '/api/admin/backups',
    { config: admin, schema: { response: { 201: createBackupResponseSchema } } },
    async (request, reply) => {
      try {
        const backup = await backups.create('manual');
        request.log.info({ file: backup.path, sizeBytes: backup.sizeBytes }, 'backup taken by an admin');
        return reply.status(201).send({
          backup: { path: backup.path, sizeBytes: backup.sizeBytes, createdAt: backup.createdAt },
        });
      } catch (error) {
        if (error instanceof BackupFailedError) {
          throw new AppError('UNAVAILABLE', `The backup could not be made: ${error.message}`);
        }
        throw error;
      }
    },
  );
}
