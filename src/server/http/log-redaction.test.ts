import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { linesStream } from '../testing/log-lines';
import { loggerOptions, redactSecrets, redactUrl } from './log-redaction';

describe('log redaction', () => {
  test('secret keys are masked at any depth, in objects and arrays, and the logged object is left as it was', () => {
    const logged = {
      email: 'a@example.com',
      password: 'hunter2-secret',
      body: { cardNumber: '4242424242424242', nested: [{ cvv: '123', token: 'tok_abc' }] },
      headers: { Authorization: 'Bearer abc', cookie: 'sid=1', accept: 'text/html' },
    };
    const before = structuredClone(logged);
    expect(redactSecrets(logged)).toEqual({
      email: 'a@example.com',
      password: '[redacted]',
      body: { cardNumber: '[redacted]', nested: [{ cvv: '[redacted]', token: '[redacted]' }] },
      headers: { Authorization: '[redacted]', cookie: '[redacted]', accept: 'text/html' },
    });
    expect(logged).toEqual(before);
  });

  test('an object without secrets is passed on as it is; errors are left to their serializer', () => {
    const logged = { job: 'billing.friday', counts: [1, 2], err: new Error('declined') };
    expect(redactSecrets(logged)).toBe(logged);
  });

  test('a line written through the app logger options carries no secret', () => {
    const lines: string[] = [];
    const log = pino({ ...loggerOptions, level: 'info' }, linesStream(lines));
    log
      .child({ reqId: 'req-1' })
      .warn({ input: { password: 'hunter2-secret', name: 'Asha' } }, 'sign-in refused');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('hunter2-secret');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      reqId: 'req-1',
      input: { password: '[redacted]', name: 'Asha' },
    });
  });

  test('secret query values and the calendar feed token are masked in a logged address', () => {
    expect(redactUrl('/api/auth/google/callback?code=abc&state=xyz&x=1')).toBe(
      '/api/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D&x=1',
    );
    expect(redactUrl('/api/calendar/s3cr3t.ics')).toBe('/api/calendar/[redacted].ics');
  });
});
