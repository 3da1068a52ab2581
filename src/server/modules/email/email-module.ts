// Puts e-mail into the app: the outbox's sealing key, the transport, the worker's start and stop, and the routes.
import type { MailTransport } from '../../adapters/mail/mail-transport';
import { createMailTransport } from '../../adapters/mail/select-mail-transport';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { deriveEmailKey } from './email-keys';
import type { EmailRenderSettings } from './email-renderer';
import { emailRoutes } from './email-routes';
import { installOutboxSealer } from './outbox-sealer';
import { createEmailWorker, type EmailWorker, type RetryPolicy } from './outbox-worker';
import { createPayloadSealer } from './payload-seal';
import { createUnsubscribeToken } from './unsubscribe-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker; tests call drain() to deliver what is due. */
    emailWorker: EmailWorker;
  }
}

export interface EmailModuleDeps {
  config: AppConfig;
  db: Db;
  clock: Clock;
  /** Overrides the transport chosen from SMTP_URL. */
  transport?: MailTransport;
  /** Start delivering when the app is ready (false in tests, which drain by hand). */
  startWorker: boolean;
  retry?: RetryPolicy;
}

export function emailModule(app: App, deps: EmailModuleDeps): void {
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
  const worker = createEmailWorker({
    db,
    clock,
    transport,
    sealer,
    settings,
    from: config.mail.from,
    log,
    retry: deps.retry,
  });
  app.decorate('emailWorker', worker);

  if (deps.startWorker) {
    app.addHook('onReady', (done) => {
      worker.start();
      // Never the SMTP URL itself: it carries the password.
      const where = config.mail.smtpUrl
        ? `SMTP at ${new URL(config.mail.smtpUrl).host}`
        : `files in ${config.dataDir}/mail`;
      log.info({ transport: transport.kind }, `e-mail worker started; delivering to ${where}`);
      done();
    });
  }
  app.addHook('onClose', async () => {
    await worker.stop();
    transport.close();
  });

  emailRoutes(app, { db, clock, settings, unsubscribeKey });
}
