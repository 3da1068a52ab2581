// The spec's checkout calls: capacity, coupon, one-step payment, and the two-step create and complete.
import {
  capacityRequestSchema,
  capacityResponseSchema,
  checkoutCreditRequestSchema,
  checkoutCreditResponseSchema,
  completePaymentRequestSchema,
  completePaymentResponseSchema,
  couponRequestSchema,
  couponResponseSchema,
  createSubscriptionRequestSchema,
  createSubscriptionResponseSchema,
  processPaymentRequestSchema,
  processPaymentResponseSchema,
} from '../../../contracts/checkout';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/routing';
import type { CheckoutContext, CheckoutService } from './checkout-service';

/**
 * Who is asking: the client address for its limits, and the signed-in caller whose account credit a payment may
 * spend (the Idempotency-Key is the hook's, http/idempotency.ts).
 */
function contextOf(request: FastifyRequest): CheckoutContext {
  return { ip: request.ip, userId: request.auth?.userId ?? null };
}

export function checkoutRoutes(app: App, deps: { checkout: CheckoutService }): void {
  const { checkout } = deps;

  app.post(
    '/api/validate-subscription-capacity',
    {
      // The caller is read for their account credit only; anyone may ask.
      config: { access: 'public', readsCaller: true },
      schema: { body: capacityRequestSchema, response: { 200: capacityResponseSchema } },
    },
    (request) => {
      const { phase, ...customer } = request.body;
      return checkout.checkCapacity({ ...customer, clientPhase: phase }, contextOf(request));
    },
  );

  app.post(
    '/api/checkout-credit',
    {
      // As the capacity check: the caller is read for their own credit only; anyone else hears 0.
      config: { access: 'public', readsCaller: true },
      schema: { body: checkoutCreditRequestSchema, response: { 200: checkoutCreditResponseSchema } },
    },
    (request) => checkout.checkoutCredit(request.body.email, contextOf(request)),
  );

  app.post(
    '/api/validate-coupon',
    {
      config: { access: 'public' },
      schema: { body: couponRequestSchema, response: { 200: couponResponseSchema } },
    },
    (request) => checkout.validateCoupon(request.body, contextOf(request)),
  );

  app.post(
    '/api/process-payment-and-create-subscription',
    {
      config: { access: 'public', idempotent: true, readsCaller: true },
      schema: { body: processPaymentRequestSchema, response: { 201: processPaymentResponseSchema } },
    },
    async (request, reply) => {
      const { subscriptionData: data, ...payment } = request.body;
      const result = await checkout.processPayment(
        {
          customer: {
            name: data.name,
            email: data.email,
            phone: data.phone,
            planType: data.planType,
            location: data.location,
            dietaryRestrictions: data.dietaryRestrictions,
            clientPhase: data.launchPhase,
          },
          couponCode: data.couponCode,
          referralCode: data.referralCode,
          giftCardCode: data.giftCardCode,
          cardDetails: payment.cardDetails,
          sourceId: payment.sourceId,
          verificationToken: payment.verificationToken,
          billingAddress: payment.billingAddress,
          finalAmount: payment.finalAmount,
        },
        contextOf(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/create-subscription',
    {
      config: { access: 'public', readsCaller: true },
      schema: { body: createSubscriptionRequestSchema, response: { 200: createSubscriptionResponseSchema } },
    },
    (request) => checkout.createSubscription(request.body, contextOf(request)),
  );

  app.post(
    '/api/complete-payment',
    {
      config: { access: 'public', idempotent: true, readsCaller: true },
      schema: { body: completePaymentRequestSchema, response: { 200: completePaymentResponseSchema } },
    },
    (request) => checkout.completePayment(request.body, contextOf(request)),
  );
}
