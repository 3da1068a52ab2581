// GET and PATCH /api/user/profile: the signed-in user's account details, and the ones they may change (spec 2, 3).
import * as z from 'zod/mini';
import { isUsPhoneNumber } from '../domain/us-phone';

export const userProfileSchema = z.object({
  name: z.string(),
  email: z.string(),
  username: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

/** The form's and the server's messages. */
export const PROFILE_NAME_MESSAGE = 'Please enter your name';
export const PROFILE_NAME_TOO_LONG_MESSAGE = 'Your name must be 100 characters or fewer';
export const PROFILE_PHONE_MESSAGE = 'Please enter a US phone number, like (469) 555-0142';
export const PROFILE_ADDRESS_TOO_LONG_MESSAGE = 'Your address must be 200 characters or fewer';

/** Blank means "remove it". */
const optionalText = (...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.optional(z.nullable(z.string().check(z.trim(), ...checks)));

/**
 * PATCH /api/user/profile: name, phone and address only; e-mail, username and role are not the user's to change
 * here, so any other field is refused. A field left out stays as it is; a blank phone or address is removed.
 */
export const updateProfileRequestSchema = z.strictObject({
  name: z
    .string(PROFILE_NAME_MESSAGE)
    .check(z.trim(), z.minLength(1, PROFILE_NAME_MESSAGE), z.maxLength(100, PROFILE_NAME_TOO_LONG_MESSAGE)),
  phone: optionalText(
    z.maxLength(30, PROFILE_PHONE_MESSAGE),
    z.refine((phone) => phone === '' || isUsPhoneNumber(phone), PROFILE_PHONE_MESSAGE),
  ),
  address: optionalText(z.maxLength(200, PROFILE_ADDRESS_TOO_LONG_MESSAGE)),
});

export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
