// Idempotency keys for payment attempts: one per attempt, kept across retries of the same request.

/** 8-100 characters of [A-Za-z0-9_-], as the payment endpoints require. */
export function newIdempotencyKey(): string {
  return `checkout-${crypto.randomUUID()}`;
}

/**
 * Hands out the key for an attempt: the same key while the request is unchanged (a double click, a retry after a
 * lost answer), a new one when the details change or after `reset()` (a decline or a changed price).
 */
export function createAttemptKeys(makeKey: () => string = newIdempotencyKey) {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { key: makeKey(), fingerprint };
      return current.key;
    },
    reset(): void {
      current = null;
    },
  };
}

export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
