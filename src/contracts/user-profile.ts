// GET /api/user/profile: the signed-in user's account details (spec sections 2 and 3).
import * as z from 'zod/mini';

export const userProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  username: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
});

export type UserProfile = z.infer<typeof userProfileSchema>;
