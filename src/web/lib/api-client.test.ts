import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { errorBodySchema } from '../../contracts/errors';
import { ApiError, api, errorBodyOf, messageOf } from './api-client';

let server: Server;
let base = '';
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    if (req.url === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    } else if (req.url === '/denied') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"Sign in first","code":"UNAUTHORIZED"}');
    } else {
      res.writeHead(502, 'Bad Gateway').end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a GET sends no JSON content type and returns the parsed body', async () => {
  expect(await api.get(`${base}/json`)).toEqual({ ok: true });
  expect(lastHeaders['content-type']).toBeUndefined();
});

test('a call with a body sends JSON', async () => {
  await api.post(`${base}/json`, { a: 1 });
  expect(lastHeaders['content-type']).toBe('application/json');
});

test('a failed call becomes an error whose message is status, colon, body', async () => {
  const error = await api.get(`${base}/denied`).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe('401: {"message":"Sign in first","code":"UNAUTHORIZED"}');
  expect(messageOf(error, 'fallback')).toBe('Sign in first');
});

test('an empty failed body falls back to the status text', async () => {
  const error = await api.get(`${base}/empty`).catch((e: unknown) => e);
  expect((error as ApiError).message).toBe('502: Bad Gateway');
  expect(messageOf(error, 'Failed to fetch')).toBe('Failed to fetch');
});

test('the GET helper can answer null on 401 instead of failing', async () => {
  expect(await api.get(`${base}/denied`, { on401: 'null' })).toBeNull();
});

test('a call can send extra headers, such as an idempotency key', async () => {
  await api.post(`${base}/json`, { a: 1 }, { headers: { 'Idempotency-Key': 'attempt-1234' } });
  expect(lastHeaders['idempotency-key']).toBe('attempt-1234');
});

test('an error body is read as the contract’s schema reads it, without building it', () => {
  const bodies: unknown[] = [
    { message: 'Sign in first', code: 'UNAUTHORIZED' },
    { message: 'Fix these', code: 'VALIDATION', fields: { email: 'Enter an email' }, extra: 1 },
    { message: 'Full', code: 'AT_CAPACITY', shouldRedirectToWaitlist: true },
    { message: 'Busy', code: 'idempotency_in_progress' },
    { message: 'Odd', code: 'NO_SUCH_CODE' },
    { message: 1, code: 'UNAUTHORIZED' },
    { code: 'UNAUTHORIZED' },
    { message: 'Fix', code: 'VALIDATION', fields: { email: 3 } },
    { message: 'Fix', code: 'VALIDATION', fields: ['email'] },
    { message: 'Full', code: 'AT_CAPACITY', shouldRedirectToWaitlist: 'yes' },
    null,
    'Bad Gateway',
    [],
    undefined,
  ];
  for (const body of bodies) {
    const parsed = errorBodySchema.safeParse(body);
    expect(errorBodyOf(body), JSON.stringify(body)).toEqual(parsed.success ? parsed.data : undefined);
  }
});
