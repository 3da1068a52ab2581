// One account's requests take turns: past its share they wait, past its queue they are refused, and nobody else waits.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bearer, createUser, signIn } from '../modules/auth/auth-test-support';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEFAULT_ABUSE_LIMITS } from './abuse-limits';
import { TOO_MANY_AT_ONCE_MESSAGE } from './fair-share';

let t: TestApp;
let asha: Record<string, string>;
let ben: Record<string, string>;
/** The probe route's request is inside its handler until `finish` is called. */
let entered: () => void = () => undefined;
let finish: () => void = () => undefined;

beforeAll(async () => {
  t = await createTestApp({
    config: {
      limits: { ...DEFAULT_ABUSE_LIMITS, requestsAtOncePerAccount: 1, requestsWaitingPerAccount: 1 },
    },
    routes(app) {
      app.get('/api/test-probe/slow', { config: { access: 'user' } }, async () => {
        entered();
        await new Promise<void>((resolve) => (finish = resolve));
        return { done: true };
      });
    },
  });
  await createUser(t, { email: 'asha@example.com', password: 'saffron-lunchbox', name: 'Asha Rao' });
  await createUser(t, { email: 'ben@example.com', password: 'tamarind-rice-bowl', name: 'Ben Ortiz' });
  asha = bearer(await signIn(t, 'asha@example.com', 'saffron-lunchbox'));
  ben = bearer(await signIn(t, 'ben@example.com', 'tamarind-rice-bowl'));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

test("an account's requests past its share wait their turn, past its queue get 429, and other accounts never wait", async () => {
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const slow = get('/api/test-probe/slow', asha);
  await inside;

  // Asha's turn is taken: of two more requests one waits and the other is refused at once.
  const more = [get('/api/user/profile', asha), get('/api/user/profile', asha)];
  const refused = await Promise.race(more);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: TOO_MANY_AT_ONCE_MESSAGE, code: 'RATE_LIMITED' });
  expect(refused.headers['retry-after']).toBe('1');

  // Ben is served meanwhile.
  expect((await get('/api/user/profile', ben)).statusCode).toBe(200);

  finish();
  expect((await slow).json()).toEqual({ done: true });
  const answers = await Promise.all(more);
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
  // Every turn was given back.
  expect((await get('/api/user/profile', asha)).statusCode).toBe(200);
});
