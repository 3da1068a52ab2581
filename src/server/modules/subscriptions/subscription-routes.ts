// GET /api/subscription: the signed-in subscriber's current plan; 404 when there is none.
import { subscriptionSchema, type Subscription } from '../../../contracts/subscription';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import { subscriptionRepository, type SubscriptionRow } from './subscription-repository';

function toSubscription(row: SubscriptionRow, paymentStatus: string): Subscription {
  if (row.status === 'incomplete' || row.status === 'expired')
    throw new Error('not a subscriber-facing status');
  return {
    planType: row.planType,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    paymentStatus,
    currentPeriodStart: row.currentPeriodStart,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}

export function subscriptionRoutes(app: App, deps: { db: Db }): void {
  app.get(
    '/api/subscription',
    { config: { access: 'user' }, schema: { response: { 200: subscriptionSchema } } },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
      const subs = subscriptionRepository(deps.db);
      const row = await subs.findCurrentForUser(auth.userId);
      if (!row) throw new AppError('NOT_FOUND', 'You have no subscription yet.');
      reply.header('cache-control', 'no-store');
      return toSubscription(row, row.status === 'past_due' ? 'failed' : 'successful');
    },
  );
}
