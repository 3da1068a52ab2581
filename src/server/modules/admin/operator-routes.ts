// The operator's calls beyond the spec's tabs: waitlist invitations, coupons and refunds.
import {
  adminCouponSchema,
  adminCouponsResponseSchema,
  adminIdParamsSchema,
  adminWaitlistResponseSchema,
  chargeParamsSchema,
  couponRedemptionsResponseSchema,
  createCouponRequestSchema,
  inviteResponseSchema,
  refundRequestSchema,
  refundResponseSchema,
  waitlistQuerySchema,
} from '../../../contracts/admin';
import type { App } from '../../http/routing';
import { callerOf } from '../auth/access-control';
import type { createCouponAdminService } from './coupon-admin-service';
import type { createRefundService } from './refund-service';
import type { createWaitlistAdminService } from './waitlist-admin-service';

export interface OperatorDeps {
  waitlist: ReturnType<typeof createWaitlistAdminService>;
  coupons: ReturnType<typeof createCouponAdminService>;
  refunds: ReturnType<typeof createRefundService>;
}

const admin = { access: 'admin' } as const;

export function operatorRoutes(app: App, deps: OperatorDeps): void {
  app.get(
    '/api/admin/waitlist',
    {
      config: admin,
      schema: { querystring: waitlistQuerySchema, response: { 200: adminWaitlistResponseSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.waitlist.list(request.query);
    },
  );

  app.post(
    '/api/admin/waitlist/:id/invite',
    { config: admin, schema: { params: adminIdParamsSchema, response: { 200: inviteResponseSchema } } },
    async (request) => deps.waitlist.invite(callerOf(request), request.params.id),
  );

  app.get(
    '/api/admin/coupons',
    { config: admin, schema: { response: { 200: adminCouponsResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.coupons.list();
    },
  );

  app.post(
    '/api/admin/coupons',
    { config: admin, schema: { body: createCouponRequestSchema, response: { 201: adminCouponSchema } } },
    async (request, reply) =>
      reply.status(201).send(await deps.coupons.create(callerOf(request), request.body)),
  );

  app.post(
    '/api/admin/coupons/:id/disable',
    { config: admin, schema: { params: adminIdParamsSchema, response: { 200: adminCouponSchema } } },
    async (request) => deps.coupons.disable(callerOf(request), request.params.id),
  );

  app.get(
    '/api/admin/coupons/:id/redemptions',
    {
      config: admin,
      schema: { params: adminIdParamsSchema, response: { 200: couponRedemptionsResponseSchema } },
    },
    async (request) => deps.coupons.redemptions(request.params.id),
  );

  app.post(
    '/api/admin/charges/:chargeId/refund',
    {
      // The form's key in the body, or an Idempotency-Key header: one refund however often it is sent.
      config: { ...admin, idempotent: { bodyKey: 'idempotencyKey' } },
      schema: {
        params: chargeParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundResponseSchema },
      },
    },
    async (request) => deps.refunds.refund(callerOf(request), request.params.chargeId, request.body),
  );
}
