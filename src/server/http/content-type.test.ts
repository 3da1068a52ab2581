// The API takes JSON bodies only: another content type, text/plain included, answers 415 and says what to send.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a JSON body sent as text/plain answers 415 with a clear message, and the same body as JSON is accepted', async () => {
  const body = JSON.stringify({ name: 'Priya', email: 'priya@example.com' });
  for (const contentType of ['text/plain', 'text/plain; charset=utf-8']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode, contentType).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Send the request body as application/json',
    });
  }
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    headers: { 'content-type': 'application/json' },
    payload: body,
  });
  expect(json.statusCode).toBe(200);
});
