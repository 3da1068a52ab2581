// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, test } from 'vitest';
import { authStorage } from './auth-storage';
import { api, type ReadOptions } from './api-client';
import { firstRead, startFirstReads, takeEarlyRead } from './first-reads';

afterEach(() => {
  authStorage.clearAll();
  delete window.__earlyReads;
});

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
  const read = firstRead('/api/subscription', calls.read);
  read.start();
  expect(await read.take(context(new QueryClient()))).toBe(1);
  expect(calls.calls()).toBe(1);
});

test('a refetch never gets the answer started before it (a change made meanwhile would be lost)', async () => {
  authStorage.setToken('session-a');
  const calls = counting();
  const read = firstRead('/api/subscription', calls.read);
  read.start();
  // The query was already in the cache (another page read it): its next read is a refetch.
  const client = new QueryClient();
  client.setQueryData(['user', 'subscription'], 0);
  expect(await read.take(context(client))).toBe(2);
});

test('nothing starts without a session, and an answer started for another session is not taken', async () => {
  const calls = counting();
  const read = firstRead('/api/subscription', calls.read);
  read.start();
  expect(calls.calls()).toBe(0);
  authStorage.setToken('session-a');
  read.start();
  authStorage.setToken('session-b');
  expect(await read.take(context(new QueryClient()))).toBe(2);
});

/** What public/early-reads.js leaves when the document of a signed-in page loads. */
function documentAsked(bearer: string, body: unknown, at = performance.now()) {
  window.__earlyReads = {
    bearer,
    at,
    reads: { '/api/subscription': Promise.resolve(Response.json(body)) },
  };
}

test("the document's early answer serves the first read of its path, once, through the app's own handling", async () => {
  authStorage.setToken('session-a');
  documentAsked('session-a', { plan: 'early' });
  const asked: ReadOptions[] = [];
  const read = firstRead('/api/subscription', (options = {}) => {
    asked.push(options);
    return options.answer ? api.get('/api/subscription', options) : Promise.resolve({ plan: 'fetched' });
  });
  read.start();
  expect(await read.take(context(new QueryClient()))).toEqual({ plan: 'early' });
  expect(asked).toHaveLength(1);
  // Taken: a later read of the same path asks the server itself.
  expect(takeEarlyRead('/api/subscription', 'session-a')).toBeUndefined();
});

test('an early answer is not taken for another session, nor when it is stale', () => {
  documentAsked('session-a', {});
  expect(takeEarlyRead('/api/subscription', 'session-b')).toBeUndefined();
  // Dropped once looked at: nobody else takes it either.
  expect(takeEarlyRead('/api/subscription', 'session-a')).toBeUndefined();
  documentAsked('session-a', {}, performance.now() - 60_000);
  expect(takeEarlyRead('/api/subscription', 'session-a')).toBeUndefined();
  expect(takeEarlyRead('/api/orders', 'session-a')).toBeUndefined();
});

test("once the page has started its reads, the document's script, running late, asks for nothing", () => {
  authStorage.setToken('session-a');
  startFirstReads([firstRead('/api/subscription', () => Promise.resolve(1))]);
  expect(window.__earlyReads).toBeDefined();
  expect(takeEarlyRead('/api/subscription', 'session-a')).toBeUndefined();
});
