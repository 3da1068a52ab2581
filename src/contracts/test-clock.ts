// GET and POST /api/admin/test-clock: read and move the server's clock (only with TEST_CLOCK=true).
import * as z from 'zod/mini';

export const testClockResponseSchema = z.object({ now: z.iso.datetime() });

export const moveTestClockRequestSchema = z.strictObject({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date-time, e.g. 2026-11-27T18:00:00Z' }),
});

export const moveTestClockResponseSchema = z.object({
  now: z.iso.datetime(),
  /** How many jobs ran on the way. */
  ran: z.number(),
});

export type TestClockResponse = z.infer<typeof testClockResponseSchema>;
export type MoveTestClockRequest = z.input<typeof moveTestClockRequestSchema>;
export type MoveTestClockResponse = z.infer<typeof moveTestClockResponseSchema>;
