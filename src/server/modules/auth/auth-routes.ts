// /api/auth/login, logout, forgot-password and reset-password: thin handlers over the sign-in services.
import {
  FORGOT_PASSWORD_SENT_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
  USE_GOOGLE_MESSAGE,
  forgotPasswordRequestSchema,
  loginFailureSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '../../../contracts/auth';
import {
  SIGN_IN_CHECK_MESSAGE,
  loginAnswerSchema,
  signInCheckRequestSchema,
} from '../../../contracts/two-factor';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { callerOf } from './access-control';
import type { DeviceCookie } from './device-cookie';
import type { LoginService } from './login-service';
import type { PasswordResetService } from './password-reset-service';
import type { SessionService } from './session-service';

/** A reset request with a malformed token reads as a bad link; a weak password shows the rule it broke. */
function toResetError(error: Error): Error {
  if (!(error instanceof AppError) || !error.fields) return error;
  const passwordProblem = error.fields.password;
  if (passwordProblem) return new AppError('VALIDATION', passwordProblem, { password: passwordProblem });
  return new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
}

export function authRoutes(
  app: App,
  deps: {
    login: LoginService;
    sessions: SessionService;
    passwordReset: PasswordResetService;
    device: DeviceCookie;
  },
): void {
  const { device } = deps;
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, 401: loginFailureSchema },
      },
    },
    async (request, reply) => {
      const cookies = request.headers.cookie;
      const result = await deps.login.login({
        ...request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceId: (email) => device.deviceFor(cookies, email),
      });
      if (result.outcome === 'signed-in') {
        // This browser is now one the account knows: strangers' failures no longer slow it down.
        if (!device.deviceFor(cookies, result.user.email)) {
          void reply.header('set-cookie', device.issue(result.user.email).setCookie);
        }
        return reply.send({ token: result.token, user: result.user, message: 'Login successful' });
      }
      if (result.outcome === 'two-factor') {
        // No session and no device cookie yet: the code step (two-factor-routes.ts) signs the browser in.
        return reply.send({ twoFactorRequired: true, challenge: result.challenge });
      }
      if (result.outcome === 'check') {
        // Nor here: the e-mailed code (POST /api/auth/login/verify) signs the browser in, as one the account knows.
        return reply.send({
          verificationRequired: true,
          challenge: result.challenge,
          message: SIGN_IN_CHECK_MESSAGE,
        });
      }
      if (result.outcome === 'use-google') {
        return reply
          .status(401)
          .send({ message: USE_GOOGLE_MESSAGE, code: 'UNAUTHORIZED', useGoogleAuth: true });
      }
      return reply.status(401).send({ message: INVALID_CREDENTIALS_MESSAGE, code: 'UNAUTHORIZED' });
    },
  );

  app.post(
    '/api/auth/login/verify',
    {
      config: { access: 'public' },
      schema: { body: signInCheckRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const cookies = request.headers.cookie;
      const { token, user } = await deps.login.completeCheck(request.body.challenge, request.body.code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        deviceId: (email) => device.deviceFor(cookies, email),
      });
      if (!device.deviceFor(cookies, user.email)) {
        void reply.header('set-cookie', device.issue(user.email).setCookie);
      }
      return reply.send({ token, user, message: 'Login successful' });
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await deps.sessions.end(callerOf(request).sessionId);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { body: forgotPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deps.passwordReset.requestReset(request.body.email, request.ip);
      return { message: FORGOT_PASSWORD_SENT_MESSAGE };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { body: resetPasswordRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      if (request.validationError) throw toResetError(request.validationError);
      const { email } = await deps.passwordReset.resetPassword(request.body.token, request.body.password);
      // The browser that proved it reads the account's mail signs in as a known one, even during an attack.
      return reply
        .header('set-cookie', device.issue(email).setCookie)
        .send({ message: PASSWORD_RESET_DONE_MESSAGE });
    },
  );
}
