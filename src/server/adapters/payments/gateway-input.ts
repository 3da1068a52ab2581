// Checks on what our own code hands a gateway; a failure is a bug in the caller, so it throws before any request.
import type { Cents } from '../../../domain/money';

/** Square's limit, applied to the sandbox too so that a key that would fail in production fails in tests. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 45;

/**
 * A RangeError, not a GatewayRequestError: it must not be mistaken for the provider refusing the customer's card.
 */
export function assertIdempotencyKey(key: string): void {
  if (key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new RangeError(
      `an idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters, got ${key.length}`,
    );
  }
}

export function assertPositiveAmount(amount: Cents): void {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new RangeError(`an amount must be a positive number of cents, got ${amount}`);
  }
}
