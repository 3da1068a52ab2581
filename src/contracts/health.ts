// GET /api/health
import * as z from 'zod/mini';

export const healthResponseSchema = z.object({
  /** `draining`: this instance is stopping (SIGTERM); a proxy sends new requests to the others. */
  status: z.enum(['ok', 'degraded', 'draining']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
