// A stand-in for the server in component tests: answers fetch by "METHOD /path" and records what the page sent.
import { vi } from 'vitest';

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeRoute = FakeReply | ((request: { body: unknown }) => FakeReply);

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Routes are keyed "GET /api/subscription"; anything else answers 404 like the server does. */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://app',
    );
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply =
      typeof route === 'function'
        ? route({ body })
        : (route ?? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } });
    const status = reply.status ?? 200;
    return Promise.resolve(
      new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return { sent };
}
