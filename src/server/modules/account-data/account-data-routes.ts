// /api/account/export, /api/account/export/tracker.csv and DELETE /api/account for the person; DELETE
// /api/admin/subscribers/{id} for an owner acting on a subscriber's request (issue 21).
import {
  ACCOUNT_DELETED_MESSAGE,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  deleteSubscriberRequestSchema,
} from '../../../contracts/account';
import { accountExportSchema } from '../../../contracts/account-export';
import { adminIdParamsSchema } from '../../../contracts/admin';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { AccountDataService } from './account-data-service';

export function accountDataRoutes(
  app: App,
  deps: {
    data: AccountDataService;
    /** The tracker's own CSV export (the nutrition module's), composed in app.ts. */
    trackerCsv: (userId: number) => Promise<string>;
  },
): void {
  const { data } = deps;
  app.get('/api/account/export', { config: { access: 'user' } }, async (request, reply) => {
    const exported = await data.export(callerOf(request).userId);
    const day = exported.exportedAt.slice(0, 10);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="tiffin-fit-my-data-${day}.json"`)
      .send(JSON.stringify(accountExportSchema.parse(exported), null, 2));
  });

  app.get('/api/account/export/tracker.csv', { config: { access: 'user' } }, async (request, reply) => {
    const csv = await deps.trackerCsv(callerOf(request).userId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="tiffin-fit-tracker.csv"')
      .send(csv);
  });

  app.delete(
    '/api/account',
    {
      config: { access: 'user' },
      schema: { body: deleteAccountRequestSchema, response: { 200: deleteAccountResponseSchema } },
    },
    async (request) => {
      await data.deleteOwn(callerOf(request), request.body);
      return { message: ACCOUNT_DELETED_MESSAGE };
    },
  );

  app.delete(
    '/api/admin/subscribers/:id',
    {
      config: { access: 'admin' },
      schema: {
        params: adminIdParamsSchema,
        body: deleteSubscriberRequestSchema,
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request) => {
      await data.deleteByOwner(callerOf(request), request.params.id, request.body);
      return { message: 'The account has been deleted and its owner told by e-mail.' };
    },
  );
}
