import { afterEach, expect, test } from 'vitest';
import type { AdminRatingsResponse, PublicDishRatings, RatingsResponse } from '../../../contracts/ratings';
import { mealRatings, pickupCheckIns } from '../../db/schema';
import { startSmtpTestServer, type SmtpTestServer } from '../../testing/smtp-test-server';
import { createTestApp, testConfig, type TestApp } from '../../testing/test-app';
import { bearer, createUser, signIn } from '../auth/auth-test-support';
import { testMailConfig } from '../email/mail-config';
import { insertPaidPeriod, insertSubscriber, signInAdmin } from '../admin/admin-test-support';
import { moveTo } from '../subscriptions/subscription-test-support';

let t: TestApp;
let smtp: SmtpTestServer | undefined;
afterEach(async () => {
  await t.close();
  await smtp?.stop();
  smtp = undefined;
});

const PASSWORD = 'saffron-lunchbox';
const PAID_AT = new Date('2026-11-20T18:00:00Z');

const METRICS_TOKEN = 'metrics-token-for-ratings-0123456789';

/** Tuesday 24 November 2026, 10:00 AM in Irving: Asha has paid the week of the 23rd. */
async function weekOfLunches(options: { smtpUrl?: string; metrics?: boolean } = {}) {
  t = await createTestApp({
    now: new Date('2026-11-24T16:00:00Z'),
    config: {
      ...(options.smtpUrl ? { mail: { ...testMailConfig, smtpUrl: options.smtpUrl } } : {}),
      ...(options.metrics ? { operations: { ...testConfig().operations, metricsToken: METRICS_TOKEN } } : {}),
    },
  });
  const asha = await insertSubscriber(t, {
    email: 'asha@example.com',
    name: 'Asha Rao',
    status: 'active',
    password: PASSWORD,
  });
  const order = await insertPaidPeriod(t, {
    ...asha,
    weekStartDate: '2026-11-23',
    amountCents: 7500,
    paidAt: PAID_AT,
  });
  return { ...asha, ...order, headers: bearer(await signIn(t, 'asha@example.com', PASSWORD)) };
}

const rate = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/ratings', headers, payload });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

test('a lunch is rated once picked up or once the window closes, changed within 7 days, refused after', async () => {
  const { headers, subscriptionId } = await weekOfLunches();

  const early = await rate(headers, { date: '2026-11-24', stars: 5 });
  expect(early.statusCode).toBe(409);
  expect(early.json().message).toMatch(/once you have picked it up/);

  // Checked in at the counter at 12:15 PM: the lunch can be rated from then on, before the window closes.
  await t.database.db
    .insert(pickupCheckIns)
    .values({ subscriptionId, day: '2026-11-24', checkedInAt: new Date('2026-11-24T18:15:00Z') });
  t.clock.set(new Date('2026-11-24T18:30:00Z'));
  const first = await rate(headers, {
    date: '2026-11-24',
    stars: 4,
    tags: ['taste', 'spice'],
    comment: 'Lovely',
  });
  expect(first.statusCode, first.body).toBe(200);
  expect(first.json().rating).toMatchObject({ date: '2026-11-24', stars: 4, tags: ['taste', 'spice'] });
  expect(first.json().rating.dishName.length).toBeGreaterThan(0);

  // Monday's window closed yesterday: open to rating without a check-in. Saturday had no lunch.
  expect((await rate(headers, { date: '2026-11-23', stars: 2 })).statusCode).toBe(200);
  const none = await rate(headers, { date: '2026-11-21', stars: 3 });
  expect(none.statusCode).toBe(404);
  expect(none.json().message).toBe('You had no Tiffin Fit lunch that day.');
  expect((await rate(headers, { date: '2026-11-24', stars: 6 })).statusCode).toBe(400);
  expect((await rate(headers, { date: '2026-11-24', stars: 3, comment: 'x'.repeat(1001) })).statusCode).toBe(
    400,
  );

  t.clock.set(new Date('2026-11-30T20:00:00Z'));
  const changed = await rate(headers, { date: '2026-11-24', stars: 5 });
  expect(changed.statusCode).toBe(200);
  const list = (await get('/api/ratings', headers)).json<RatingsResponse>();
  expect(list.ratings.map((r) => [r.date, r.stars])).toEqual([
    ['2026-11-24', 5],
    ['2026-11-23', 2],
  ]);
  expect(list.open.map((m) => m.date)).toEqual([
    '2026-11-27',
    '2026-11-26',
    '2026-11-25',
    '2026-11-24',
    '2026-11-23',
  ]);

  // Tuesday's ratings close at midnight after the 7th day (Wednesday 2 December, Central).
  t.clock.set(new Date('2026-12-02T06:00:00Z'));
  const again = bearer(await signIn(t, 'asha@example.com', PASSWORD));
  const late = await rate(again, { date: '2026-11-24', stars: 1 });
  expect(late.statusCode).toBe(422);
  expect(late.json()).toMatchObject({ code: 'WINDOW_PASSED' });
  const rows = await t.database.db.select().from(mealRatings);
  expect(rows.map((r) => r.stars).sort()).toEqual([2, 5]);
});

