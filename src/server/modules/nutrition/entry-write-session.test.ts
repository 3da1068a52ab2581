// An entry's add and removal check the caller's session in their own statement (decision 0046): every refusal the
// access hook makes on other signed-in requests holds for them too, on every instance at once, and writes nothing.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { anotherInstance, createTestApp, type TestApp } from '../../testing/test-app';
import { signInAgain } from '../subscriptions/subscription-test-support';
import { api, setSubscriptionStatus, trackerSubscriber } from './nutrition-test-support';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;

// Monday 23 November 2026, 1 PM Central; each test has a subscriber of its own.
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-23T19:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const signOut = (headers: Record<string, string>, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/logout', headers });

async function namesOn(headers: Record<string, string>, date: string) {
  const day = await api(t, headers).get(`/api/daily-nutrition/${date}`);
  if (day.statusCode === 404) return [];
  expect(day.statusCode, day.body).toBe(200);
  return day.json<{ entries: { name: string | null }[] }>().entries.map((e) => e.name);
}

async function addEntry(headers: Record<string, string>, name: string, key?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/daily-nutrition',
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload: { name, consumedCalories: 250, date: '2026-11-23' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: { id: number } }>().entry.id;
}

test('after signing out, an entry added or removed with that session is a 401 and writes nothing', async () => {
  const phone = await trackerSubscriber(t, 'asha@example.com');
  const laptop = await signInAgain(t, 'asha@example.com');
  const id = await addEntry(phone, 'Poha');
  expect((await signOut(phone)).statusCode).toBe(200);

  const add = await api(t, phone).post('/api/daily-nutrition', { name: 'Upma', consumedCalories: 300 });
  expect(add.statusCode).toBe(401);
  expect(add.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' });
  expect(add.headers['www-authenticate']).toBe('Bearer');
  const remove = await api(t, phone).delete(`/api/daily-nutrition/entries/${id}`);
  expect(remove.statusCode).toBe(401);
  expect(await namesOn(laptop, '2026-11-23')).toEqual(['Poha']);
  // The other session still writes.
  expect((await api(t, laptop).delete(`/api/daily-nutrition/entries/${id}`)).statusCode).toBe(200);
});

test('a sign-out on another instance refuses the very next write on this one', async () => {
  const phone = await trackerSubscriber(t, 'ravi@example.com');
  const laptop = await signInAgain(t, 'ravi@example.com');
  const second = await anotherInstance(t);
  try {
    const id = await addEntry(phone, 'Idli');
    expect((await signOut(phone, second)).statusCode).toBe(200);
    const add = await api(t, phone).post('/api/daily-nutrition', { name: 'Vada', consumedCalories: 200 });
    expect(add.statusCode).toBe(401);
    expect((await api(t, phone).delete(`/api/daily-nutrition/entries/${id}`)).statusCode).toBe(401);
    expect(await namesOn(laptop, '2026-11-23')).toEqual(['Idli']);
  } finally {
    await second.close();
  }
});

test('a repeat of an earlier keyed add is refused once the session is signed out, not answered from the entry', async () => {
  const phone = await trackerSubscriber(t, 'meera@example.com');
  const key = 'signed-out-repeat-0001';
  await addEntry(phone, 'Dosa', key);
  expect((await signOut(phone)).statusCode).toBe(200);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/daily-nutrition',
    headers: { ...phone, 'idempotency-key': key },
    payload: { name: 'Dosa', consumedCalories: 250, date: '2026-11-23' },
  });
  expect(again.statusCode).toBe(401);
  expect(again.headers['idempotent-replayed']).toBeUndefined();
  expect(again.body).not.toContain('Dosa');
});

test('a signed-out session is told to sign in before anything else the write would have answered', async () => {
  const phone = await trackerSubscriber(t, 'kiran@example.com');
  const laptop = await signInAgain(t, 'kiran@example.com');
  const id = await addEntry(laptop, 'Chai');
  expect((await signOut(phone)).statusCode).toBe(200);
  const refusals = [
    // Nothing to log (400), a day out of reach (400), an unknown food (400), an entry that is not there (404), a body
    // that is not JSON (400): each is a 401 for a caller who is not signed in, as on every other route.
    await api(t, phone).post('/api/daily-nutrition', {}),
    await api(t, phone).post('/api/daily-nutrition', { consumedCalories: 100, date: '2026-11-01' }),
    await api(t, phone).post('/api/daily-nutrition', { foodCode: 'no-such-food', grams: 100 }),
    await api(t, phone).delete('/api/daily-nutrition/entries/999999'),
    await t.app.inject({
      method: 'POST',
      url: '/api/daily-nutrition',
      headers: { ...phone, 'content-type': 'application/json' },
      payload: '{"consumedCalories": ',
    }),
  ];
  expect(refusals.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
  expect(refusals[0]?.json()).toEqual({ message: 'Please sign in to continue', code: 'UNAUTHORIZED' });
  // Signed in, the same requests get their own answers.
  expect((await api(t, laptop).post('/api/daily-nutrition', {})).statusCode).toBe(400);
  expect((await api(t, laptop).delete('/api/daily-nutrition/entries/999999')).statusCode).toBe(404);
  expect(await namesOn(laptop, '2026-11-23')).toEqual(['Chai']);
  expect((await api(t, laptop).delete(`/api/daily-nutrition/entries/${id}`)).statusCode).toBe(200);
});

test('a subscriber whose subscription has ended is a 403 on the write and it writes nothing', async () => {
  const phone = await trackerSubscriber(t, 'dev@example.com');
  const id = await addEntry(phone, 'Paratha');
  await setSubscriptionStatus(t, 'dev@example.com', 'cancelled');
  const add = await api(t, phone).post('/api/daily-nutrition', { name: 'Lassi', consumedCalories: 180 });
  expect(add.statusCode).toBe(403);
  expect(add.json()).toEqual({
    message: 'An active subscription is required for this feature',
    code: 'FORBIDDEN',
  });
  // Told so before a 400 too.
  expect((await api(t, phone).post('/api/daily-nutrition', {})).statusCode).toBe(403);
  expect((await api(t, phone).delete(`/api/daily-nutrition/entries/${id}`)).statusCode).toBe(403);
  await setSubscriptionStatus(t, 'dev@example.com', 'active');
  expect(await namesOn(phone, '2026-11-23')).toEqual(['Paratha']);
});

test('the write records the session’s use as a read does: a session kept busy by writes alone does not idle out', async () => {
  const phone = await trackerSubscriber(t, 'nila@example.com');
  // Six days and 23 hours idle, then a write: the session was live, and its use is recorded.
  t.clock.advance(7 * DAY - 60 * MINUTE);
  const added = await api(t, phone).post('/api/daily-nutrition', { name: 'Khichdi', consumedCalories: 320 });
  expect(added.statusCode, added.body).toBe(201);
  const id = added.json<{ entry: { id: number } }>().entry.id;
  // Two more days: 8 days 23 hours after sign-in, 2 days after the write.
  t.clock.advance(2 * DAY);
  expect((await api(t, phone).delete(`/api/daily-nutrition/entries/${id}`)).statusCode).toBe(200);
  // A full week without a request: the next write is refused, as a read would be.
  t.clock.advance(7 * DAY);
  expect(
    (await api(t, phone).post('/api/daily-nutrition', { name: 'Kheer', consumedCalories: 200 })).statusCode,
  ).toBe(401);
});
