// The account credit calls: the subscriber's balance and history, and the owner's additions and removals.
import { adminIdParamsSchema } from '../../../contracts/admin';
import {
  accountCreditResponseSchema,
  adminCreditRequestSchema,
  adminCreditResponseSchema,
} from '../../../contracts/credit';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { CreditService } from './credit-service';

export function creditRoutes(app: App, credit: CreditService): void {
  app.get(
    '/api/account/credit',
    { config: { access: 'user' }, schema: { response: { 200: accountCreditResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return credit.account(callerOf(request).userId);
    },
  );

  app.get(
    '/api/admin/subscribers/:id/credit',
    {
      config: { access: 'admin' },
      schema: { params: adminIdParamsSchema, response: { 200: accountCreditResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return credit.accountOfSubscriber(request.params.id);
    },
  );

  app.post(
    '/api/admin/subscribers/:id/credit',
    {
      config: { access: 'admin' },
      schema: {
        params: adminIdParamsSchema,
        body: adminCreditRequestSchema,
        response: { 200: adminCreditResponseSchema },
      },
    },
    async (request) => credit.adjust(callerOf(request), request.params.id, request.body),
  );
}
