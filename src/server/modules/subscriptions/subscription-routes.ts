// The subscriber's subscription calls: read it, cancel and undo, upgrade, skip and pause weeks, the Friday special,
// the card on file, reminders, the pickup calendar, orders.
import type { FastifyRequest } from 'fastify';
import {
  calendarFeedParamsSchema,
  calendarLinkResponseSchema,
  fridaySpecialRequestSchema,
  ordersResponseSchema,
  pauseRequestSchema,
  preferencesRequestSchema,
  skipWeekParamsSchema,
  skipWeekRequestSchema,
  subscriptionMessageSchema,
  subscriptionSchema,
  upgradeRequestSchema,
} from '../../../contracts/subscription';
import { updateCardRequestSchema, updateCardResponseSchema } from '../../../contracts/card-update';
import { localDate } from '../../../domain/calendar';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { CardUpdateService } from './card-update-service';
import type { PickupCalendarService } from './pickup-calendar-service';
import type { SubscriptionService } from './subscription-service';
import type { WeekChangesService } from './week-changes-service';

function userIdOf(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue');
  return request.auth.userId;
}

const done = (message: string) => ({ success: true as const, message });

export function subscriptionRoutes(
  app: App,
  deps: {
    subscriptions: SubscriptionService;
    weeks: WeekChangesService;
    cards: CardUpdateService;
    calendar: PickupCalendarService;
  },
): void {
  const { subscriptions, weeks, cards, calendar } = deps;
  const message = { 200: subscriptionMessageSchema };

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
    { config: { access: 'user' }, schema: { response: message } },
    async (request) => done(await subscriptions.cancel(userIdOf(request))),
  );

  app.post(
    '/api/subscription/resume',
    { config: { access: 'user' }, schema: { response: message } },
    async (request) => done(await subscriptions.resume(userIdOf(request))),
  );

  app.patch(
    '/api/subscription/upgrade',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: upgradeRequestSchema, response: { 200: subscriptionMessageSchema } },
    },
    async (request) => ({ success: true as const, message: await subscriptions.upgrade(userIdOf(request)) }),
  );

  app.post(
    '/api/subscription/skip',
    { config: { access: 'user' }, schema: { body: skipWeekRequestSchema, response: message } },
    async (request) => done(await weeks.skip(userIdOf(request), localDate(request.body.weekStartDate))),
  );

  app.delete(
    '/api/subscription/skip/:weekStartDate',
    { config: { access: 'user' }, schema: { params: skipWeekParamsSchema, response: message } },
    async (request) => done(await weeks.unskip(userIdOf(request), localDate(request.params.weekStartDate))),
  );

  app.post(
    '/api/subscription/pause',
    { config: { access: 'user' }, schema: { body: pauseRequestSchema, response: message } },
    async (request) => done(await weeks.pause(userIdOf(request), localDate(request.body.resumeOn))),
  );

  app.delete(
    '/api/subscription/pause',
    { config: { access: 'user' }, schema: { response: message } },
    async (request) => done(await weeks.resumeNow(userIdOf(request))),
  );

  app.put(
    '/api/subscription/friday-special',
    { config: { access: 'user' }, schema: { body: fridaySpecialRequestSchema, response: message } },
    async (request) => {
      const { weekStartDate, choice } = request.body;
      return done(await weeks.chooseFridaySpecial(userIdOf(request), localDate(weekStartDate), choice));
    },
  );

  app.patch(
    '/api/subscription/preferences',
    { config: { access: 'user' }, schema: { body: preferencesRequestSchema, response: message } },
    async (request) => done(await subscriptions.setPreferences(userIdOf(request), request.body)),
  );

  app.put(
    '/api/subscription/card',
    {
      config: { access: 'user', idempotent: true },
      schema: { body: updateCardRequestSchema, response: { 200: updateCardResponseSchema } },
    },
    (request) => cards.updateCard(userIdOf(request), request.body),
  );

  app.post(
    '/api/subscription/calendar-link',
    { config: { access: 'user' }, schema: { response: { 200: calendarLinkResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return calendar.rotateLink(userIdOf(request));
    },
  );

  // Calendar apps fetch this without signing in: the unguessable token in the path is the credential.
  app.get(
    '/api/calendar/:token.ics',
    {
      config: { access: 'public' },
      schema: { params: calendarFeedParamsSchema },
    },
    async (request, reply) => {
      const body = await calendar.feed(request.params.token);
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="tiffin-fit-pickups.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer');
      return body;
    },
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
