// Chooses the mail transport from configuration: SMTP with SMTP_URL, else .eml files in DATA_DIR/mail.
import path from 'node:path';
import type { Clock } from '../../clock';
import { createFileTransport } from './file-transport';
import type { MailTransport, TransportLogger } from './mail-transport';
import { createSmtpTransport } from './smtp-transport';

/** SMTP through nodemailer with SMTP_URL; otherwise every message becomes an .eml file in DATA_DIR/mail. */
export function createMailTransport(
  smtpUrl: string | undefined,
  deps: { dataDir: string; clock: Clock; log: TransportLogger },
): MailTransport {
  if (smtpUrl) return createSmtpTransport(smtpUrl);
  return createFileTransport({ dir: path.join(deps.dataDir, 'mail'), clock: deps.clock, log: deps.log });
}
