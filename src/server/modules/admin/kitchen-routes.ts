// The kitchen's calls: today's roster and check-off, production counts (owners and staff), and the subscriber's own
// pickup code.
import {
  pickupCheckInRequestSchema,
  pickupCheckInResponseSchema,
  pickupRosterResponseSchema,
  pickupsQuerySchema,
  productionQuerySchema,
  productionResponseSchema,
  labelsQuerySchema,
  labelsResponseSchema,
  shoppingListQuerySchema,
  shoppingListResponseSchema,
} from '../../../contracts/admin';
import { pickupCodeResponseSchema } from '../../../contracts/pickup-code';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { createKitchenService } from './kitchen-service';
import { shoppingListCsv } from './shopping-list';

/** The counter and the kitchen are staff's work as much as the owner's (issue 21). */
const team = { access: 'team' } as const;

export function kitchenRoutes(app: App, kitchen: ReturnType<typeof createKitchenService>): void {
  app.get(
    '/api/admin/pickups/today',
    {
      config: team,
      schema: { querystring: pickupsQuerySchema, response: { 200: pickupRosterResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchen.roster(callerOf(request), request.query.date);
    },
  );

  app.post(
    '/api/admin/pickups/check-in',
    {
      config: team,
      schema: { body: pickupCheckInRequestSchema, response: { 200: pickupCheckInResponseSchema } },
    },
    async (request) => kitchen.checkIn(callerOf(request), request.body),
  );

  app.get(
    '/api/admin/production',
    {
      config: team,
      schema: { querystring: productionQuerySchema, response: { 200: productionResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchen.production(request.query.week);
    },
  );

  app.get(
    '/api/admin/kitchen/shopping-list',
    {
      config: team,
      // The JSON answer is shoppingListResponseSchema's; with Accept: text/csv the same list as a file.
      schema: { querystring: shoppingListQuerySchema },
    },
    async (request, reply) => {
      const list = await kitchen.shoppingList(request.query.from, request.query.to);
      reply.header('cache-control', 'no-store');
      if (/\btext\/csv\b/.test(request.headers.accept ?? '')) {
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="tiffin-fit-shopping-${list.from}-to-${list.to}.csv"`,
          )
          .send(shoppingListCsv(list));
      }
      return reply.type('application/json; charset=utf-8').send(shoppingListResponseSchema.parse(list));
    },
  );

  app.get(
    '/api/admin/kitchen/labels',
    { config: team, schema: { querystring: labelsQuerySchema, response: { 200: labelsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchen.labels(request.query.date);
    },
  );

  app.get(
    '/api/subscription/pickup-code',
    { config: { access: 'user' }, schema: { response: { 200: pickupCodeResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return kitchen.pickupCode(callerOf(request).userId);
    },
  );
}
