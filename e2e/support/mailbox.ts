// The e-mails the server sent during the browser tests, as the local SMTP sink stored them (one .eml file each).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export const MAIL_DIR = path.resolve('test-results/e2e-mail');
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 4326);

/** Undoes quoted-printable and base64 body encodings so links can be read from the raw message. */
function decodedBodies(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})(?:\r?\n--|\s*$)/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Parts].join('\n');
}

/**
 * Each message as read once: the sink renames a message into place whole, so a file's text never changes, and a poll
 * reads only what arrived since the last (the mailbox holds a few hundred messages by the end of a run).
 */
const read = new Map<string, { raw: string; body: string }>();

function messagesTo(address: string): { file: string; body: string }[] {
  if (!existsSync(MAIL_DIR)) return [];
  const to = new RegExp(`^To:.*${address.replace(/[.+]/g, '\\$&')}`, 'im');
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((file) => {
      let message = read.get(file);
      if (!message) {
        const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
        message = { raw, body: decodedBodies(raw) };
        read.set(file, message);
      }
      return { file, ...message };
    })
    .filter(({ raw }) => to.test(raw))
    .map(({ file, body }) => ({ file, body }));
}

/** Waits for a new e-mail to the address whose body has a link matching the pattern, and answers the link. */
export async function waitForLink(address: string, pattern: RegExp, after: Set<string>): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const message of messagesTo(address).reverse()) {
          if (after.has(message.file)) continue;
          link = pattern.exec(message.body)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000, message: `an e-mail to ${address} with a link like ${pattern}` },
    )
    .toBe(true);
  return link ?? '';
}

/** The files already in the mailbox, so a test can wait for one that arrives after this moment. */
export function mailboxSnapshot(address: string): Set<string> {
  return new Set(messagesTo(address).map((m) => m.file));
}

/** The subjects of the e-mails to the address that arrived after the snapshot, oldest first. */
export function subjectsSince(address: string, after: Set<string>): string[] {
  return messagesTo(address)
    .filter((message) => !after.has(message.file))
    .map((message) => /^Subject: (.*)$/m.exec(message.body)?.[1]?.trim() ?? '');
}
