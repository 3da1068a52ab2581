// The owner's prices: what a new signup pays, and a change e-mailed to every subscriber of the plan.
import {
  createPriceChangeRequestSchema,
  createPriceChangeResponseSchema,
  planPricesResponseSchema,
  pricesResponseSchema,
} from '../../../contracts/prices';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { PriceService } from './price-service';

export function priceRoutes(app: App, prices: PriceService): void {
  app.get(
    '/api/plans',
    { config: { access: 'public' }, schema: { response: { 200: planPricesResponseSchema } } },
    async (_request, reply) => {
      // A change reaches the next page load: the checkout must send the price the server will ask.
      reply.header('cache-control', 'no-store');
      return prices.planPrices();
    },
  );

  app.get(
    '/api/admin/prices',
    { config: { access: 'admin' }, schema: { response: { 200: pricesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return prices.list();
    },
  );

  app.post(
    '/api/admin/prices',
    {
      // A second click (or a retry after a lost answer) must not announce the change, and e-mail everyone, twice.
      config: { access: 'admin', idempotent: true },
      schema: { body: createPriceChangeRequestSchema, response: { 200: createPriceChangeResponseSchema } },
    },
    async (request) => prices.change(callerOf(request), request.body),
  );
}
