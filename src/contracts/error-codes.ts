// The codes of the one error body (./errors.ts), in a module without zod: the web app's shell reads error bodies
// with them, and a module it imports that imports zod would put zod in every page's first load.

export const ERROR_CODES = [
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PAYMENT_DECLINED',
  'PRICE_CHANGED',
  'AT_CAPACITY',
  'ALREADY_SUBSCRIBED',
  'CHECKOUT_IN_PROGRESS',
  /** A change to a service week after its cutoff (the Friday 12:00 PM Central before it). */
  'CUTOFF_PASSED',
  /** Too late for this: a problem reported more than 48 hours after the pickup (issue 44). */
  'WINDOW_PASSED',
  'UNAVAILABLE',
  'INTERNAL',
  /** A member of the team without two-factor sign-in, while the owners require it: set it up first (issue 21). */
  'TWO_FACTOR_SETUP_REQUIRED',
  /** Another request with the same Idempotency-Key is still running: retry after Retry-After seconds. */
  'idempotency_in_progress',
  /** The Idempotency-Key was used before for a different request. */
  'idempotency_key_reused',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
