// /api/account/*: the signed-in person's sessions, password, data export and account deletion (issue 21).
import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH } from '../domain/password-rules';
import { newPasswordSchema } from './auth';

// ---- Sessions: GET /api/account/sessions, DELETE /api/account/sessions/{id}, DELETE /api/account/sessions -------

export const accountSessionSchema = z.object({
  id: z.string(),
  /** In plain words: "Chrome on Android". */
  device: z.string(),
  /** The address it signed in from, masked (203.0.113.x); null when not known. */
  place: z.nullable(z.string()),
  /** ISO instants. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const accountSessionParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'No such session')),
});

export const sessionsEndedResponseSchema = z.object({ ended: z.number() });

export const SESSION_NOT_FOUND_MESSAGE = 'That session has already ended';

// ---- Password: POST /api/account/password ---------------------------------------------------------------------

export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not right';

const typedPassword = z
  .string(CURRENT_PASSWORD_REQUIRED_MESSAGE)
  .check(z.minLength(1, CURRENT_PASSWORD_REQUIRED_MESSAGE), z.maxLength(PASSWORD_MAX_LENGTH));

export const changePasswordRequestSchema = z.strictObject({
  currentPassword: typedPassword,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordResponseSchema = z.object({
  message: z.string(),
  /** Other browsers signed out by the change. */
  ended: z.number(),
});

// ---- Your data: GET /api/account/export, GET /api/account/export/tracker.csv, DELETE /api/account -------------

// The export's own shape is in account-export.ts: only the server needs it (kept out of the web's bundle).

export const DELETE_PASSWORD_WRONG_MESSAGE = 'That password is not right';
export const DELETE_CODE_REQUIRED_MESSAGE = 'Please enter the code from your authenticator app';
export const DELETE_TEAM_MESSAGE =
  'A team account is removed by an owner from the Team page, not deleted from here';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. A confirmation is on its way.';

/** DELETE /api/account: the password (any, even for a Google account: then it is refused) and a two-factor code. */
export const deleteAccountRequestSchema = z.strictObject({
  password: z
    .string('Please enter your password')
    .check(z.minLength(1, 'Please enter your password'), z.maxLength(PASSWORD_MAX_LENGTH)),
  code: z.optional(z.string().check(z.maxLength(40))),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });

export const DELETE_SUBSCRIBER_EMAIL_MESSAGE = "Type the subscriber's e-mail address as shown above";
export const DELETE_SUBSCRIBER_PASSWORD_MESSAGE = 'Please enter your own password';

/**
 * DELETE /api/admin/subscribers/{id}: as the person's own deletion asks for their password, an owner's asks for the
 * subscriber's e-mail typed (the right account) and the owner's own password, with a code where two-factor is on
 * (the owner at the keyboard, not a session left open or taken).
 */
export const deleteSubscriberRequestSchema = z.strictObject({
  email: z
    .string(DELETE_SUBSCRIBER_EMAIL_MESSAGE)
    .check(z.trim(), z.minLength(1, DELETE_SUBSCRIBER_EMAIL_MESSAGE), z.maxLength(254)),
  password: z
    .string(DELETE_SUBSCRIBER_PASSWORD_MESSAGE)
    .check(z.minLength(1, DELETE_SUBSCRIBER_PASSWORD_MESSAGE), z.maxLength(PASSWORD_MAX_LENGTH)),
  code: z.optional(z.string().check(z.maxLength(40))),
});
export type DeleteSubscriberRequest = z.infer<typeof deleteSubscriberRequestSchema>;
