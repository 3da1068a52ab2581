// Two-factor sign-in's calls (issue 21): set-up, confirm and turn off for the signed-in caller, the code step of a
// sign-in, and the owners' rule for the team.
import { loginResponseSchema, messageResponseSchema } from '../../../contracts/auth';
import {
  recoveryCodesSchema,
  twoFactorCodeRequestSchema,
  twoFactorLoginRequestSchema,
  twoFactorPolicySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../contracts/two-factor';
import type { App } from '../../http/routing';
import type { FastifyRequest } from 'fastify';
import { callerOf } from './access-control';
import type { DeviceCookie } from './device-cookie';
import type { SessionService } from './session-service';
import type { TwoFactorService } from './two-factor-service';

export function twoFactorRoutes(
  app: App,
  deps: { twoFactor: TwoFactorService; sessions: SessionService; device: DeviceCookie },
): void {
  const { twoFactor, device } = deps;
  const attemptOf = (request: FastifyRequest) => {
    const cookies = request.headers.cookie;
    return { ip: request.ip, deviceId: (email: string) => device.deviceFor(cookies, email) };
  };

  app.get(
    '/api/account/two-factor',
    { config: { access: 'user' }, schema: { response: { 200: twoFactorStatusSchema } } },
    (request) => twoFactor.status(callerOf(request)),
  );

  app.post(
    '/api/account/two-factor',
    { config: { access: 'user' }, schema: { response: { 200: twoFactorSetupSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return twoFactor.begin(callerOf(request));
    },
  );

  app.post(
    '/api/account/two-factor/confirm',
    {
      config: { access: 'user' },
      schema: { body: twoFactorCodeRequestSchema, response: { 200: recoveryCodesSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const recoveryCodes = await twoFactor.confirm(callerOf(request), request.body.code, attemptOf(request));
      return { recoveryCodes };
    },
  );

  app.delete(
    '/api/account/two-factor',
    {
      config: { access: 'user' },
      schema: { body: twoFactorCodeRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await twoFactor.disable(callerOf(request), request.body.code, attemptOf(request));
      return { message: 'Two-factor sign-in is off.' };
    },
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      config: { access: 'public' },
      schema: { body: twoFactorLoginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const user = await twoFactor.completeSignIn(challenge, code, attemptOf(request));
      const token = await deps.sessions.start(user, {
        userAgent: request.headers['user-agent'],
        address: request.ip,
      });
      if (!device.deviceFor(request.headers.cookie, user.email)) {
        void reply.header('set-cookie', device.issue(user.email).setCookie);
      }
      return reply.send({
        token,
        user: { id: user.id, name: user.name, email: user.email, role: user.role },
        message: 'Login successful',
      });
    },
  );

  app.get(
    '/api/admin/two-factor-policy',
    { config: { access: 'admin' }, schema: { response: { 200: twoFactorPolicySchema } } },
    async () => ({ required: await twoFactor.teamRequired() }),
  );

  app.put(
    '/api/admin/two-factor-policy',
    {
      config: { access: 'admin' },
      schema: { body: twoFactorPolicySchema, response: { 200: twoFactorPolicySchema } },
    },
    async (request) => {
      await twoFactor.setTeamRequired(callerOf(request), request.body.required);
      return { required: request.body.required };
    },
  );
}
