// POST /api/auth/password-link: what a /reset-password link is for, asked by that page before it shows its form.
import {
  INVALID_RESET_LINK_MESSAGE,
  passwordLinkRequestSchema,
  passwordLinkResponseSchema,
} from '../../../contracts/auth';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { PasswordLinkService } from './password-link-service';

export function passwordLinkRoutes(app: App, deps: { passwordLinks: PasswordLinkService }): void {
  app.post(
    '/api/auth/password-link',
    {
      config: { access: 'public' },
      attachValidation: true,
      schema: { body: passwordLinkRequestSchema, response: { 200: passwordLinkResponseSchema } },
    },
    async (request) => {
      // A malformed token reads as the bad link it is, as when resetting with it.
      if (request.validationError) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK_MESSAGE);
      return { kind: await deps.passwordLinks.kindOf(request.body.token) };
    },
  );
}
