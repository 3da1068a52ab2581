// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { authStorage } from './auth-storage';
import { firstRead } from './first-reads';

afterEach(() => authStorage.clearAll());

function counting() {
  let calls = 0;
  return { read: () => Promise.resolve(++calls), calls: () => calls };
}

const context = (client: QueryClient) => ({
  client,
  queryKey: ['user', 'subscription'],
  signal: new AbortController().signal,
});

test("a query's first read takes the answer started as the page loaded: one call", async () => {
  authStorage.setToken('session-a');
  const calls = counting();
  const read = firstRead(calls.read);
  read.start();
  expect(await read.take(context(new QueryClient()))).toBe(1);
  expect(calls.calls()).toBe(1);
});

test('a refetch never gets the answer started before it (a change made meanwhile would be lost)', async () => {
  authStorage.setToken('session-a');
  const calls = counting();
  const read = firstRead(calls.read);
  read.start();
  // The query was already in the cache (another page read it): its next read is a refetch.
  const client = new QueryClient();
  client.setQueryData(['user', 'subscription'], 0);
  expect(await read.take(context(client))).toBe(2);
});

test('nothing starts without a session, and an answer started for another session is not taken', async () => {
  const calls = counting();
  const read = firstRead(calls.read);
  read.start();
  expect(calls.calls()).toBe(0);
  authStorage.setToken('session-a');
  read.start();
  authStorage.setToken('session-b');
  expect(await read.take(context(new QueryClient()))).toBe(2);
});
