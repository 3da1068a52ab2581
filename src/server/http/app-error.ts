// The one error type of the server: a code from the contract's enum, its HTTP status, and a user-facing message.
import type { ErrorCode } from '../../contracts/errors';

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENT_DECLINED: 402,
  PRICE_CHANGED: 409,
  AT_CAPACITY: 409,
  ALREADY_SUBSCRIBED: 409,
  CHECKOUT_IN_PROGRESS: 409,
  CUTOFF_PASSED: 409,
  WINDOW_PASSED: 422,
  UNAVAILABLE: 503,
  INTERNAL: 500,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  idempotency_in_progress: 409,
  idempotency_key_reused: 422,
};

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Shown to the user as it is. */
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, such as Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}
