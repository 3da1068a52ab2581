import { afterAll, beforeAll, expect, test } from 'vitest';
import { SITE_PAGES } from '../../../domain/site-pages';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('every spec route answers 200 with its own title and description in the HTML', async () => {
  for (const [route, meta] of Object.entries(SITE_PAGES)) {
    const res = await t.app.inject({ method: 'GET', url: route });
    expect(res.statusCode, route).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const escapedTitle = meta.title.replace(/&/g, '&#38;');
    expect(res.body, route).toContain(`<title>${escapedTitle}</title>`);
    expect(res.body).toContain('<meta property="og:type"');
  }
});

test('an unknown page answers 404 with the app HTML', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
  expect(res.statusCode).toBe(404);
  expect(res.body).toContain('<title>Page Not Found');
});

test('pages are served compressed to clients that accept it', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.headers['content-encoding']).toBe('br');
});

test('pages carry the public site settings and the server time for the app', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/waitlist' });
  const match = /<meta name="site-config" content="([^"]+)"/.exec(res.body);
  expect(match).not.toBeNull();
  const json = JSON.parse(match![1]!.replace(/&#34;/g, '"').replace(/&#38;/g, '&').replace(/&#39;/g, "'"));
  expect(json.contactEmail).toBe('hello@tiffinfit.com');
  expect(json.serverTime).toBe(t.clock.now().toISOString());
});
