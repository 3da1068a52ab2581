// One tracker day holds at most 500 entries, however they are added, and a full day stays a small answer.
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DAY_FULL_MESSAGE } from '../../../contracts/nutrition';
import { nutritionEntries } from '../../db/schema';
import { DEFAULT_ABUSE_LIMITS } from '../../http/abuse-limits';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { api, trackerSubscriber, userIdOf } from './nutrition-test-support';

let t: TestApp;
let asha: ReturnType<typeof api>;
let ashaHeaders: Record<string, string>;
let ashaId: number;
// Friday 20 November 2026, 5:30 PM Central.
const TODAY = '2026-11-20';

beforeAll(async () => {
  // The race below sends 20 of Asha's requests at once: her turns (REQUESTS_AT_ONCE_PER_ACCOUNT) are raised for it.
  t = await createTestApp({
    now: new Date('2026-11-20T23:30:00Z'),
    config: { limits: { ...DEFAULT_ABUSE_LIMITS, requestsAtOncePerAccount: 100 } },
  });
  ashaHeaders = await trackerSubscriber(t);
  asha = api(t, ashaHeaders);
  ashaId = await userIdOf(t);
});
afterAll(() => t.close());

/** Entries written straight to the database, as any code path might; names as long as the form allows. */
async function fill(date: string, count: number, name = 'x'.repeat(120)): Promise<void> {
  await t.database.db.execute(sql`
    insert into nutrition_entries (user_id, date, source, name, calories, protein_g, carbs_g, fat_g, fiber_g,
      water_ml, exercise_calories, created_at, updated_at)
    select ${ashaId}, ${date}::date, 'manual', ${name}, 1000 + n, 99.5, 99.5, 99.5, 99.5, 1000, 1000, now(), now()
    from generate_series(1, ${count}) n`);
}

const entriesOn = (date: string) =>
  t.database.db.$count(
    nutritionEntries,
    sql`${nutritionEntries.userId} = ${ashaId} and ${nutritionEntries.date} = ${date}`,
  );

test('the 500th entry of a day is taken, the 501st is refused with a message, and removing one makes room', async () => {
  await fill(TODAY, 499);
  const last = await asha.post('/api/daily-nutrition', { consumedCalories: 100, name: 'Chai' });
  expect(last.statusCode, last.body).toBe(201);
  const refused = await asha.post('/api/daily-nutrition', { consumedCalories: 100, name: 'More chai' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({ message: DAY_FULL_MESSAGE, code: 'CONFLICT' });
  expect((await asha.post('/api/daily-nutrition/lunch', {})).json()).toEqual({
    message: DAY_FULL_MESSAGE,
    code: 'CONFLICT',
  });
  // Nor a meal logged at once: none of its foods is added.
  const batch = await asha.post('/api/daily-nutrition/batch', {
    meal: 'dinner',
    items: [{ foodCode: 'ASC096', portion: 'piece', quantity: 2 }],
  });
  expect(batch.statusCode).toBe(409);
  expect(batch.json()).toEqual({ message: DAY_FULL_MESSAGE, code: 'CONFLICT' });
  // Nor can anything else add one: the database holds the rule.
  await expect(fill(TODAY, 1)).rejects.toThrow();
  expect(await entriesOn(TODAY)).toBe(500);

  const removed = await asha.delete(
    `/api/daily-nutrition/entries/${last.json<{ entry: { id: number } }>().entry.id}`,
  );
  expect(removed.statusCode).toBe(200);
  expect((await asha.post('/api/daily-nutrition', { consumedCalories: 100 })).statusCode).toBe(201);
  // Another day has its own 500.
  expect(
    (await asha.post('/api/daily-nutrition', { consumedCalories: 100, date: '2026-11-19' })).statusCode,
  ).toBe(201);
});

test('entries added at once near the limit stop exactly at 500', async () => {
  const day = '2026-11-18';
  await fill(day, 490);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => asha.post('/api/daily-nutrition', { consumedCalories: 10, date: day })),
  );
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(10);
  expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(10);
  expect(await entriesOn(day)).toBe(500);
});

