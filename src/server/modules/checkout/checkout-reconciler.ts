// The durable half of every checkout: a job per attempt that finishes it if its request could not (a crash, a lost answer).
import type { Clock } from '../../clock';
import type { JobHandler } from '../../jobs/jobs';
import type { CheckoutPayments } from './checkout-payments';
import { CHECKOUT_RECONCILE_JOB } from './checkout-service';

/** While the attempt's request may still be running, the job looks again a minute later. */
const LOOK_AGAIN_MS = 60_000;

export function checkoutReconcileJob(deps: { payments: CheckoutPayments; clock: Clock }): JobHandler {
  return {
    name: CHECKOUT_RECONCILE_JOB,
    // An unreachable gateway: asked again 1, 2, 4, 8 and then every 10 minutes, for about three hours.
    retry: { maxAttempts: 20, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
    async run(ctx) {
      const payload = ctx.payload as { attemptId?: string };
      // Jobs scheduled before attempts were recorded (one per subscription) have nothing to finish here.
      if (!payload.attemptId) return { outcome: 'obsolete' };
      const resolution = await deps.payments.reconcile(payload.attemptId);
      if (resolution === 'in_flight') {
        return { outcome: resolution, retryAt: new Date(deps.clock.now().getTime() + LOOK_AGAIN_MS) };
      }
      return { outcome: resolution };
    },
  };
}
