import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, expect, test } from 'vitest';
import type { AccountCredit } from '../../../contracts/credit';
import type {
  AdminCase,
  AdminCaseResponse,
  AdminCasesResponse,
  CasesResponse,
} from '../../../contracts/cases';
import type { IncidentsResponse } from '../../../contracts/incidents';
import { supportCasePhotos } from '../../db/schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { bearer, signIn } from '../auth/auth-test-support';
import { testMailConfig } from '../email/mail-config';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from '../admin/admin-test-support';
import { sentEmails, subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: TestApp;
let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await t.close();
  await smtp?.stop();
  smtp = undefined;
});

const PASSWORD = 'saffron-lunchbox';
const METRICS_TOKEN = 'metrics-token-for-cases-0123456789';

/** Tuesday 24 November 2026, 2:30 PM in Irving (the window closed at 2:00): Asha had lunch today. */
async function afterLunch(options: { smtpUrl?: string } = {}) {
  const operations = testConfig().operations;
  t = await createTestApp({
    now: new Date('2026-11-24T20:30:00Z'),
    config: {
      operations: { ...operations, metricsToken: METRICS_TOKEN },
      ...(options.smtpUrl ? { mail: { ...testMailConfig, smtpUrl: options.smtpUrl } } : {}),
    },
  });
  const asha = await insertSubscriber(t, {
    email: 'asha@example.com',
    name: 'Asha Rao',
    status: 'active',
    password: PASSWORD,
  });
  await insertPaidPeriod(t, {
    ...asha,
    weekStartDate: '2026-11-23',
    amountCents: 7500,
    paidAt: new Date('2026-11-20T18:00:00Z'),
  });
  const owner = await signInAdmin(t);
  return { ...asha, owner, headers: bearer(await signIn(t, 'asha@example.com', PASSWORD)) };
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

/** A small JPEG carrying EXIF metadata, as a phone's photo would (place and device). */
async function phonePhoto(): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9', Copyright: 'Asha at 32.86N 96.94W' } })
    .toBuffer();
  expect((await sharp(jpeg).metadata()).exif).toBeDefined();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

test('a problem is reported with a photo, re-encoded without its metadata; after 48 hours it is refused', async () => {
  const { headers } = await afterLunch();
  const report = await post('/api/cases', headers, {
    date: '2026-11-24',
    category: 'quality',
    description: 'The dal was sour.',
    photo: await phonePhoto(),
  });
  expect(report.statusCode, report.body).toBe(201);
  const id = report.json<{ case: { id: number } }>().case.id;
  expect(report.json()).toMatchObject({ case: { id, status: 'open' } });

  const [stored] = await t.database.db.select().from(supportCasePhotos);
  const meta = await sharp(stored?.jpeg).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  expect(stored?.jpeg.includes('PhoneCo')).toBe(false);

  const mine = (await get('/api/cases', headers)).json<CasesResponse>();
  expect(mine.cases).toEqual([
    expect.objectContaining({
      id,
      date: '2026-11-24',
      category: 'quality',
      status: 'open',
      hasPhoto: true,
      replies: [],
    }),
  ]);
  expect(mine.reportable.map((r) => r.date)).toEqual(['2026-11-24', '2026-11-23']);

  const notAPhoto = await post('/api/cases', headers, {
    date: '2026-11-24',
    category: 'other',
    description: 'x',
    photo: `data:image/jpeg;base64,${Buffer.from('not an image').toString('base64')}`,
  });
  expect(notAPhoto.statusCode).toBe(400);
  expect(notAPhoto.json().fields).toEqual({ photo: 'The photo must be a JPEG, PNG or WebP image' });
  const noMeal = await post('/api/cases', headers, {
    date: '2026-11-21',
    category: 'missing_meal',
    description: 'x',
  });
  expect(noMeal.statusCode).toBe(404);

  // Thursday 2:01 PM: 48 hours and a minute after Tuesday's window closed.
  t.clock.set(new Date('2026-11-26T20:01:00Z'));
  const late = await post('/api/cases', headers, {
    date: '2026-11-24',
    category: 'quality',
    description: 'Late',
  });
  expect(late.statusCode).toBe(422);
  expect(late.json()).toEqual({
    code: 'WINDOW_PASSED',
    message:
      'The 48-hour window to report a problem with this lunch has passed. You can still write to us by e-mail and we will read it.',
  });
  expect(
    (await post('/api/cases', headers, { date: '2026-11-25', category: 'quality', description: 'Ok' }))
      .statusCode,
  ).toBe(201);
});

test('the owner’s replies are e-mailed and shown in the dashboard; a credit resolves the case through the ledger', async () => {
  smtp = await startSmtpTestServer();
  const { headers, owner } = await afterLunch({ smtpUrl: smtp.url });
  const id = (
    await post('/api/cases', headers, {
      date: '2026-11-24',
      category: 'missing_meal',
      description: 'No bag with my name.',
    })
  ).json<{
    case: { id: number };
  }>().case.id;

  const queue = (await get('/api/admin/cases', owner)).json<AdminCasesResponse>();
  expect(queue.cases).toEqual([
    expect.objectContaining({
      id,
      status: 'open',
      subscriber: expect.objectContaining({ name: 'Asha Rao' }),
      overdue: false,
      mealCents: 1500,
    }),
  ]);
  expect((await get('/api/admin/cases', headers)).statusCode).toBe(403);

  const replied = await post(`/api/admin/cases/${id}/replies`, owner, {
    message: 'So sorry! Looking into it now.',
  });
  expect(replied.statusCode, replied.body).toBe(200);
  expect(replied.json<AdminCaseResponse>().case).toMatchObject({
    status: 'replied',
    waitingBusinessHours: 0,
  });
  await t.app.emailWorker.drain();
  const reply = smtp.received.find((m) => m.subject === `A reply on your report #${id}`);
  expect(reply?.to).toEqual(['asha@example.com']);
  expect(reply?.text).toContain('So sorry! Looking into it now.');
  const seen = (await get('/api/cases', headers)).json<CasesResponse>().cases[0];
  expect(seen?.replies).toEqual([
    expect.objectContaining({ from: 'team', message: 'So sorry! Looking into it now.' }),
  ]);

  const credited = await post(`/api/admin/cases/${id}/resolve`, owner, { kind: 'credit', amountCents: 1500 });
  expect(credited.statusCode, credited.body).toBe(200);
  expect(credited.json<AdminCaseResponse>().case).toMatchObject({
    status: 'resolved',
    resolution: { kind: 'credit', amountCents: 1500 },
  });
  const credit = (await get('/api/account/credit', headers)).json<AccountCredit>();
  expect(credit.balance).toBe(1500);
  expect(credit.entries).toEqual([
    expect.objectContaining({ amount: 1500, reason: 'case', note: `Report #${id}: missing meal` }),
  ]);
  await t.app.emailWorker.drain();
  const resolved = smtp.received.find((m) => m.subject === `Your report #${id} is resolved`);
  expect(resolved?.text).toContain('We added $15.00 of credit to your account');

  const twice = await post(`/api/admin/cases/${id}/resolve`, owner, { kind: 'credit', amountCents: 1500 });
  expect(twice.statusCode).toBe(409);
  expect((await get('/api/account/credit', headers)).json<AccountCredit>().balance).toBe(1500);
});

test('a lunch with a report not yet resolved is not reported again, even twice at once; once resolved it can be', async () => {
  const { headers, owner } = await afterLunch();
  const report = (description: string) =>
    post('/api/cases', headers, { date: '2026-11-24', category: 'quality', description });
  const [first, second] = await Promise.all([report('The dal was sour.'), report('The dal was sour!')]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  const created = [first, second].find((r) => r.statusCode === 201)!;
  const id = created.json<{ case: { id: number } }>().case.id;
  const refused = [first, second].find((r) => r.statusCode === 409)!;
  expect(refused.json()).toEqual({
    code: 'CONFLICT',
    message: `You have already reported a problem with this lunch (report #${id}). We answer you there; write to us by e-mail to add to it.`,
  });

  await post(`/api/admin/cases/${id}/replies`, owner, { message: 'Sorry! Looking into it.' });
  expect((await report('Still sour.')).statusCode).toBe(409);
  expect((await get('/api/cases', headers)).json<CasesResponse>().cases).toHaveLength(1);

  await post(`/api/admin/cases/${id}/resolve`, owner, {
    kind: 'none',
    reason: 'Tasted it: it was the tamarind.',
  });
  const again = await report('Now the rice was cold.');
  expect(again.statusCode, again.body).toBe(201);
});

test('no action resolves a case only with a reason, which the subscriber is told; nothing is credited', async () => {
  smtp = await startSmtpTestServer();
  const { headers, owner } = await afterLunch({ smtpUrl: smtp.url });
  const id = (
    await post('/api/cases', headers, { date: '2026-11-24', category: 'other', description: 'Bag was torn.' })
  ).json<{ case: { id: number } }>().case.id;

  const bare = await post(`/api/admin/cases/${id}/resolve`, owner, { kind: 'none', reason: '  ' });
  expect(bare.statusCode).toBe(400);
  expect(bare.json()).toMatchObject({ code: 'VALIDATION', fields: { reason: 'Give a reason' } });

  const reason = 'The bag tore in the rain on the way; the lunch inside was sealed and fine.';
  const closed = await post(`/api/admin/cases/${id}/resolve`, owner, { kind: 'none', reason });
  expect(closed.statusCode, closed.body).toBe(200);
  expect(closed.json<AdminCaseResponse>().case).toMatchObject({
    status: 'resolved',
    resolution: { kind: 'none', summary: reason },
  });
  expect((await get('/api/account/credit', headers)).json<AccountCredit>().balance).toBe(0);
  await t.app.emailWorker.drain();
  expect(smtp.received.find((m) => m.subject === `Your report #${id} is resolved`)?.text).toContain(reason);
  expect((await get('/api/cases', headers)).json<CasesResponse>().cases[0]).toMatchObject({
    status: 'resolved',
  });
});

test('a case resolved by a refund goes through the refund flow, once per key', async () => {
  t = await createTestApp({ now: new Date('2026-11-19T18:00:00Z') });
  const owner = await signInAdmin(t);
  await subscribeAndSignIn(t);
  t.clock.set(new Date('2026-11-24T20:30:00Z'));
  const again = bearer(await signIn(t, 'asha@example.com', PASSWORD));
  const report = await post('/api/cases', again, {
    date: '2026-11-24',
    category: 'wrong_meal',
    description: 'Got paneer, ordered chicken',
  });
  expect(report.statusCode, report.body).toBe(201);
  const id = report.json<{ case: { id: number } }>().case.id;
  const before = (await get(`/api/admin/cases/${id}`, owner)).json<AdminCase>();
  expect(before.refundableCents).toBe(7500);

  const key = randomUUID();
  const refunded = await post(`/api/admin/cases/${id}/resolve`, owner, {
    kind: 'refund',
    amountCents: 1500,
    idempotencyKey: key,
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
  expect(refunded.json<AdminCaseResponse>().case).toMatchObject({
    status: 'resolved',
    resolution: { kind: 'refund', amountCents: 1500 },
    refundableCents: 6000,
  });
  const repeat = await post(`/api/admin/cases/${id}/resolve`, owner, {
    kind: 'refund',
    amountCents: 1500,
    idempotencyKey: key,
  });
  expect(repeat.statusCode).toBe(409);
  expect((await get(`/api/admin/cases/${id}`, owner)).json<AdminCase>().refundableCents).toBe(6000);
  const mails = (await sentEmails(t)).map((m) => m.template);
  expect(mails).toContain('refund-issued');
  expect(mails).toContain('case-reply');
});

test('an allergy concern alerts the owner at once; a case waiting past 24 business hours alerts too', async () => {
  const { headers, owner } = await afterLunch();
  const allergy = (
    await post('/api/cases', headers, {
      date: '2026-11-24',
      category: 'allergy',
      description: 'Lips tingling, cashews?',
    })
  ).json<{
    case: { id: number };
  }>().case.id;
  await t.app.alerts.check();
  let incidents = (await get('/api/admin/incidents', owner)).json<IncidentsResponse>();
  expect(incidents.open.map((i) => [i.kind, i.title])).toEqual([
    ['case-allergy', `Allergy concern reported (#${allergy})`],
  ]);
  expect((await sentEmails(t)).filter((m) => m.template === 'owner-alert')).toHaveLength(1);

  await post(`/api/admin/cases/${allergy}/replies`, owner, { message: 'Calling you now.' });
  // Monday's lunch: Tuesday's has its report open already.
  const cold = await post('/api/cases', headers, {
    date: '2026-11-23',
    category: 'quality',
    description: 'Cold rice',
  });
  expect(cold.statusCode, cold.body).toBe(201);
  await t.app.alerts.check();
  incidents = (await get('/api/admin/incidents', owner)).json<IncidentsResponse>();
  expect(incidents.open).toEqual([]);

  // From Tuesday 2:30 PM to Wednesday 2:31 PM: 24 hours of weekdays without a reply.
  t.clock.set(new Date('2026-11-25T20:31:00Z'));
  await t.app.alerts.check();
  incidents = (await get('/api/admin/incidents', owner)).json<IncidentsResponse>();
  // (The clock jumped a day without running jobs: only the cases' incidents are looked at.)
  expect(incidents.open.map((i) => i.kind).filter((k) => k.startsWith('case'))).toEqual(['case-waiting']);
  const queue = (await get('/api/admin/cases', owner)).json<AdminCasesResponse>();
  expect(queue.cases.map((c) => [c.category, c.overdue, c.waitingBusinessHours])).toEqual([
    ['allergy', false, 0],
    ['quality', true, 24],
  ]);

  const metrics = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(metrics.body).toContain('tiffin_cases_opened_total{category="allergy"} 1');
  expect(metrics.body).toContain('tiffin_cases_opened_total{category="quality"} 1');
  expect(metrics.body).toContain('tiffin_case_first_reply_count 1');
});
