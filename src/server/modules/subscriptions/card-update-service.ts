// Replaces the card on file: stored with the provider, its brand, last digits and expiry kept; a declined renewal retried.
import { randomUUID } from 'node:crypto';
import type { UpdateCardResponse } from '../../../contracts/card-update';
import { formatCalendarDate } from '../../../domain/dates';
import { cents, formatUsd } from '../../../domain/money';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type PaymentGateway,
} from '../../adapters/payments/payment-gateway';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { CARD_NOT_ACCEPTED, cardSourceOf, type CardInput } from '../../adapters/payments/card-source';
import { gatewayCustomerFor } from '../../adapters/payments/gateway-customer';
import { confirmChange } from './change-confirmation';
import { subscriptionRepository } from './subscription-repository';
import { isLive } from './subscription-view';

type RenewalRetry = NonNullable<UpdateCardResponse['renewal']>;

/** Billing's one way to charge a declined renewal again now (the new card pays it if it can). */
export interface RenewalRetrier {
  retryDeclinedRenewal(subscriptionId: number): Promise<RenewalRetry | null>;
}

const UNAVAILABLE = 'We could not reach our payment provider. Please try again in a minute.';

function renewalSentence(renewal: RenewalRetry | null): string {
  if (!renewal) return '';
  const what = `${formatUsd(cents(renewal.amount))} for the week of ${formatCalendarDate(renewal.weekStartDate)}`;
  if (renewal.status === 'paid') return ` We charged ${what}: your lunches are on.`;
  if (renewal.status === 'declined') return ` We tried to charge ${what} again, but the card was declined.`;
  return ` We could not reach our payment provider to charge ${what}; we will try again as planned.`;
}

export function createCardUpdateService(deps: {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  renewals: RenewalRetrier;
}) {
  const { db, clock, gateway, renewals } = deps;

  async function storeCard(customerId: string, input: CardInput) {
    const source = cardSourceOf(input, gateway.kind, clock.now());
    try {
      // A new key each time: the same card entered again later is a new request, not a replay of an old one.
      return await gateway.storeCard({ customerId, source, idempotencyKey: `card-${randomUUID()}` });
    } catch (error) {
      if (error instanceof GatewayRequestError) throw new AppError('PAYMENT_DECLINED', CARD_NOT_ACCEPTED);
      if (error instanceof GatewayUnavailableError) throw new AppError('UNAVAILABLE', UNAVAILABLE);
      throw error;
    }
  }

  return {
    async updateCard(userId: number, input: CardInput): Promise<UpdateCardResponse> {
      const subs = subscriptionRepository(db);
      const row = await subs.findCurrentForUser(userId);
      if (!row) throw new AppError('NOT_FOUND', 'You have no subscription yet.');
      if (!isLive(row)) throw new AppError('CONFLICT', 'This subscription has ended.');
      let customerId: string;
      try {
        customerId = await gatewayCustomerFor(gateway, row);
      } catch (error) {
        if (error instanceof GatewayUnavailableError) throw new AppError('UNAVAILABLE', UNAVAILABLE);
        throw error;
      }
      const stored = await storeCard(customerId, input);
      if (stored.status === 'declined') throw new AppError('PAYMENT_DECLINED', stored.message);
      await subs.update(row.id, {
        gatewayCustomerId: customerId,
        cardId: stored.cardId,
        cardBrand: stored.brand,
        cardLast4: stored.last4,
        cardExpMonth: stored.expMonth,
        cardExpYear: stored.expYear,
        updatedAt: clock.now(),
      });
      const renewal = await renewals.retryDeclinedRenewal(row.id);
      // After the retry, so the e-mail's next charge is what the new card pays next.
      await db.transaction((tx) =>
        confirmChange(
          tx,
          row.id,
          { kind: 'card-updated', brand: stored.brand, last4: stored.last4 },
          clock.now(),
        ),
      );
      return {
        success: true,
        message: `Your card ending ${stored.last4} is saved for your next charges.${renewalSentence(renewal)}`,
        card: {
          brand: stored.brand,
          last4: stored.last4,
          expMonth: stored.expMonth,
          expYear: stored.expYear,
        },
        renewal,
      };
    },
  };
}

export type CardUpdateService = ReturnType<typeof createCardUpdateService>;
