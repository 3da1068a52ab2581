import { expect, test } from 'vitest';
import type { ErrorBody } from '../../../../contracts/errors';
import { ApiError } from '../../../lib/api-client';
import { readCheckoutFailure } from './checkout-failure';

function refusal(status: number, body: ErrorBody): ApiError {
  return new ApiError(status, `${status}: ${JSON.stringify(body)}`, body, body);
}

test('a full phase sends the buyer to the waitlist, by code or by the redirect flag', () => {
  expect(readCheckoutFailure(refusal(409, { message: 'Full', code: 'AT_CAPACITY' }))).toEqual({
    kind: 'at-capacity',
  });
  expect(
    readCheckoutFailure(refusal(409, { message: 'Full', code: 'CONFLICT', shouldRedirectToWaitlist: true })),
  ).toEqual({ kind: 'at-capacity' });
});

test('a decline, a changed price and an existing subscription keep the server’s message', () => {
  expect(readCheckoutFailure(refusal(402, { message: 'Declined', code: 'PAYMENT_DECLINED' }))).toEqual({
    kind: 'declined',
    message: 'Declined',
  });
  expect(readCheckoutFailure(refusal(409, { message: 'Now $75.00', code: 'PRICE_CHANGED' }))).toEqual({
    kind: 'price-changed',
    message: 'Now $75.00',
  });
  expect(readCheckoutFailure(refusal(409, { message: 'Sign in', code: 'ALREADY_SUBSCRIBED' }))).toEqual({
    kind: 'already-subscribed',
    message: 'Sign in',
  });
});

test('a checkout already under way for the e-mail is told apart from a failed payment', () => {
  expect(
    readCheckoutFailure(refusal(409, { message: 'Still paying', code: 'CHECKOUT_IN_PROGRESS' })),
  ).toEqual({
    kind: 'in-progress',
    message: 'Still paying',
  });
  // The same submit still running on the server (a double click answered while the first is paying).
  expect(
    readCheckoutFailure(refusal(409, { message: 'Wait a moment', code: 'idempotency_in_progress' })),
  ).toEqual({ kind: 'in-progress', message: 'Wait a moment' });
});

test('a refused field is named as the form names it', () => {
  const failure = readCheckoutFailure(
    refusal(400, {
      message: 'Please enter a 5-digit ZIP code (or ZIP+4).',
      code: 'VALIDATION',
      fields: { 'billingAddress.zipCode': 'Please enter a 5-digit ZIP code (or ZIP+4).' },
    }),
  );
  expect(failure).toEqual({
    kind: 'invalid',
    message: 'Please enter a 5-digit ZIP code (or ZIP+4).',
    fields: { zipCode: 'Please enter a 5-digit ZIP code (or ZIP+4).' },
  });
});

test('no network, a rate limit or an outage can be retried, with the server’s words when it sent some', () => {
  expect(readCheckoutFailure(new TypeError('Failed to fetch'))).toEqual({
    kind: 'retryable',
    message: undefined,
  });
  expect(readCheckoutFailure(refusal(429, { message: 'Too many attempts', code: 'RATE_LIMITED' }))).toEqual({
    kind: 'retryable',
    message: 'Too many attempts',
  });
  expect(readCheckoutFailure(new ApiError(502, '502: Bad Gateway', undefined, undefined))).toEqual({
    kind: 'retryable',
    message: undefined,
  });
});

test('a refused gift card is told apart whichever checkout named its field', () => {
  const used = 'This gift card has already been redeemed.';
  const oneStep = { 'subscriptionData.giftCardCode': used };
  expect(readCheckoutFailure(refusal(409, { message: used, code: 'CONFLICT', fields: oneStep }))).toEqual({
    kind: 'gift-card',
    message: used,
  });
  expect(
    readCheckoutFailure(refusal(409, { message: used, code: 'CONFLICT', fields: { giftCardCode: used } })),
  ).toEqual({ kind: 'gift-card', message: used });
});