test('the Friday e-mail’s star link: a GET only shows the page, the page’s POST records the rating', async () => {
  smtp = await startSmtpTestServer();
  const { headers } = await weekOfLunches({ smtpUrl: smtp.url });
  await moveTo(t, '2026-11-27T21:00:00Z');
  await t.app.emailWorker.drain();
  const mail = smtp.received.find((m) => m.subject === "How were this week's lunches?");
  expect(mail?.to).toEqual(['asha@example.com']);
  const links = [
    ...(mail?.text ?? '').matchAll(/(http:\/\/localhost:3000\/api\/ratings\/link\?token=[^\s&]+)&stars=4/g),
  ].map((m) => m[1] ?? '');
  expect(links).toHaveLength(5);
  const tuesday = links.find((l) => l.includes('.2026-11-24.')) ?? '';
  const path = tuesday.replace('http://localhost:3000', '');

  const page = await get(`${path}&stars=4`);
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  expect(page.body).toContain('How was your lunch?');
  expect(page.body).toMatch(/value="4"\s+required\s+checked/);
  expect(await t.database.db.select().from(mealRatings)).toEqual([]);

  const posted = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'stars=4&tags=portion&tags=freshness&comment=More+rice+please',
  });
  expect(posted.statusCode).toBe(200);
  expect(posted.body).toContain('Thank you!');
  const mine = (await get('/api/ratings', headers)).json<RatingsResponse>();
  expect(mine.ratings).toEqual([
    expect.objectContaining({
      date: '2026-11-24',
      stars: 4,
      tags: ['portion', 'freshness'],
      comment: 'More rice please',
    }),
  ]);

  // Another day's link cannot be made from this one: a changed date breaks the signature.
  const forged = path.replace('.2026-11-24.', '.2026-11-25.');
  const refused = await get(`${forged}&stars=1`, { accept: 'text/html' });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toContain('This link is not valid');
  expect((await get(`${forged}&stars=1`)).json()).toMatchObject({ code: 'BAD_REQUEST' });
});

test('the kitchen sees each dish’s average, spread, weeks, tags and comments; staff see first names only', async () => {
  const { headers } = await weekOfLunches();
  t.clock.set(new Date('2026-11-24T20:30:00Z'));
  await rate(headers, { date: '2026-11-23', stars: 2, tags: ['temperature'], comment: 'Rice was cold' });
  await rate(headers, { date: '2026-11-24', stars: 5 });
  const owner = await signInAdmin(t);
  await createUser(t, { email: 'cook@example.com', password: 'counter-chai-2026', role: 'staff' });
  const staff = bearer(await signIn(t, 'cook@example.com', 'counter-chai-2026'));

  const seen = await get('/api/admin/ratings?from=2026-11-01&to=2026-11-30', owner);
  expect(seen.statusCode, seen.body).toBe(200);
  const body = seen.json<AdminRatingsResponse>();
  expect(body.dishes).toHaveLength(2);
  const [lowest] = body.dishes;
  expect(lowest).toMatchObject({
    average: 2,
    count: 1,
    distribution: [0, 1, 0, 0, 0],
    weeks: [{ weekOf: '2026-11-23', average: 2, count: 1 }],
    tags: [{ tag: 'temperature', count: 1 }],
    comments: [{ date: '2026-11-23', stars: 2, comment: 'Rice was cold', name: 'Asha Rao' }],
  });
  const forStaff = (
    await get('/api/admin/ratings?from=2026-11-01&to=2026-11-30', staff)
  ).json<AdminRatingsResponse>();
  expect(forStaff.dishes[0]?.comments[0]?.name).toBe('Asha');
  expect((await get('/api/admin/ratings', headers)).statusCode).toBe(403);
});

test('/metrics counts the ratings of each dish and their stars', async () => {
  const { headers } = await weekOfLunches({ metrics: true });
  t.clock.set(new Date('2026-11-24T20:30:00Z'));
  expect((await rate(headers, { date: '2026-11-23', stars: 2 })).statusCode).toBe(200);
  expect((await rate(headers, { date: '2026-11-24', stars: 5 })).statusCode).toBe(200);
  const { ratings } = (await get('/api/ratings', headers)).json<RatingsResponse>();
  const dishOf = (date: string) => ratings.find((r) => r.date === date)?.dishName ?? '';

  const metrics = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
  expect(metrics.statusCode).toBe(200);
  expect(metrics.body).toContain(`tiffin_ratings{dish="${dishOf('2026-11-23')}"} 1`);
  expect(metrics.body).toContain(`tiffin_rating_stars_sum{dish="${dishOf('2026-11-23')}"} 2`);
  expect(metrics.body).toContain(`tiffin_ratings{dish="${dishOf('2026-11-24')}"} 1`);
  expect(metrics.body).toContain(`tiffin_rating_stars_sum{dish="${dishOf('2026-11-24')}"} 5`);
});

test('the landing page shows a dish’s average only once 10 subscribers rated it', async () => {
  const { headers } = await weekOfLunches();
  t.clock.set(new Date('2026-11-24T20:30:00Z'));
  await rate(headers, { date: '2026-11-24', stars: 5 });
  const dishName = (await get('/api/ratings', headers)).json<RatingsResponse>().ratings[0]?.dishName ?? '';
  const rows = [];
  for (let i = 0; i < 8; i++) {
    const user = await createUser(t, { email: `eater${i}@example.com`, name: `Eater ${i}` });
    rows.push({
      userId: user.id,
      day: '2026-11-24',
      dishName,
      stars: 4,
      createdAt: PAID_AT,
      updatedAt: PAID_AT,
    });
  }
  await t.database.db.insert(mealRatings).values(rows);
  expect((await get('/api/ratings/dishes')).json<PublicDishRatings>()).toEqual({ dishes: [] });

  const tenth = await createUser(t, { email: 'tenth@example.com', name: 'Tenth' });
  await t.database.db.insert(mealRatings).values({
    userId: tenth.id,
    day: '2026-11-24',
    dishName,
    stars: 4,
    createdAt: PAID_AT,
    updatedAt: PAID_AT,
  });
  expect((await get('/api/ratings/dishes')).json<PublicDishRatings>()).toEqual({
    dishes: [{ dishName, average: 4.1, subscribers: 10 }],
  });
});
