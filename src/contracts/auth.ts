// /api/auth/*: sign-in, sign-out, and resetting a password by e-mail (spec sections 4, 5, 7 and 8).
import * as z from 'zod/mini';
import {
  NEW_PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '../domain/password-rules';
import { idParam } from './id-param';

/** `admin` is an owner of the business (the spec's role claim); `staff` works the counter and the kitchen. */
export const USER_ROLES = ['subscriber', 'admin', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** The roles that sign in to the back office at /admin/login. */
export const BACK_OFFICE_ROLES = ['admin', 'staff'] as const satisfies readonly UserRole[];

/** The spec's messages (section 5) for the sign-in forms. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const PASSWORDS_DONT_MATCH_MESSAGE = "Passwords don't match";

/** The server's answers, shown to the user as they are. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const USE_GOOGLE_MESSAGE =
  'This account was created with Google. Please use Google Sign In or request a password reset.';
export const INVALID_RESET_LINK_MESSAGE = 'Invalid or expired reset link';
export const FORGOT_PASSWORD_SENT_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password.';
export const PASSWORD_RESET_DONE_MESSAGE = 'Your password has been reset. You can now sign in.';

const email = z
  .string(INVALID_EMAIL_MESSAGE)
  .check(z.trim(), z.maxLength(254), z.email(INVALID_EMAIL_MESSAGE));

/**
 * Sign-in, on the form and on the server: a valid e-mail and a password typed. No length rule: any password that was
 * valid when it was set still signs in, and the rule for new passwords is shown where one is chosen (decision 0017).
 */
export const loginRequestSchema = z.strictObject({
  email,
  password: z.string().check(z.minLength(1, 'Please enter your password'), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  user: authUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A failed sign-in: the error body, plus useGoogleAuth for accounts that sign in with Google. */
export const loginFailureSchema = z.object({
  message: z.string(),
  code: z.literal('UNAUTHORIZED'),
  useGoogleAuth: z.optional(z.boolean()),
});
export type LoginFailure = z.infer<typeof loginFailureSchema>;

/** The admin sign-in form (spec section 5): both fields required, checked by the server. */
export const ADMIN_LOGIN_MISSING_MESSAGE = 'Please enter both email and password';
export const adminLoginFormSchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1, ADMIN_LOGIN_MISSING_MESSAGE)),
  password: z.string().check(z.minLength(1, ADMIN_LOGIN_MISSING_MESSAGE), z.maxLength(PASSWORD_MAX_LENGTH)),
});

export const forgotPasswordRequestSchema = z.strictObject({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/**
 * The length rules a new password must meet, which the request is checked against; the whole rule, the common
 * passwords included, is `newPasswordProblem`, which the form and the service both run.
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(NEW_PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
  );

const linkToken = z
  .string()
  .check(z.minLength(1, INVALID_RESET_LINK_MESSAGE), z.maxLength(200, INVALID_RESET_LINK_MESSAGE));

export const resetPasswordRequestSchema = z.strictObject({
  token: linkToken,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/**
 * POST /api/auth/password-link: what an e-mailed /reset-password link is for, so the page speaks to the person it
 * was sent to. A forgotten password, a subscriber's first password after checkout, or a team member's first password
 * after an invitation. Only the holder of a usable link is answered; any other token is the invalid link's 400.
 */
export const PASSWORD_LINK_KINDS = ['password-reset', 'account-setup', 'team-invitation'] as const;
export type PasswordLinkKind = (typeof PASSWORD_LINK_KINDS)[number];
export const passwordLinkRequestSchema = z.strictObject({ token: linkToken });
export type PasswordLinkRequest = z.infer<typeof passwordLinkRequestSchema>;
export const passwordLinkResponseSchema = z.object({ kind: z.enum(PASSWORD_LINK_KINDS) });
export type PasswordLinkResponse = z.infer<typeof passwordLinkResponseSchema>;

/** The reset form: the new-password rules, and a confirmation that matches. */
export const resetPasswordFormSchema = z
  .strictObject({ password: newPasswordSchema, confirmPassword: z.string() })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: PASSWORDS_DONT_MATCH_MESSAGE,
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The error query parameters of /login (spec section 2). */
export const GOOGLE_AUTH_FAILED = 'google_auth_failed';
export const GOOGLE_NOT_CONFIGURED = 'google_not_configured';
export const AUTH_FAILED = 'auth_failed';

/**
 * POST /api/auth/google/exchange: /auth-success?code=... trades the one-time code of a Google sign-in for a session
 * (answered like a sign-in). The code works once, within a minute, in the browser that started the sign-in.
 */
export const googleExchangeRequestSchema = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type GoogleExchangeRequest = z.infer<typeof googleExchangeRequestSchema>;
export const SIGN_IN_NOT_COMPLETED_MESSAGE = 'Sign in was not completed. Please try again.';

/** DELETE /api/admin/users/:userId/sessions: an admin signs a user out everywhere. */
export const userSessionsParamsSchema = z.strictObject({
  userId: idParam,
});
export const revokedSessionsResponseSchema = z.object({ revoked: z.number() });
export type RevokedSessionsResponse = z.infer<typeof revokedSessionsResponseSchema>;
