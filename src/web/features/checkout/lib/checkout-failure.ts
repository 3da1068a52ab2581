// What a failed checkout call means for the page: one reading of the server's error codes for both checkout flows.
import { ApiError } from '../../../lib/api-client';

export type CheckoutFailure =
  /** The phase is full: the spec's "Phase Capacity Reached" toast, then /waitlist. */
  | { kind: 'at-capacity' }
  /** This e-mail already has a subscription: ask them to sign in. */
  | { kind: 'already-subscribed'; message: string }
  /** The card was refused: a new attempt (and idempotency key) is needed. */
  | { kind: 'declined'; message: string }
  /** The total the page showed is no longer the price: refresh it before paying. */
  | { kind: 'price-changed'; message: string }
  /** Another tab or an earlier click is paying for this e-mail right now: wait, then look again. */
  | { kind: 'in-progress'; message: string }
  /** The gift card typed was refused (not a code, used or held by another checkout, refunded): nothing was charged. */
  | { kind: 'gift-card'; message: string }
  /** A field the server refused, with the rule's message. */
  | { kind: 'invalid'; message: string; fields: Record<string, string> }
  /**
   * Anything else (rate limit, unavailable, no network): the outcome may be unknown, so a
   * retry keeps the same idempotency key. `message` is the server's, when it sent one.
   */
  | { kind: 'retryable'; message: string | undefined };

export function readCheckoutFailure(error: unknown): CheckoutFailure {
  if (!(error instanceof ApiError) || !error.body) return { kind: 'retryable', message: undefined };
  const { code, message, fields, shouldRedirectToWaitlist } = error.body;
  if (shouldRedirectToWaitlist || code === 'AT_CAPACITY') return { kind: 'at-capacity' };
  // The one-page checkout names the field inside subscriptionData, the two-step's payment at its top.
  const giftCardRefusal = fields?.['subscriptionData.giftCardCode'] ?? fields?.giftCardCode;
  if (giftCardRefusal) return { kind: 'gift-card', message: giftCardRefusal };
  switch (code) {
    case 'ALREADY_SUBSCRIBED':
      return { kind: 'already-subscribed', message };
    case 'PAYMENT_DECLINED':
      return { kind: 'declined', message };
    case 'PRICE_CHANGED':
      return { kind: 'price-changed', message };
    case 'CHECKOUT_IN_PROGRESS':
    case 'idempotency_in_progress':
      return { kind: 'in-progress', message };
    case 'VALIDATION':
      return { kind: 'invalid', message, fields: fieldNames(fields ?? {}) };
    default:
      return { kind: 'retryable', message };
  }
}

/** The server names nested fields by path (`billingAddress.zipCode`); the form's fields are the last segment. */
function fieldNames(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, text]) => [path.split('.').at(-1) ?? path, text]),
  );
}
