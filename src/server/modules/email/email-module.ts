// Puts e-mail into the app: the outbox's sealing key, the transport, the delivery job and the routes.
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { createFileTransport } from '../../adapters/mail/file-transport';
import { createMailTransport } from '../../adapters/mail/select-mail-transport';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { deriveEmailKey } from './email-keys';
import { renderEmail, type EmailRenderSettings } from './email-renderer';
import type { SampleMenu, TemplateMessage } from './email-templates';
import { emailRoutes } from './email-routes';
import { installOutboxSealer } from './outbox-sealer';
import type { Jobs, RetryPolicy } from '../../jobs/jobs';
import { createEmailDelivery, emailDrainer, type EmailWorker } from './email-delivery-job';
import { outboxSignal } from './outbox-signal';
import { createPayloadSealer } from './payload-seal';
import { createUnsubscribeToken } from './unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers what is due now; tests call drain(). */
    emailWorker: EmailWorker;
  }
}

export interface EmailModuleDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  /** Overrides the transport chosen from SMTP_URL. */
  transport?: MailTransport;
  jobs: Jobs;
  retry?: RetryPolicy;
  /** The dated menu's current week for the samples of previews and test sends (composed in app.ts). */
  sampleMenu?: () => Promise<SampleMenu>;
}

/** Writes a message as an .eml file in DATA_DIR/mail, bypassing the outbox: alerts while delivery is failing. */
export type MailFileWriter = (message: TemplateMessage, to: string) => Promise<string>;

export function emailModule(app: App, deps: EmailModuleDeps): { writeToFile: MailFileWriter } {
  const { config, db, clock } = deps;
  const sealer = createPayloadSealer(deriveEmailKey(config.appSecret, 'outbox-payload'));
  installOutboxSealer(sealer);

  const unsubscribeKey = deriveEmailKey(config.appSecret, 'newsletter-unsubscribe');
  const settings: EmailRenderSettings = {
    appOrigin: config.appOrigin,
    business: config.business,
    businessAddress: config.mail.businessAddress,
    unsubscribeUrlFor: (email) =>
      `${config.appOrigin}/api/newsletter/unsubscribe?token=${createUnsubscribeToken(unsubscribeKey, email)}`,
  };

  const log = app.log.child({ module: 'email' });
  const transport =
    deps.transport ?? createMailTransport(config.mail.smtpUrl, { dataDir: config.dataDir, clock, log });
  deps.jobs.define(
    createEmailDelivery({
      db,
      clock,
      transport,
      sealer,
      settings,
      from: config.mail.from,
      log,
      retry: deps.retry,
    }),
  );
  app.decorate('emailWorker', emailDrainer(deps.jobs));
  // Mail enqueued by this process goes out without waiting for the next poll.
  const unsubscribe = outboxSignal.subscribe(() => deps.jobs.wake());

  app.addHook('onReady', (done) => {
    // Never the SMTP URL itself: it carries the password.
    const where = config.mail.smtpUrl
      ? `SMTP at ${new URL(config.mail.smtpUrl).host}`
      : `files in ${config.dataDir}/mail`;
    log.info({ transport: transport.kind }, `e-mail delivery ready; delivering to ${where}`);
    done();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    // No send may be in flight when the transport closes (stopping twice is harmless).
    await deps.jobs.stop();
    transport.close();
  });

  emailRoutes(app, { db, clock, settings, unsubscribeKey, sampleMenu: deps.sampleMenu });

  const files = createFileTransport({ dir: path.join(config.dataDir, 'mail'), clock, log });
  return {
    async writeToFile(message, to) {
      const rendered = renderEmail(message, to, settings);
      const { detail } = await files.send({
        from: config.mail.from,
        to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: rendered.headers,
        messageId: `<alert-${randomUUID()}@${new URL(config.appOrigin).hostname}>`,
      });
      return detail;
    },
  };
}
