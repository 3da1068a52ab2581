// POST /api/page-views: one anonymous page view, recorded for the admin statistics.
import { z } from 'zod';

export const pageViewRequestSchema = z.strictObject({
  path: z
    .string()
    .min(1)
    .max(512)
    .regex(/^\/[^?#\s]*$/, 'must be a path starting with /'),
  visitorId: z.uuid(),
});

export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;
