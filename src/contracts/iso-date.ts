// A calendar date in the API's form, YYYY-MM-DD (service days are dates in America/Chicago).
import * as z from 'zod/mini';

export const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-23'));
