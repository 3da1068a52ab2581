import { expect, test } from 'vitest';
import { trackerAccess } from './access';

test('active and trialing subscriptions on either plan open the tracker', () => {
  expect(trackerAccess(true, 'active').kind).toBe('entitled');
  expect(trackerAccess(true, 'trialing').kind).toBe('entitled');
});

test('everyone else is told why: signed out, no plan, paused, a failed payment, or an ended plan', () => {
  expect(trackerAccess(false, null).kind).toBe('signed-out');
  expect(trackerAccess(false, 'active').kind).toBe('signed-out');
  expect(trackerAccess(true, null).kind).toBe('no-subscription');
  expect(trackerAccess(true, 'paused').kind).toBe('paused');
  expect(trackerAccess(true, 'past_due').kind).toBe('past-due');
  expect(trackerAccess(true, 'cancelled').kind).toBe('ended');
});
