// The one error body every failed API call answers with.
import * as z from 'zod/mini';
import { ERROR_CODES } from './error-codes';

export { ERROR_CODES, type ErrorCode } from './error-codes';

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.optional(z.record(z.string(), z.string())),
  /** Capacity reached: the client sends the visitor to the waitlist (spec section 8). */
  shouldRedirectToWaitlist: z.optional(z.boolean()),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
