// The embedded default transport: each message is written as an .eml file (open it in any mail client) and logged.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Clock } from '../../clock';
import type { MailTransport, TransportLogger } from './mail-transport';

/** A name that sorts by time and never collides: 2025-07-20T15-30-00.000Z-email-42.eml */
function fileName(instant: Date, messageId: string): string {
  const stamp = instant.toISOString().replace(/:/g, '-');
  const id = messageId.replace(/^<|@.*$/g, '').replace(/[^\w.-]+/g, '_');
  return `${stamp}-${id}.eml`;
}

export function createFileTransport(deps: {
  dir: string;
  clock: Clock;
  log: TransportLogger;
}): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(message) {
      const info = await composer.sendMail(message);
      if (!Buffer.isBuffer(info.message)) throw new Error('the message was not composed into a buffer');
      // The files hold one-time links: only the server's user may read them.
      await mkdir(deps.dir, { recursive: true, mode: 0o700 });
      const file = path.join(deps.dir, fileName(deps.clock.now(), message.messageId));
      await writeFile(file, info.message, { mode: 0o600 });
      deps.log.info({ file }, 'e-mail written to file (set SMTP_URL to deliver it)');
      return { detail: `written to ${file}` };
    },
    close() {},
  };
}
