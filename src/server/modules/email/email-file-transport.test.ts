// Without SMTP_URL, mail is written as .eml files under DATA_DIR/mail and the log says where.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { enqueueEmail } from './outbox';
import { linesStream } from '../../testing/log-lines';

let dataDir: string | undefined;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('with no SMTP_URL each message becomes an .eml file in DATA_DIR/mail, and the log names the file', async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-mail-'));
  const lines: string[] = [];
  const stream = linesStream(lines);
  const app = await createTestApp({
    now: new Date('2025-07-20T15:30:00Z'),
    config: { dataDir },
    deps: { logger: { level: 'info', stream } },
  });
  t = app;
  await t.database.db.transaction((tx) =>
    enqueueEmail(
      tx,
      {
        template: 'waitlist-confirmation',
        data: { name: 'Priya', phase: 'phase1' },
        to: 'priya@example.com',
        dedupeKey: 'waitlist:priya@example.com',
      },
      app.clock.now(),
    ),
  );
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });

  const mailDir = path.join(dataDir, 'mail');
  const files = readdirSync(mailDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^2025-07-20T15-30-00\.000Z-email-\d+\.[0-9a-f]+\.eml$/);
  const file = path.join(mailDir, files[0] ?? '');
  const eml = readFileSync(file, 'utf8');
  expect(eml).toContain('To: priya@example.com');
  expect(eml).toContain("Subject: You're on the Tiffin Fit waitlist");
  expect(eml).toContain('From: Tiffin Fit <hello@tiffinfit.com>');
  expect(eml).toContain('Content-Type: text/html');
  expect(statSync(file).mode & 0o777).toBe(0o600);

  const logged = lines.map((l) => JSON.parse(l) as { msg: string; file?: string });
  expect(logged).toContainEqual(
    expect.objectContaining({ file, msg: expect.stringContaining('e-mail written') as string }),
  );
});
