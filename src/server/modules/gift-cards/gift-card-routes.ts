// The gift card calls: buying one (public), checking a code before checkout (public), redeeming one (signed in), and
// the owner's list, re-send, refund and limits.
import {
  adminGiftCardActionResponseSchema,
  adminGiftCardsResponseSchema,
  giftCardCheckRequestSchema,
  giftCardCheckResponseSchema,
  giftCardIdParamsSchema,
  giftCardPurchaseRequestSchema,
  giftCardPurchaseResponseSchema,
  giftCardRedeemRequestSchema,
  giftCardRedeemResponseSchema,
  giftCardSettingsSchema,
} from '../../../contracts/gift-cards';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { GiftCardService } from './gift-card-service';

export function giftCardRoutes(app: App, giftCards: GiftCardService): void {
  app.post(
    '/api/gift-cards',
    {
      config: { access: 'public', idempotent: true },
      schema: { body: giftCardPurchaseRequestSchema, response: { 201: giftCardPurchaseResponseSchema } },
    },
    async (request, reply) => {
      const result = await giftCards.purchase(request.body, { ip: request.ip });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/gift-cards/redeem',
    {
      config: { access: 'user' },
      schema: { body: giftCardRedeemRequestSchema, response: { 200: giftCardRedeemResponseSchema } },
    },
    (request) => giftCards.redeem(callerOf(request), request.body, { ip: request.ip }),
  );

  app.post(
    '/api/validate-gift-card',
    {
      config: { access: 'public' },
      schema: { body: giftCardCheckRequestSchema, response: { 200: giftCardCheckResponseSchema } },
    },
    (request) => giftCards.check(request.body, { ip: request.ip }),
  );

  app.get(
    '/api/admin/gift-cards',
    { config: { access: 'admin' }, schema: { response: { 200: adminGiftCardsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { giftCards: await giftCards.list() };
    },
  );

  app.get(
    '/api/admin/gift-card-settings',
    { config: { access: 'admin' }, schema: { response: { 200: giftCardSettingsSchema } } },
    () => giftCards.settings(),
  );

  app.put(
    '/api/admin/gift-card-settings',
    {
      config: { access: 'admin' },
      schema: { body: giftCardSettingsSchema, response: { 200: giftCardSettingsSchema } },
    },
    (request) => giftCards.setSettings(callerOf(request), request.body),
  );

  app.post(
    '/api/admin/gift-cards/:id/resend',
    {
      config: { access: 'admin' },
      schema: { params: giftCardIdParamsSchema, response: { 200: adminGiftCardActionResponseSchema } },
    },
    (request) => giftCards.resend(callerOf(request), request.params.id),
  );

  app.post(
    '/api/admin/gift-cards/:id/refund',
    {
      config: { access: 'admin', idempotent: true },
      schema: { params: giftCardIdParamsSchema, response: { 200: adminGiftCardActionResponseSchema } },
    },
    (request) => giftCards.refund(callerOf(request), request.params.id),
  );
}