test.each([
  ['quotes, which double in JSON', '"'.repeat(120)],
  ['three-byte characters', '食'.repeat(120)],
])('a full day with the longest names (%s) travels in answers under 200 KB', async (_label, name) => {
  const day = name.startsWith('"') ? '2026-11-17' : '2026-11-16';
  await fill(day, 500, name);
  const headers = { ...ashaHeaders, 'accept-encoding': 'gzip, deflate, br' };
  const read = await t.app.inject({ url: `/api/daily-nutrition/${day}`, headers });
  expect(read.statusCode).toBe(200);
  expect(read.headers['content-encoding']).toBe('br');
  expect(read.rawPayload.byteLength).toBeLessThan(200 * 1024);
  const body = JSON.parse(brotliDecompressSync(read.rawPayload).toString()) as { entries: { id: number }[] };
  expect(body.entries).toHaveLength(500);
  const changed = await t.app.inject({
    method: 'PATCH',
    url: `/api/daily-nutrition/entries/${body.entries[0]?.id}`,
    headers,
    payload: { consumedCalories: 5 },
  });
  expect(changed.statusCode).toBe(200);
  expect(changed.rawPayload.byteLength).toBeLessThan(200 * 1024);
});

test('meals logged at once under their keys near the limit stop at 500 whole, and a refused one is taken with its key once there is room', async () => {
  const day = '2026-11-15';
  await fill(day, 495);
  const meal = {
    date: day,
    meal: 'dinner',
    items: [
      { foodCode: 'ASC096', grams: 40 },
      { foodCode: 'ASC096', grams: 60 },
    ],
  };
  const keys = Array.from({ length: 5 }, (_, i) => `full-day-batch-000${i}`);
  const answers = await Promise.all(
    keys.map((key) =>
      t.app.inject({
        method: 'POST',
        url: '/api/daily-nutrition/batch',
        headers: { ...ashaHeaders, 'idempotency-key': key },
        payload: meal,
      }),
    ),
  );
  expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(2);
  const refused = answers.flatMap((r, i) => (r.statusCode === 409 ? [keys[i] ?? ''] : []));
  expect(refused).toHaveLength(3);
  expect(await entriesOn(day)).toBe(499);

  const [oldest] = await t.database.db
    .select({ id: nutritionEntries.id })
    .from(nutritionEntries)
    .where(sql`${nutritionEntries.userId} = ${ashaId} and ${nutritionEntries.date} = ${day}`)
    .orderBy(nutritionEntries.id)
    .limit(1);
  expect((await asha.delete(`/api/daily-nutrition/entries/${oldest?.id}`)).statusCode).toBe(200);
  const retried = await t.app.inject({
    method: 'POST',
    url: '/api/daily-nutrition/batch',
    headers: { ...ashaHeaders, 'idempotency-key': refused[0] ?? '' },
    payload: meal,
  });
  expect(retried.statusCode, retried.body).toBe(201);
  expect(retried.headers['idempotent-replayed']).toBeUndefined();
  expect(await entriesOn(day)).toBe(500);
});

test('an entry sent again with its key once its day is full is answered as the entry it made, not refused', async () => {
  const day = '2026-11-14';
  const headers = { ...ashaHeaders, 'idempotency-key': 'full-day-repeat-0001' };
  const payload = { consumedCalories: 120, name: 'Buttermilk', date: day };
  const first = await t.app.inject({ method: 'POST', url: '/api/daily-nutrition', headers, payload });
  expect(first.statusCode, first.body).toBe(201);
  await fill(day, 499);
  const again = await t.app.inject({ method: 'POST', url: '/api/daily-nutrition', headers, payload });
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json<{ entry: unknown }>().entry).toEqual(first.json<{ entry: unknown }>().entry);
  expect(await entriesOn(day)).toBe(500);
});
