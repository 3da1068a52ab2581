// GET /api/health
import * as z from 'zod/mini';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
