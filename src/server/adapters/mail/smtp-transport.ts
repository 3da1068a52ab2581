// Delivers mail to a real SMTP server (smtp:// with STARTTLS when offered, or smtps://) through nodemailer.
import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport';

/** Give up on an unreachable or silent server quickly; the outbox retries later. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...TIMEOUTS,
    // Messages are built from our own strings only; never let nodemailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(message);
      return { detail: info.response };
    },
    close() {
      transporter.close();
    },
  };
}
