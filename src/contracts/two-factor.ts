// Two-factor sign-in (issue 21): TOTP set up from the Account tab or the back office, ten recovery codes, the code
// step of a sign-in, and the owners' rule that the team must use it.
import * as z from 'zod/mini';
import { loginResponseSchema } from './auth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, a new code every 30 seconds. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_CODE_MESSAGE = 'Enter the 6-digit code from your app, or a recovery code';
export const WRONG_CODE_MESSAGE = 'That code is not right. Check your app and try again.';
export const CHALLENGE_EXPIRED_MESSAGE = 'This sign-in has expired. Please sign in again.';
export const ALREADY_ON_MESSAGE = 'Two-factor sign-in is already on.';
export const NOT_ON_MESSAGE = 'Two-factor sign-in is not on.';
export const NO_SETUP_MESSAGE = 'Start the set-up again: no set-up is waiting for a code.';
export const SETUP_REQUIRED_MESSAGE = 'The team’s owners require two-factor sign-in: set it up to continue.';
export const OWN_TWO_FACTOR_FIRST_MESSAGE =
  'Turn on two-factor sign-in for your own account first, so that requiring it cannot lock you out.';

/**
 * A code as typed: six digits (spaces allowed, as apps show "123 456"), or a recovery code (ten letters and digits,
 * a dash allowed in the middle). What it is is decided on the server.
 */
export const twoFactorCodeSchema = z
  .string(TWO_FACTOR_CODE_MESSAGE)
  .check(
    z.trim(),
    z.minLength(6, TWO_FACTOR_CODE_MESSAGE),
    z.maxLength(24, TWO_FACTOR_CODE_MESSAGE),
    z.regex(/^[0-9A-Za-z -]+$/, TWO_FACTOR_CODE_MESSAGE),
  );

/** GET /api/account/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes; 0 when two-factor is off. */
  recoveryCodesLeft: z.number(),
  /** The caller is on the team and the owners require two-factor sign-in. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor: a new secret, pending until a first code confirms it. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  /** otpauth://totp/... for the QR code. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/account/two-factor/confirm and DELETE /api/account/two-factor. */
export const twoFactorCodeRequestSchema = z.strictObject({ code: twoFactorCodeSchema });
export type TwoFactorCodeRequest = z.infer<typeof twoFactorCodeRequestSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** What POST /api/auth/login (and the Google exchange) answer once the password is right and two-factor is on. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Proof of the first step, good for a few minutes and one sign-in. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/**
 * What POST /api/auth/login answers a browser the account does not know while strangers keep failing at it (issue
 * 41), whatever the password: a right one has been sent a code by e-mail, or answers with its two-factor code.
 */
export const signInCheckSchema = z.object({
  verificationRequired: z.literal(true),
  challenge: z.string(),
  message: z.string(),
});
export type SignInCheck = z.infer<typeof signInCheckSchema>;
export const SIGN_IN_CHECK_MESSAGE =
  "Someone else has been trying to sign in to this account, so we need to check it's you. If the password was right, we've e-mailed you a 6-digit code and a sign-in link.";
export const SIGN_IN_CODE_MESSAGE = 'Enter the 6-digit code from the e-mail';
export const SIGN_IN_CHECK_FAILED_MESSAGE =
  'That code did not work, or it has expired. Check the latest e-mail, or sign in again.';

/** A sign-in's answer: signed in, asked for a two-factor code, or asked for the e-mailed code. */
export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema, signInCheckSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** The e-mailed code as typed (or the account's two-factor or recovery code): what it is is decided on the server. */
const signInCodeSchema = z
  .string(SIGN_IN_CODE_MESSAGE)
  .check(
    z.trim(),
    z.minLength(6, SIGN_IN_CODE_MESSAGE),
    z.maxLength(24, SIGN_IN_CODE_MESSAGE),
    z.regex(/^[0-9A-Za-z -]+$/, SIGN_IN_CODE_MESSAGE),
  );
export const signInCodeFormSchema = z.strictObject({ code: signInCodeSchema });
export type SignInCodeForm = z.infer<typeof signInCodeFormSchema>;

/** POST /api/auth/login/verify: the e-mailed code (or the account's two-factor code); answered like a sign-in. */
export const signInCheckRequestSchema = z.strictObject({
  challenge: z
    .string(SIGN_IN_CHECK_FAILED_MESSAGE)
    .check(z.minLength(1, SIGN_IN_CHECK_FAILED_MESSAGE), z.maxLength(100, SIGN_IN_CHECK_FAILED_MESSAGE)),
  code: signInCodeSchema,
});
export type SignInCheckRequest = z.infer<typeof signInCheckRequestSchema>;

/** POST /api/auth/login/two-factor: answered like a sign-in. */
export const twoFactorLoginRequestSchema = z.strictObject({
  challenge: z
    .string()
    .check(z.minLength(1, CHALLENGE_EXPIRED_MESSAGE), z.maxLength(100, CHALLENGE_EXPIRED_MESSAGE)),
  code: twoFactorCodeSchema,
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginRequestSchema>;

/** GET and PUT /api/admin/two-factor-policy (owners): whether the team must use two-factor sign-in. */
export const twoFactorPolicySchema = z.strictObject({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;
