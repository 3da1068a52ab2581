// Puts the owner's alerts into the app: the rules, the monitor (started with the jobs runner) and the admin route.
import os from 'node:os';
import type { DiskSpace } from '../../adapters/disk/disk-space';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { DatabaseOutage } from '../../db/outage';
import type { App } from '../../http/routing';
import type { MailFileWriter } from '../email/email-module';
import { createAlertMonitor, type AlertMonitor } from './alert-monitor';
import {
  backupRules,
  billingDeclinesRule,
  caseAllergyRule,
  casesWaitingRule,
  diskRule,
  emailFailingRule,
  jobsOverdueRule,
  type BackupStatus,
} from './alert-rules';
import { alertRoutes } from './alert-routes';

export function alertsModule(
  app: App,
  deps: {
    config: AppConfig;
    db: Db;
    clock: Clock;
    backups: BackupStatus;
    disk: DiskSpace;
    writeToFile: MailFileWriter;
    beforeCheck?: () => Promise<void>;
    outage?: DatabaseOutage;
  },
): AlertMonitor {
  const { config, db, clock } = deps;
  const monitor = createAlertMonitor({
    db,
    clock,
    rules: [
      billingDeclinesRule,
      jobsOverdueRule,
      emailFailingRule,
      caseAllergyRule,
      casesWaitingRule,
      ...backupRules(deps.backups, config.operations.backups.nightly),
      diskRule(deps.disk, config.dataDir, os.hostname()),
    ],
    alertEmails: config.operations.alertEmails,
    writeToFile: deps.writeToFile,
    settingsUrl: `${config.appOrigin}/admin`,
    log: app.log.child({ module: 'alerts' }),
    beforeCheck: deps.beforeCheck,
    outage: deps.outage,
  });
  alertRoutes(app, { db, clock });
  return monitor;
}
