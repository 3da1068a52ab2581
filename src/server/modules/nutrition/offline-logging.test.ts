// Logging from a phone's offline queue (issue 22): each entry carries an Idempotency-Key made when the subscriber
// tapped, and however often or wherever it is sent again, it is logged once and answered the same.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { idempotencyKeys } from '../../db/schema';
import { createIdempotencyStore } from '../../http/idempotency';
import { anotherInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { api, trackerSubscriber } from './nutrition-test-support';

let t: TestApp;
let asha: Record<string, string>;
let ravi: Record<string, string>;
let meera: Record<string, string>;

// One app and database for the file: each test uses its own keys and days. Monday 23 November 2026, 1 PM Central.
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T19:00:00Z') });
  asha = await trackerSubscriber(t, 'asha@example.com');
  ravi = await trackerSubscriber(t, 'ravi@example.com');
  meera = await trackerSubscriber(t, 'meera@example.com');
});
afterAll(async () => {
  await t.close();
});

const post = (headers: Record<string, string>, key: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload });

async function entriesOn(headers: Record<string, string>, date: string) {
  const day = await api(t, headers).get(`/api/daily-nutrition/${date}`);
  return day.statusCode === 404 ? [] : day.json<{ entries: { id: number; name: string | null }[] }>().entries;
}

