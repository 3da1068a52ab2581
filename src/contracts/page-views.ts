// POST /api/page-views: one anonymous page view, recorded for the admin statistics.
import * as z from 'zod/mini';

export const pageViewRequestSchema = z.strictObject({
  path: z
    .string()
    .check(z.minLength(1), z.maxLength(512), z.regex(/^\/[^?#\s]*$/, 'must be a path starting with /')),
  visitorId: z.uuid(),
});

export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;
