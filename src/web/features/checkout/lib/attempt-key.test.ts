import { expect, test } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './attempt-key';

test('a key has the 8 to 100 letters, digits, - or _ the payment endpoints accept', () => {
  expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
});

test('the same request keeps its key, so a double click or a retry charges once', () => {
  const keys = createAttemptKeys();
  const first = keys.keyFor('{"finalAmount":7500}');
  expect(keys.keyFor('{"finalAmount":7500}')).toBe(first);
});

test('changed details or a decline start a new attempt with a new key', () => {
  const keys = createAttemptKeys();
  const first = keys.keyFor('{"finalAmount":7500}');
  const changed = keys.keyFor('{"finalAmount":6000}');
  expect(changed).not.toBe(first);
  keys.reset();
  expect(keys.keyFor('{"finalAmount":6000}')).not.toBe(changed);
});
