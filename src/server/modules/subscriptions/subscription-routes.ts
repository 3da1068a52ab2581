// The subscriber's subscription calls: read it, cancel at period end and undo, upgrade to monthly, list orders.
import type { FastifyRequest } from 'fastify';
import {
  ordersResponseSchema,
  subscriptionMessageSchema,
  subscriptionSchema,
  upgradeRequestSchema,
} from '../../../contracts/subscription';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { SubscriptionService } from './subscription-service';

function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.auth.userId;
}

export function subscriptionRoutes(app: App, deps: { subscriptions: SubscriptionService }): void {
  const { subscriptions } = deps;

  app.get(
    '/api/subscription',
    { config: { access: 'user' }, schema: { response: { 200: subscriptionSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.get(userIdOf(request));
    },
  );

  app.delete(
    '/api/subscription',
    { config: { access: 'user' }, schema: { response: { 200: subscriptionMessageSchema } } },
    async (request) => ({ success: true as const, message: await subscriptions.cancel(userIdOf(request)) }),
  );

  app.post(
    '/api/subscription/resume',
    { config: { access: 'user' }, schema: { response: { 200: subscriptionMessageSchema } } },
    async (request) => ({ success: true as const, message: await subscriptions.resume(userIdOf(request)) }),
  );

  app.patch(
    '/api/subscription/upgrade',
    {
      config: { access: 'user' },
      schema: { body: upgradeRequestSchema, response: { 200: subscriptionMessageSchema } },
    },
    async (request) => ({ success: true as const, message: await subscriptions.upgrade(userIdOf(request)) }),
  );

  app.get(
    '/api/orders',
    { config: { access: 'user' }, schema: { response: { 200: ordersResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.orders(userIdOf(request));
    },
  );
}
