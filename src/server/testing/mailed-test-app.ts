// A test app whose e-mail goes to a real SMTP server on 127.0.0.1, so tests read what a recipient would read.
import { testMailConfig } from '../modules/email/mail-config';
import { startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from './smtp-test-server';
import { createTestApp, type TestApp } from './test-app';

export interface MailedTestApp extends TestApp {
  smtp: SmtpTestServer;
  /** Delivers what is queued, then answers every message this address received, oldest first. */
  mailTo(email: string): Promise<ReceivedMail[]>;
}

export async function createMailedTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<MailedTestApp> {
  const smtp = await startSmtpTestServer();
  const t = await createTestApp({
    ...options,
    config: { ...options.config, mail: { ...testMailConfig, smtpUrl: smtp.url } },
  });
  return {
    ...t,
    smtp,
    async mailTo(email) {
      await t.app.emailWorker.drain();
      return smtp.received.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));
    },
    async close() {
      await t.close();
      await smtp.stop();
    },
  };
}
