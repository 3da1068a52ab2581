// The one error body every failed API call answers with.
import * as z from 'zod/mini';

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
  'UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.optional(z.record(z.string(), z.string())),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
