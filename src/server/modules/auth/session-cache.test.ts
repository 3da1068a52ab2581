// The embedded database's session cache (issue 18): a session's read serves its next requests for a second, and any
// write request ends every kept read before it answers, so sign-outs, removals and edits count from the next request.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testAuthConfig } from './auth-config';
import { trackerSubscriber } from '../nutrition/nutrition-test-support';
import { bearer, createUser, signIn } from './auth-test-support';

const CACHE_MS = 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { auth: { ...testAuthConfig, sessionCacheMs: CACHE_MS } } });
});
afterAll(() => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
const nameOf = async (token: string) => (await profile(token)).json<{ name: string }>().name;

test('a session’s read is reused for a second, then read again', async () => {
  const user = await createUser(t, { email: 'meera@example.com', password: 'tamarind-lunch', name: 'Meera' });
  const token = await signIn(t, 'meera@example.com', 'tamarind-lunch');
  expect(await nameOf(token)).toBe('Meera');

  // A change no request of this app made (a background job, say) shows once the kept read is a second old.
  await t.database.db.update(users).set({ name: 'Meera K' }).where(eq(users.id, user.id));
  expect(await nameOf(token)).toBe('Meera');
  t.clock.advance(CACHE_MS);
  expect(await nameOf(token)).toBe('Meera K');
});

test('a write request ends the kept reads before it answers: a profile edit shows on the next request', async () => {
  await createUser(t, { email: 'ravi@example.com', password: 'cardamom-lunch', name: 'Ravi' });
  const token = await signIn(t, 'ravi@example.com', 'cardamom-lunch');
  expect(await nameOf(token)).toBe('Ravi');
  const edit = await t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: { name: 'Ravi Shah' },
  });
  expect(edit.statusCode, edit.body).toBe(200);
  expect(await nameOf(token)).toBe('Ravi Shah');
});

test('a typed meal read by the parser, a POST that writes nothing, keeps the kept reads as a search does', async () => {
  const headers = await trackerSubscriber(t, 'asha@example.com');
  const name = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/user/profile', headers })).json<{ name: string }>().name;
  const before = await name();
  await t.database.db.update(users).set({ name: 'Asha Kept' }).where(eq(users.email, 'asha@example.com'));
  const parse = await t.app.inject({
    method: 'POST',
    url: '/api/foods/parse',
    headers,
    payload: { text: '2 roti and a katori of dal' },
  });
  expect(parse.statusCode, parse.body).toBe(200);
  expect(await name()).toBe(before);
  t.clock.advance(CACHE_MS);
  expect(await name()).toBe('Asha Kept');
});

test('signing out, and an owner removing a staff member, count from the very next request', async () => {
  await createUser(t, { email: 'kiran@example.com', password: 'fenugreek-lunch' });
  const token = await signIn(t, 'kiran@example.com', 'fenugreek-lunch');
  expect((await profile(token)).statusCode).toBe(200);
  const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
  expect(out.statusCode).toBeLessThan(300);
  expect((await profile(token)).statusCode).toBe(401);

  await createUser(t, { email: 'owner@example.com', password: 'saffron-owner-2026', role: 'admin' });
  const staff = await createUser(t, { email: 'cook@example.com', password: 'turmeric-cook', role: 'staff' });
  const owner = await signIn(t, 'owner@example.com', 'saffron-owner-2026');
  const cook = await signIn(t, 'cook@example.com', 'turmeric-cook');
  expect((await profile(cook)).statusCode).toBe(200);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/team/${staff.id}`,
    headers: bearer(owner),
  });
  expect(removed.statusCode, removed.body).toBeLessThan(300);
  expect((await profile(cook)).statusCode).toBe(401);
});
