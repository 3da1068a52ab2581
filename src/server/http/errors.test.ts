import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { bodyLimitBytes: 1024 } });
});
afterAll(() => t.close());

const visitorId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

test('malformed JSON gets a 400 JSON answer', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    headers: { 'content-type': 'application/json' },
    payload: '{"path": "/",',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
});

test('a body that breaks the schema gets VALIDATION with the fields', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: 'no-slash', visitorId: 'nope' },
  });
  expect(res.statusCode).toBe(400);
  const body = res.json();
  expect(body.code).toBe('VALIDATION');
  expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['path', 'visitorId']));
});

test('unknown fields are rejected', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: '/', visitorId, admin: true },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().code).toBe('VALIDATION');
});

test('a body over the limit gets 413', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: '/' + 'a'.repeat(2000), visitorId },
  });
  expect(res.statusCode).toBe(413);
  expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
});

test('a body that is not JSON gets 415', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    headers: { 'content-type': 'text/xml' },
    payload: '<x/>',
  });
  expect(res.statusCode).toBe(415);
  expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
});

test('an unknown API path gets a 404 JSON answer', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
});

test('page views are recorded', async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { path: '/faq', visitorId },
  });
  expect(res.statusCode).toBe(204);
});
