// GET /api/subscription/pickup-code (access user): the code the subscriber shows at the counter, on days they collect.
// Its own file: the dashboard reads it on every open, and the admin contracts are the back office's weight.
import * as z from 'zod/mini';
import { isoDate } from './iso-date';

export const pickupCodeResponseSchema = z.object({
  /** null when the subscriber does not collect today. */
  code: z.nullable(z.string()),
  /** Today's date (Central) when the code is valid. */
  validOn: z.nullable(isoDate),
  /** The next day they collect, when not today. */
  nextPickupDate: z.nullable(isoDate),
});
export type PickupCodeResponse = z.infer<typeof pickupCodeResponseSchema>;
