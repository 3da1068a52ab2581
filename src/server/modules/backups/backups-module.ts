// Puts backups into the app: the service, the nightly job (unless BACKUP_NIGHTLY=false) and the admin's routes.
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { backupRoutes } from './backup-routes';
import { createBackupService, type BackupService } from './backup-service';

export function backupsModule(
  app: App,
  deps: { config: AppConfig; database: Database; clock: Clock; jobs: Jobs },
): BackupService {
  const { config, database, clock, jobs } = deps;
  const backups = createBackupService({
    database,
    clock,
    config: config.operations.backups,
    dataDir: config.dataDir,
    appSecret: config.appSecret,
    appVersion: config.version,
    log: app.log.child({ module: 'backups' }),
  });
  if (config.operations.backups.nightly) jobs.every(backups.nightlyJob());
  backupRoutes(app, { db: database.db, clock, backups, config: config.operations.backups });
  return backups;
}
