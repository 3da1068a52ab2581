// The e-mail API against the real app: previews, admin-only rate-limited test sends, unsubscribe links, the e-mail log.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { emailMessages, newsletterUnsubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { testAuthConfig } from '../auth/auth-config';
import type { OutboundEmail } from './email-templates';
import { testMailConfig } from './mail-config';
import { enqueueEmail } from './outbox';

const ORIGIN = 'https://tiffinfit.example';
const ADMIN = { email: 'owner@example.com', password: 'masala-dosa-every-friday' };
const DEMO_PASSWORD = 'demo-password-123';

let smtp: SmtpTestServer;
let t: TestApp;

beforeEach(async () => {
  smtp = await startSmtpTestServer();
  t = await createTestApp({
    now: new Date('2025-08-04T17:00:00Z'),
    config: {
      appOrigin: ORIGIN,
      mail: {
        ...testMailConfig,
        smtpUrl: smtp.url,
        businessAddress: 'Tiffin Fit, 100 Test Way, Irving, TX 75039',
      },
      auth: { ...testAuthConfig, admin: ADMIN, seedDemo: true, demoPassword: DEMO_PASSWORD },
    },
  });
});
afterEach(async () => {
  await t.close();
  await smtp.stop();
});

async function bearerFor(email: string, password: string): Promise<{ authorization: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}
const asAdmin = () => bearerFor(ADMIN.email, ADMIN.password);

const sendTests = (payload: object, headers: Record<string, string> = {}, remoteAddress = '198.51.100.4') =>
  t.app.inject({ method: 'POST', url: '/api/test-email-templates', payload, headers, remoteAddress });

const enqueue = (message: OutboundEmail) =>
  t.database.db.transaction((tx) => enqueueEmail(tx, message, t.clock.now()));
const newsletter = (to: string, key: string): OutboundEmail => ({
  template: 'newsletter',
  data: { subject: 'Paneer tikka is back', content: 'Hello!\n\nSee you at pickup.' },
  to,
  dedupeKey: key,
});

interface PreviewBody {
  templates: { name: string; title: string; primary: boolean; subject: string; html: string; text: string }[];
}

test('anyone can preview every template rendered with sample data, the four spec e-mails first', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/email-templates/previews',
    headers: { host: 'evil.example' },
  });
  expect(res.statusCode).toBe(200);
  const { templates } = res.json<PreviewBody>();
  expect(templates.map((p) => p.name)).toEqual([
    'subscription-confirmation',
    'order-confirmation',
    'newsletter',
    'waitlist-confirmation',
    'gift-card-receipt',
    'gift-card',
    'gift-card-refunded',
    'referral-reward',
    'closure-notice',
    'price-change',
    'password-reset',
    'account-setup',
    'payment-failed',
    'subscription-cancelled',
    'subscription-upgraded',
    'charge-reminder',
    'waitlist-invitation',
    'refund-issued',
    'owner-alert',
    'subscription-change',
    'team-invitation',
    'password-changed',
    'menu-change',
    'account-deleted',
    'sign-in-code',
    'sign-in-attempts',
    'checkout-while-subscribed',
    'rating-request',
    'case-reply',
  ]);
  expect(templates.filter((p) => p.primary)).toHaveLength(4);
  for (const preview of templates) {
    expect(preview.html).toMatch(/^<!DOCTYPE html>/);
    expect(preview.html).toContain(`href="${ORIGIN}`);
    expect(preview.html).not.toContain('evil.example');
    for (const part of [preview.html, preview.text]) {
      expect(part).toContain('hello@tiffinfit.com');
      expect(part).toContain('(469) 555-0142');
      expect(part).toContain('Tiffin Fit, 100 Test Way, Irving, TX 75039');
    }
  }
  const letter = templates.find((p) => p.name === 'newsletter');
  expect(letter?.text).toContain(`${ORIGIN}/api/newsletter/unsubscribe?token=preview-placeholder`);
});

