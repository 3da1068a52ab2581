// Runs the alert rules every minute on a timer of its own (not a job: it must see the jobs runner fail), opens an
// incident for each new condition and resolves those that cleared, e-mailing the owner once each way.
import { eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { DatabaseOutage } from '../../db/outage';
import { users } from '../../db/schema';
import type { MailFileWriter } from '../email/email-module';
import type { TemplateMessage } from '../email/email-templates';
import { enqueueEmail } from '../email/outbox';
import type { Rule } from './alert-rules';
import { incidentRepository, type Condition, type IncidentRow } from './incident-repository';

const CHECK_INTERVAL_MS = 60_000;

export interface AlertLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AlertMonitorDeps {
  db: Db;
  clock: Clock;
  rules: Rule[];
  /** ALERT_EMAIL; every admin when unset. */
  alertEmails: string[] | undefined;
  writeToFile: MailFileWriter;
  settingsUrl: string;
  log: AlertLogger;
  /** Read the shared test clock before each check (TEST_CLOCK only). */
  beforeCheck?: () => Promise<void>;
  /** Where a database out of reach is told, once per outage (app.ts). */
  outage?: DatabaseOutage;
}

export interface CheckResult {
  opened: IncidentRow[];
  resolved: IncidentRow[];
}

export interface AlertMonitor {
  /** Runs every rule once now (tests call it; the timer calls it every minute). */
  check(): Promise<CheckResult>;
  start(): void;
  stop(): Promise<void>;
}

export function createAlertMonitor(deps: AlertMonitorDeps): AlertMonitor {
  const { db, clock, rules, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  /** The rules that failed at their last look, with why: a rule that keeps failing is logged once, not each minute. */
  const failing = new Map<string, string>();

  function ruleFailed(kind: string, error: unknown): void {
    // A database out of reach is the outage's news, told once by it.
    if (deps.outage?.failed(error)) return;
    const message = error instanceof Error ? error.message : String(error);
    if (failing.get(kind) === message) return;
    failing.set(kind, message);
    log.error({ rule: kind, error: message }, 'alert rule failed; said once until it changes');
  }

  function ruleWorked(kind: string): void {
    if (failing.delete(kind)) log.info({ rule: kind }, 'alert rule works again');
  }

  async function recipients(): Promise<string[]> {
    if (deps.alertEmails) return deps.alertEmails;
    const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
    return admins.map((a) => a.email);
  }

  function messageOf(incident: IncidentRow, state: 'open' | 'resolved'): TemplateMessage {
    return {
      template: 'owner-alert',
      data: {
        state,
        title: incident.title,
        summary: incident.summary,
        details: incident.details,
        openedAt: incident.openedAt.toISOString(),
        resolvedAt: incident.resolvedAt?.toISOString() ?? null,
        settingsUrl: deps.settingsUrl,
      },
    };
  }

  /** Through the outbox, in the transaction that opened or resolved the incident: sent once, retried if need be. */
  async function enqueue(tx: DbOrTx, incident: IncidentRow, state: 'open' | 'resolved', to: string[]) {
    const message = messageOf(incident, state);
    for (const address of to) {
      await enqueueEmail(
        tx,
        { ...message, to: address, dedupeKey: `alert:${incident.id}:${state}:${address.toLowerCase()}` },
        clock.now(),
      );
    }
  }

  /** While e-mail delivery fails: an .eml file per recipient in DATA_DIR/mail, and the whole alert in the log. */
  async function toFiles(incident: IncidentRow, state: 'open' | 'resolved', to: string[]) {
    log.error(
      {
        alert: incident.key,
        state,
        title: incident.title,
        summary: incident.summary,
        details: incident.details,
      },
      `ALERT (e-mail is failing, written to files): ${state === 'open' ? 'Action needed' : 'Resolved'}: ${incident.title}`,
    );
    for (const address of to) {
      try {
        await deps.writeToFile(messageOf(incident, state), address);
      } catch (error) {
        log.error(
          { alert: incident.key, error: (error as Error).message },
          'the alert could not be written to a file',
        );
      }
    }
  }

  async function openOne(condition: Condition, via: 'email' | 'file', to: string[]) {
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const inserted = await incidentRepository(tx).open(condition, now, via);
      if (inserted && via === 'email') await enqueue(tx, inserted, 'open', to);
      return inserted;
    });
    if (!row) return undefined;
    log.warn({ alert: row.key, title: row.title, details: row.details, via }, 'alert opened');
    if (via === 'file') await toFiles(row, 'open', to);
    return row;
  }

  async function resolveOne(incident: IncidentRow, via: 'email' | 'file', to: string[]) {
    const row = await db.transaction(async (tx) => {
      const resolved = await incidentRepository(tx).resolve(incident.id, clock.now());
      if (resolved && via === 'email') await enqueue(tx, resolved, 'resolved', to);
      return resolved;
    });
    if (!row) return undefined;
    log.info({ alert: row.key, title: row.title, via }, 'alert resolved');
    if (via === 'file') await toFiles(row, 'resolved', to);
    return row;
  }

  async function runRules(): Promise<CheckResult> {
    await deps.beforeCheck?.();
    const now = clock.now();
    const open = await incidentRepository(db).listOpen();
    const openKeys = new Set(open.map((o) => o.key));
    const seen: Condition[] = [];
    const evaluated = new Set<string>();
    for (const rule of rules) {
      try {
        seen.push(...(await rule.evaluate({ db, now, isOpen: (key) => openKeys.has(key) })));
        evaluated.add(rule.kind);
        ruleWorked(rule.kind);
      } catch (error) {
        // A rule that cannot look (the database is down) neither opens nor resolves anything.
        ruleFailed(rule.kind, error);
      }
    }
    const via = seen.some((c) => c.kind === 'email-failing') ? 'file' : 'email';
    const to = await recipients();
    if (to.length === 0 && seen.length > 0)
      log.warn({}, 'no one to alert: set ALERT_EMAIL or create an admin');
    const result: CheckResult = { opened: [], resolved: [] };
    for (const condition of seen) {
      const existing = open.find((o) => o.key === condition.key);
      if (existing) {
        await incidentRepository(db).refresh(existing.id, condition);
        continue;
      }
      const row = await openOne(condition, via, to);
      if (row) result.opened.push(row);
    }
    for (const incident of open) {
      if (!evaluated.has(incident.kind) || seen.some((c) => c.key === incident.key)) continue;
      const row = await resolveOne(incident, via, to);
      if (row) result.resolved.push(row);
    }
    ruleWorked('(all)');
    deps.outage?.answered();
    return result;
  }

  function check(): Promise<CheckResult> {
    const next = running.then(runRules, runRules);
    running = next.catch(() => undefined);
    return next;
  }

  return {
    check,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        check().catch((error: unknown) => ruleFailed('(all)', error));
      }, CHECK_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