test('a food, water, a weight and the lunch each sent twice with their keys are logged once, and the repeat answers the same', async () => {
  const calls = [
    ['/api/daily-nutrition', { name: 'Poha', consumedCalories: 320, meal: 'breakfast', date: '2026-11-23' }],
    ['/api/daily-nutrition', { waterIntake: 0.5, date: '2026-11-23' }],
    ['/api/nutrition/weights', { weight: 79.4, date: '2026-11-23' }],
    ['/api/daily-nutrition/lunch', { date: '2026-11-23' }],
  ] as const;
  for (const [i, [url, body]] of calls.entries()) {
    const key = `7d1c5e52-0b8e-4f7a-9a4e-00000000000${i}`;
    const first = await post(asha, key, url, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(asha, key, url, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  }
  const entries = await entriesOn(asha, '2026-11-23');
  expect(entries.map((e) => e.name)).toEqual(['Poha', null, 'Tandoori Chicken Thali']);
  expect((await api(t, asha).get('/api/daily-nutrition/2026-11-23')).json()).toMatchObject({ weight: 79.4 });
});

test('the same entry sent at once to two instances on one database is logged once, and every answer names it', async () => {
  const second = await anotherInstance(t);
  try {
    const key = 'concurrent-replay-0001';
    const body = { name: 'Masala oats', consumedCalories: 280, meal: 'breakfast', date: '2026-11-22' };
    const answers = await Promise.all(
      [t.app, second, t.app, second, t.app].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/daily-nutrition',
          headers: { ...asha, 'idempotency-key': key },
          payload: body,
        }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set(answers.map((a) => a.json<{ entry: { id: number } }>().entry.id));
    expect(ids.size).toBe(1);
    expect((await entriesOn(asha, '2026-11-22')).map((e) => e.name)).toEqual(['Masala oats']);
  } finally {
    await second.close();
  }
});

test('an entry sent again after its kept answer was pruned is still the same entry, not a second', async () => {
  const key = 'pruned-answer-0001';
  const body = { name: 'Greek yogurt', consumedCalories: 150, meal: 'snack', date: '2026-11-21' };
  const first = await post(asha, key, '/api/daily-nutrition', body);
  expect(first.statusCode, first.body).toBe(201);
  const lunch = await post(asha, 'pruned-answer-0002', '/api/daily-nutrition/lunch', { date: '2026-11-20' });
  expect(lunch.statusCode, lunch.body).toBe(201);
  // As the nightly housekeeping does after two days (or as a crash between the entry and its kept answer leaves it).
  await t.database.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.key} like 'pruned-answer-%'`);

  const again = await post(asha, key, '/api/daily-nutrition', body);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toEqual(first.json());
  const lunchAgain = await post(asha, 'pruned-answer-0002', '/api/daily-nutrition/lunch', {
    date: '2026-11-20',
  });
  expect(lunchAgain.statusCode, lunchAgain.body).toBe(201);
  expect(lunchAgain.json()).toEqual(lunch.json());
  expect((await entriesOn(asha, '2026-11-21')).map((e) => e.name)).toEqual(['Greek yogurt']);
  // Another key for the same day's lunch is still the one-a-day refusal.
  const other = await post(asha, 'pruned-answer-0003', '/api/daily-nutrition/lunch', { date: '2026-11-20' });
  expect(other.statusCode).toBe(409);
  expect(other.json()).toEqual({ code: 'CONFLICT', message: "You have already logged this day's lunch." });
});

test('a key reused with another entry is a clear 422, keys belong to one subscriber, and a malformed key is a 400', async () => {
  const key = 'reused-key-0001';
  const body = { name: 'Banana', consumedCalories: 105, meal: 'snack', date: '2026-11-19' };
  expect((await post(asha, key, '/api/daily-nutrition', body)).statusCode).toBe(201);
  const reused = await post(asha, key, '/api/daily-nutrition', { ...body, consumedCalories: 210 });
  expect(reused.statusCode).toBe(422);
  expect(reused.json()).toEqual({
    code: 'idempotency_key_reused',
    message:
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  });

  // Ravi's phone happening on the same key logs Ravi's own entry.
  const his = await post(ravi, key, '/api/daily-nutrition', body);
  expect(his.statusCode, his.body).toBe(201);
  expect(his.headers['idempotent-replayed']).toBeUndefined();
  expect((await entriesOn(ravi, '2026-11-19')).map((e) => e.name)).toEqual(['Banana']);
  expect((await entriesOn(asha, '2026-11-19')).map((e) => e.name)).toEqual(['Banana']);

  const malformed = await post(asha, 'no spaces!', '/api/daily-nutrition', body);
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json()).toMatchObject({ code: 'BAD_REQUEST' });

  // A refusal that depends only on the request is answered the same again, and logs nothing.
  const refused = await post(asha, 'refused-0001', '/api/daily-nutrition', { consumedCalories: 99999 });
  expect(refused.statusCode).toBe(400);
  const refusedAgain = await post(asha, 'refused-0001', '/api/daily-nutrition', { consumedCalories: 99999 });
  expect(refusedAgain.json()).toEqual(refused.json());
});

test('an entry removed and then sent again with its key is not logged a second time', async () => {
  const key = 'removed-then-resent-0001';
  const body = { name: 'Masala chai', consumedCalories: 90, meal: 'snack', date: '2026-11-18' };
  const first = await post(asha, key, '/api/daily-nutrition', body);
  expect(first.statusCode, first.body).toBe(201);
  const id = first.json<{ entry: { id: number } }>().entry.id;
  expect((await api(t, asha).delete(`/api/daily-nutrition/entries/${id}`)).statusCode).toBe(200);

  const again = await post(asha, key, '/api/daily-nutrition', body);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual({ entry: null, day: null });
  expect(await entriesOn(asha, '2026-11-18')).toEqual([]);
});

const MEAL = {
  meal: 'dinner',
  items: [
    { foodCode: 'ASC096', portion: 'piece', quantity: 2 },
    { foodCode: 'ASC096', grams: 50 },
  ],
};

test('a meal logged at once, a copied meal and a weight, each sent twice with their key, are written once and the repeat answers the same', async () => {
  const breakfast = { name: 'Upma', consumedCalories: 250, meal: 'breakfast', date: '2026-11-16' };
  expect((await post(asha, 'copy-source-0001', '/api/daily-nutrition', breakfast)).statusCode).toBe(201);
  const calls = [
    ['batch-twice-0001', '/api/daily-nutrition/batch', { ...MEAL, date: '2026-11-17' }],
    [
      'copy-twice-0001',
      '/api/daily-nutrition/copy',
      { from: '2026-11-16', to: '2026-11-17', meal: 'breakfast' },
    ],
    ['weight-twice-0001', '/api/nutrition/weights', { weight: 78.6, date: '2026-11-17' }],
  ] as const;
  for (const [key, url, body] of calls) {
    const first = await post(asha, key, url, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(asha, key, url, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  }
  const entries = await entriesOn(asha, '2026-11-17');
  expect(entries).toHaveLength(3);
  expect(entries.map((e) => e.name)).toEqual([expect.any(String), expect.any(String), 'Upma']);

  // A weight sent again after a later one for the same day replays its answer and leaves the later one standing.
  expect(
    (await post(asha, 'weight-twice-0002', '/api/nutrition/weights', { weight: 78.2, date: '2026-11-17' }))
      .statusCode,
  ).toBe(201);
  const late = await post(asha, 'weight-twice-0001', '/api/nutrition/weights', {
    weight: 78.6,
    date: '2026-11-17',
  });
  expect(late.json()).toMatchObject({ date: '2026-11-17', weight: 78.6 });
  expect((await api(t, asha).get('/api/daily-nutrition/2026-11-17')).json()).toMatchObject({ weight: 78.2 });
});

test('a meal, a copied meal and a weight sent at once to two instances on one database are each written once, and every answer is the first', async () => {
  const second = await anotherInstance(t);
  try {
    expect(
      (
        await post(ravi, 'copy-source-0002', '/api/daily-nutrition', {
          name: 'Idli',
          consumedCalories: 180,
          meal: 'breakfast',
          date: '2026-11-21',
        })
      ).statusCode,
    ).toBe(201);
    const calls = [
      ['batch-at-once-0001', '/api/daily-nutrition/batch', { ...MEAL, date: '2026-11-22' }],
      [
        'copy-at-once-0001',
        '/api/daily-nutrition/copy',
        { from: '2026-11-21', to: '2026-11-22', meal: 'breakfast' },
      ],
      ['weight-at-once-0001', '/api/nutrition/weights', { weight: 72.4, date: '2026-11-22' }],
    ] as const;
    for (const [key, url, body] of calls) {
      const answers = await Promise.all(
        [t.app, second, t.app, second].map((app) =>
          app.inject({ method: 'POST', url, headers: { ...ravi, 'idempotency-key': key }, payload: body }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const bodies = answers.map((a) => a.json<object>());
      for (const body of bodies) expect(body).toEqual(bodies[0]);
      expect(answers.filter((a) => a.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    }
    expect(await entriesOn(ravi, '2026-11-22')).toHaveLength(3);
    expect((await api(t, ravi).get('/api/nutrition/weights?days=30')).json()).toMatchObject({
      weights: [{ date: '2026-11-22', weight: 72.4 }],
    });
  } finally {
    await second.close();
  }
});

test('a key reused with another meal, copy or weight is a 422 and writes nothing', async () => {
  expect(
    (
      await post(meera, 'copy-source-0003', '/api/daily-nutrition', {
        name: 'Dosa',
        consumedCalories: 300,
        meal: 'breakfast',
        date: '2026-11-20',
      })
    ).statusCode,
  ).toBe(201);
  const calls = [
    [
      'batch-reused-0001',
      '/api/daily-nutrition/batch',
      { ...MEAL, date: '2026-11-21' },
      { ...MEAL, meal: 'lunch', date: '2026-11-21' },
    ],
    [
      'copy-reused-0001',
      '/api/daily-nutrition/copy',
      { from: '2026-11-20', to: '2026-11-21', meal: 'breakfast' },
      { from: '2026-11-20', to: '2026-11-22', meal: 'breakfast' },
    ],
    [
      'weight-reused-0001',
      '/api/nutrition/weights',
      { weight: 79, date: '2026-11-21' },
      { weight: 80, date: '2026-11-21' },
    ],
  ] as const;
  for (const [key, url, body, other] of calls) {
    expect((await post(meera, key, url, body)).statusCode).toBe(201);
    const reused = await post(meera, key, url, other);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
  }
  expect(await entriesOn(meera, '2026-11-21')).toHaveLength(3);
  expect((await api(t, meera).get('/api/daily-nutrition/2026-11-21')).json()).toMatchObject({ weight: 79 });
});

test('a meal sent again after its kept key was pruned is still the same entries, and one whose entries were removed adds none', async () => {
  const key = 'batch-pruned-0001';
  const body = { ...MEAL, date: '2026-11-18' };
  const first = await post(meera, key, '/api/daily-nutrition/batch', body);
  expect(first.statusCode, first.body).toBe(201);
  await t.database.db.delete(idempotencyKeys).where(sql`${idempotencyKeys.key} = ${key}`);
  const again = await post(meera, key, '/api/daily-nutrition/batch', body);
  expect(again.statusCode, again.body).toBe(201);
  expect(again.json()).toEqual(first.json());

  const removedKey = 'batch-removed-0001';
  const removedBody = { ...MEAL, meal: 'snack', date: '2026-11-19' };
  const added = await post(meera, removedKey, '/api/daily-nutrition/batch', removedBody);
  for (const entry of added.json<{ entries: { id: number }[] }>().entries) {
    expect((await api(t, meera).delete(`/api/daily-nutrition/entries/${entry.id}`)).statusCode).toBe(200);
  }
  const resent = await post(meera, removedKey, '/api/daily-nutrition/batch', removedBody);
  expect(resent.statusCode, resent.body).toBe(201);
  expect(resent.headers['idempotent-replayed']).toBe('true');
  expect(resent.json()).toMatchObject({ entries: [], day: { date: '2026-11-19', entries: [] } });
});

test('a version that claims keys first meets an entry kept with its work as a request in progress, told to retry, never an empty answer, and replays a weight as sent', async () => {
  const key = 'rolling-restart-0001';
  const first = await post(asha, key, '/api/daily-nutrition', {
    name: 'Apple',
    consumedCalories: 95,
    date: '2026-11-16',
  });
  expect(first.statusCode, first.body).toBe(201);
  const [row] = await t.database.db
    .select()
    .from(idempotencyKeys)
    .where(sql`${idempotencyKeys.key} = ${key}`);
  if (!row) throw new Error('key not kept');
  // The claim of the middleware's older path, as an instance still running it reads the key.
  const store = createIdempotencyStore({ db: t.database.db, clock: t.clock });
  expect(await store.claim(row.scope, key, row.requestHash, 100)).toEqual({ kind: 'busy' });

  const weight = await post(asha, 'rolling-restart-0002', '/api/nutrition/weights', {
    weight: 79.1,
    date: '2026-11-16',
  });
  expect(weight.statusCode, weight.body).toBe(201);
  const [kept] = await t.database.db
    .select()
    .from(idempotencyKeys)
    .where(sql`${idempotencyKeys.key} = 'rolling-restart-0002'`);
  if (!kept) throw new Error('key not kept');
  const replayed = await store.claim(kept.scope, kept.key, kept.requestHash, 100);
  if (replayed.kind !== 'done') throw new Error(`the older path answered ${replayed.kind}`);
  expect(replayed.status).toBe(201);
  expect(JSON.parse(replayed.body)).toEqual(weight.json());
});

test('a write sent again once it would be refused (its day out of reach, its copied meal removed) is answered as the write it was', async () => {
  const entry = { name: 'Pongal', consumedCalories: 280, meal: 'breakfast', date: '2026-11-16' };
  const first = await post(meera, 'refused-later-0001', '/api/daily-nutrition', entry);
  expect(first.statusCode, first.body).toBe(201);
  const copy = { from: '2026-11-16', to: '2026-11-23', meal: 'breakfast' };
  const copied = await post(meera, 'refused-later-0002', '/api/daily-nutrition/copy', copy);
  expect(copied.statusCode, copied.body).toBe(201);
  const weight = { weight: 64.3, date: '2026-11-16' };
  const weighed = await post(meera, 'refused-later-0003', '/api/nutrition/weights', weight);
  expect(weighed.statusCode, weighed.body).toBe(201);

  const source = first.json<{ entry: { id: number } }>().entry.id;
  expect((await api(t, meera).delete(`/api/daily-nutrition/entries/${source}`)).statusCode).toBe(200);
  const copiedAgain = await post(meera, 'refused-later-0002', '/api/daily-nutrition/copy', copy);
  expect(copiedAgain.statusCode, copiedAgain.body).toBe(201);
  expect(copiedAgain.json()).toEqual(copied.json());
  // A copy under a new key is refused: there is nothing left to copy.
  expect((await post(meera, 'refused-later-0004', '/api/daily-nutrition/copy', copy)).statusCode).toBe(404);

  const now = t.clock.now();
  t.clock.advance(24 * 60 * 60_000);
  try {
    const weighedAgain = await post(meera, 'refused-later-0003', '/api/nutrition/weights', weight);
    expect(weighedAgain.statusCode, weighedAgain.body).toBe(201);
    expect(weighedAgain.json()).toEqual(weighed.json());
    const entryAgain = await post(meera, 'refused-later-0001', '/api/daily-nutrition', entry);
    expect(entryAgain.statusCode, entryAgain.body).toBe(201);
    expect(entryAgain.headers['idempotent-replayed']).toBe('true');
    // Its entry was removed (as the copy's source): the day as it is, the weight still on it.
    expect(entryAgain.json()).toMatchObject({
      entry: null,
      day: { date: '2026-11-16', entries: [], weight: 64.3 },
    });
    // Under a new key the day is out of reach.
    expect((await post(meera, 'refused-later-0005', '/api/daily-nutrition', entry)).statusCode).toBe(400);
  } finally {
    t.clock.set(now);
  }
});