test('the public previews carry no working link: their unsubscribe link unsubscribes nobody', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/email-templates/previews' });
  const everything = res.json<PreviewBody>().templates.map((p) => `${p.html}\n${p.text}`);
  const tokens = new Set(
    everything.flatMap((part) => [...part.matchAll(/[?&]token=([^"&\s<>]+)/g)].map((m) => m[1])),
  );
  expect(tokens.size).toBeGreaterThan(0);
  for (const token of tokens) {
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${token ?? ''}`,
      payload: {},
    });
    expect(unsubscribe.statusCode, token).toBe(400);
  }
  expect(await t.database.db.select().from(newsletterUnsubscriptions)).toEqual([]);
});

test('sending test copies needs an admin: anonymous callers get 401 and subscribers 403', async () => {
  const anonymous = await sendTests({ email: 'owner@example.com' });
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Please sign in to continue' });

  const subscriber = await sendTests(
    { email: 'owner@example.com' },
    await bearerFor('demo@example.com', DEMO_PASSWORD),
  );
  expect(subscriber.statusCode).toBe(403);

  await t.app.emailWorker.drain();
  expect(smtp.received).toHaveLength(0);
});

test('an admin gets a copy of every template at the address entered', async () => {
  const res = await sendTests({ email: ' qa@example.com ' }, await asAdmin());
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    success: true,
    message: '29 test e-mails are on their way to qa@example.com.',
    count: 29,
  });

  expect(await t.app.emailWorker.drain()).toEqual({ sent: 29, failed: 0, retrying: 0 });
  const previews = (
    await t.app.inject({ method: 'GET', url: '/api/email-templates/previews' })
  ).json<PreviewBody>();
  expect(smtp.received.every((m) => m.to.join() === 'qa@example.com')).toBe(true);
  expect(smtp.received.map((m) => m.subject).sort()).toEqual(previews.templates.map((p) => p.subject).sort());
});

test('the samples show the dated menu’s week: its lunches and the owner’s Friday choices, in previews and test sends', async () => {
  const admin = await asAdmin();
  const { dishes } = (await t.app.inject({ method: 'GET', url: '/api/admin/dishes', headers: admin })).json<{
    dishes: { id: number; name: string }[];
  }>();
  const id = (name: string) => dishes.find((d) => d.name === name)?.id ?? 0;
  // Monday 4 August 2025, noon: this week is the landing page's, locked since Friday, so the owner tells its eaters.
  const planned = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/menu/weeks/2025-08-04',
    headers: admin,
    payload: {
      notifySubscribers: true,
      days: [
        { date: '2025-08-04', dishIds: [id('Paneer tikka masala')] },
        ...['2025-08-05', '2025-08-06', '2025-08-07'].map((date) => ({ date, dishIds: [id('Kala chana')] })),
        {
          date: '2025-08-08',
          dishIds: [id('Boondi raita')],
          choices: [
            { label: 'Salmon tikka', dishIds: [id('Salmon tikka')] },
            { label: 'Lean butter chicken', dishIds: [id('Lean butter chicken')] },
          ],
        },
      ],
    },
  });
  expect(planned.statusCode, planned.body).toBe(200);

  const { templates } = (
    await t.app.inject({ method: 'GET', url: '/api/email-templates/previews' })
  ).json<PreviewBody>();
  const text = (name: string) => templates.find((p) => p.name === name)?.text ?? '';
  expect(text('newsletter')).toContain(
    "Friday's Chef's Choice: Salmon tikka or lean butter chicken. Pick yours on your dashboard.",
  );
  expect(text('newsletter')).toContain('The week of August 4, 2025 starts with Paneer tikka masala');
  expect(text('newsletter')).not.toMatch(/shrimp/i);
  for (const name of ['charge-reminder', 'menu-change']) {
    expect(text(name)).toContain('Monday, August 4: Paneer tikka masala (330 kcal, 22 g protein)');
  }

  const sent = await sendTests({ email: 'qa@example.com' }, admin);
  expect(sent.statusCode, sent.body).toBe(200);
  await t.app.emailWorker.drain();
  const letter = smtp.received.find(
    (m) => m.to.join() === 'qa@example.com' && /^This week at/.test(m.subject),
  );
  expect(letter?.subject).toBe('This week at Tiffin Fit: Paneer tikka masala');
  expect(letter?.text).toContain("Friday's Chef's Choice: Salmon tikka or lean butter chicken.");
});

test('a missing or malformed address gets the spec message and sends nothing', async () => {
  const admin = await asAdmin();
  for (const payload of [{}, { email: '' }, { email: '   ' }]) {
    const res = await sendTests(payload, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'Please enter an email address.' });
  }
  const bad = await sendTests({ email: 'not-an-address' }, admin);
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ message: 'Please enter a valid email address.' });
  const extra = await sendTests({ email: 'qa@example.com', bcc: 'x@example.com' }, admin);
  expect(extra.statusCode).toBe(400);
  expect(await t.database.db.select().from(emailMessages)).toEqual([]);
});

test('test sends are limited to 5 per 10 minutes per caller and per address, with Retry-After', async () => {
  const admin = await asAdmin();
  for (let i = 0; i < 5; i++)
    expect((await sendTests({ email: 'qa@example.com' }, admin)).statusCode).toBe(200);

  const limited = await sendTests({ email: 'qa@example.com' }, admin);
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBe('600');
  expect(limited.json()).toMatchObject({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/10 minutes/) as string,
  });
  // The same address from elsewhere, or another address from this caller, is limited too.
  expect((await sendTests({ email: 'qa@example.com' }, admin, '203.0.113.50')).statusCode).toBe(429);
  expect((await sendTests({ email: 'other@example.com' }, admin)).statusCode).toBe(429);

  t.clock.advance(10 * 60_000);
  expect((await sendTests({ email: 'qa@example.com' }, admin)).statusCode).toBe(200);
});

async function unsubscribeLinkOf(to: string, key: string): Promise<string> {
  const before = smtp.received.length;
  await enqueue(newsletter(to, key));
  await t.app.emailWorker.drain();
  const mail = (await smtp.waitFor(before + 1))[before];
  const link = /(https:\/\/tiffinfit\.example\/api\/newsletter\/unsubscribe\?token=[\w.-]+)/.exec(
    mail?.text ?? '',
  )?.[1];
  expect(link).toBeDefined();
  expect(mail?.html).toContain(`href="${link}"`);
  // RFC 8058 one-click, as Gmail and Yahoo ask of bulk senders: an https link and a mailto, and the POST header.
  expect(mail?.headers.get('list-unsubscribe')).toBe(
    `<${link}>, <mailto:hello@tiffinfit.com?subject=unsubscribe>`,
  );
  expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  return (link ?? '').slice(ORIGIN.length);
}

const BROWSER = { accept: 'text/html,application/xhtml+xml' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

test("an admin's newsletter reaches each subscriber with one-click List-Unsubscribe headers", async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/send-newsletter',
    headers: await asAdmin(),
    payload: { subject: 'Diwali menu', content: 'Hello!' },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.emailWorker.drain();
  const mail = smtp.received.find((m) => m.to.includes('demo@example.com'));
  expect(mail?.subject).toBe('Diwali menu');
  expect(mail?.headers.get('list-unsubscribe')).toMatch(
    /^<https:\/\/tiffinfit\.example\/api\/newsletter\/unsubscribe\?token=[\w.-]+>, <mailto:hello@tiffinfit\.com\?subject=unsubscribe>$/,
  );
  expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
});

test('opening the unsubscribe link only asks; confirming on the page stops later newsletters', async () => {
  const url = await unsubscribeLinkOf('Reader@Example.com', 'newsletter:1:reader');
  expect(smtp.received[0]?.text).toContain('Tiffin Fit, 100 Test Way, Irving, TX 75039');

  // A mail scanner, a link preview or the reader opening the link: a question, nothing recorded.
  for (const headers of [BROWSER, { accept: '*/*' }, {}]) {
    const asked = await t.app.inject({ method: 'GET', url, headers });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toContain('text/html');
    expect(asked.body).toContain('Unsubscribe from the newsletter?');
    expect(asked.body).toContain('reader@example.com');
  }
  await enqueue(newsletter('reader@example.com', 'newsletter:2:reader'));
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 1, failed: 0, retrying: 0 });

  // The page's form posts back to the link it was opened from.
  const form = /<form method="post" action="([^"]+)">/.exec(
    (await t.app.inject({ method: 'GET', url, headers: BROWSER })).body,
  )?.[1];
  expect(form?.replace(/&amp;/g, '&')).toBe(url);
  // One newsletter is already queued when the reader confirms.
  await enqueue(newsletter('reader@example.com', 'newsletter:3:reader'));
  const done = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...BROWSER, ...FORM },
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(done.statusCode).toBe(200);
  expect(done.headers['content-type']).toContain('text/html');
  expect(done.body).toContain('You&#39;re unsubscribed');
  expect(done.body).toContain('reader@example.com');

  await enqueue(newsletter('reader@example.com', 'newsletter:4:reader'));
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 1, retrying: 0 });
  expect(smtp.received).toHaveLength(2);
  const rows = await t.database.db.select().from(emailMessages).orderBy(emailMessages.id);
  expect(rows.map((r) => [r.dedupeKey, r.status])).toEqual([
    ['newsletter:1:reader', 'sent'],
    ['newsletter:2:reader', 'sent'],
    ['newsletter:3:reader', 'failed'],
  ]);
  expect(rows[2]?.errorMessage).toBe('Not sent: the recipient unsubscribed from the newsletter');
});

test('a mail client’s one-click unsubscribe (RFC 8058) is honoured, as form data or multipart', async () => {
  const url = await unsubscribeLinkOf('one@example.com', 'newsletter:1:one');
  const oneClick = await t.app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.statusCode).toBe(200);
  expect(oneClick.json()).toEqual({
    success: true,
    message: 'one@example.com will not receive the Tiffin Fit newsletter any more.',
  });
  await enqueue(newsletter('one@example.com', 'newsletter:2:one'));
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });

  const other = await unsubscribeLinkOf('two@example.com', 'newsletter:1:two');
  const boundary = 'tiffin-boundary';
  const multipart = await t.app.inject({
    method: 'POST',
    url: other,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  });
  expect(multipart.statusCode).toBe(200);
  await enqueue(newsletter('two@example.com', 'newsletter:2:two'));
  expect(await t.app.emailWorker.drain()).toEqual({ sent: 0, failed: 0, retrying: 0 });
  expect(smtp.received.map((mail) => mail.to)).toEqual([['one@example.com'], ['two@example.com']]);
});

test('a forged or altered unsubscribe token is refused, asked or confirmed', async () => {
  const forged = `${Buffer.from('someone@example.com').toString('base64url')}.${'A'.repeat(43)}`;
  for (const method of ['GET', 'POST'] as const) {
    const json = await t.app.inject({ method, url: `/api/newsletter/unsubscribe?token=${forged}` });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('not valid') as string,
    });

    const html = await t.app.inject({
      method,
      url: '/api/newsletter/unsubscribe?token=garbage',
      headers: BROWSER,
    });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('This link is not valid');
  }
  const unsubscribed = await t.database.db.query.newsletterUnsubscriptions.findMany();
  expect(unsubscribed).toEqual([]);
});

test('admins read the e-mail log newest first, with status, error and sent time', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/api/admin/email-logs' })).statusCode).toBe(401);

  await enqueue({
    template: 'waitlist-confirmation',
    data: { name: 'Asha', phase: 'phase1' },
    to: 'asha@example.com',
    dedupeKey: 'waitlist:asha',
  });
  await t.app.emailWorker.drain();
  await smtp.stop();
  await enqueue({
    template: 'waitlist-confirmation',
    data: { name: 'Ravi', phase: 'phase2' },
    to: 'ravi@example.com',
    dedupeKey: 'waitlist:ravi',
  });
  await t.app.emailWorker.drain();

  const res = await t.app.inject({ method: 'GET', url: '/api/admin/email-logs', headers: await asAdmin() });
  expect(res.statusCode).toBe(200);
  const logs = res.json<Record<string, unknown>[]>();
  expect(logs.map((l) => [l.recipientEmail, l.status])).toEqual([
    ['ravi@example.com', 'queued'],
    ['asha@example.com', 'sent'],
  ]);
  expect(logs[0]).toMatchObject({ subject: "You're on the Tiffin Fit waitlist", sentAt: null });
  expect(logs[0]?.errorMessage).toMatch(/ECONNREFUSED/);
  expect(logs[1]).toMatchObject({ errorMessage: null, sentAt: '2025-08-04T17:00:00.000Z' });
});
