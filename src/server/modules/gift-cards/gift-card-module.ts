// Puts gift cards into the app (issue 44): the calls, the job that finishes each purchase or refund, and delivery.
import type { PaymentGateway } from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { Faults } from '../../faults';
import type { RateLimiter } from '../../http/rate-limiter';
import type { App } from '../../http/routing';
import type { Jobs } from '../../jobs/jobs';
import { giftCardRoutes } from './gift-card-routes';
import { createGiftCardService, GIFT_CARD_DELIVER_JOB, GIFT_CARD_RECONCILE_JOB } from './gift-card-service';

/** While a purchase's request may still be running, the job looks again a minute later. */
const LOOK_AGAIN_MS = 60_000;

export function giftCardModule(
  app: App,
  deps: { db: Db; clock: Clock; jobs: Jobs; gateway: PaymentGateway; limiter: RateLimiter; faults: Faults },
): void {
  const log = app.log.child({ module: 'gift-cards' });
  const giftCards = createGiftCardService({ ...deps, log });
  const idOf = (payload: unknown) => (payload as { giftCardId?: string }).giftCardId ?? '';
  deps.jobs.define({
    name: GIFT_CARD_RECONCILE_JOB,
    // An unreachable gateway: asked again 1, 2, 4, 8 and then every 10 minutes, as checkout's.
    retry: { maxAttempts: 20, baseDelayMs: 60_000, maxDelayMs: 10 * 60_000 },
    async run(ctx) {
      const outcome = await giftCards.reconcile(idOf(ctx.payload));
      if (outcome === 'in_flight') {
        return { outcome, retryAt: new Date(deps.clock.now().getTime() + LOOK_AGAIN_MS) };
      }
      return { outcome };
    },
  });
  deps.jobs.define({
    name: GIFT_CARD_DELIVER_JOB,
    async run(ctx) {
      return { outcome: await giftCards.deliver(idOf(ctx.payload)) };
    },
  });
  giftCardRoutes(app, giftCards);
}
