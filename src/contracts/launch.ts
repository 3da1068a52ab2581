// GET /api/launch: the launch phase by the server's clock and the spots it has left, counted as checkout counts them.
import * as z from 'zod/mini';

export const launchStateSchema = z.object({
  phase: z.enum(['beta', 'inviteOnly']),
  /** The phase's spots in all (beta 27, invite-only 100 unless configured otherwise). */
  capacity: z.number(),
  /** Spots nobody holds: capacity minus live subscriptions, checkouts in progress and open invitations. */
  spotsLeft: z.number(),
  atCapacity: z.boolean(),
});

export type LaunchState = z.infer<typeof launchStateSchema>;
