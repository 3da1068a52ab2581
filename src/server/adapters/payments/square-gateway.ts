// The payment gateway backed by Square (customers, cards on file, payments, refunds) through the official SDK.
import type * as SquareSdk from 'square';
import type { Square, SquareClient } from 'square';
import type { Cents } from '../../../domain/money';
import { declineMessage, isDeclineCode } from './decline-messages';
import { assertIdempotencyKey, assertPositiveAmount } from './gateway-input';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type BillingAddress,
  type CardBrand,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway';

export interface SquareGatewayConfig {
  accessToken: string;
  locationId: string;
  environment: 'sandbox' | 'production';
  /** Overrides the environment's address: tests point it at the fake Square on 127.0.0.1. */
  baseUrl?: string;
  /** How long to wait for each answer before calling Square unavailable; 20 s by default. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
/** Square's limits on free-text fields: longer values are refused with a 400. */
const MAX_REFERENCE_ID = 40;
const MAX_NOTE = 500;
const MAX_REFUND_REASON = 192;
/** A payment is looked up from a little before its attempt began, over at most this many pages of 100. */
const LOOKUP_SLACK_MS = 10 * 60_000;
const MAX_LOOKUP_PAGES = 10;

type Declined = Extract<ChargeResult, { status: 'declined' }>;

const BRANDS: Partial<Record<string, CardBrand>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMERICAN_EXPRESS: 'amex',
  DISCOVER: 'discover',
};

function usd(amount: Cents): Square.Money {
  assertPositiveAmount(amount);
  return { amount: BigInt(amount), currency: 'USD' };
}

function squareAddress(address: BillingAddress): Square.Address {
  return {
    addressLine1: address.address,
    locality: address.city,
    administrativeDistrictLevel1: address.state,
    postalCode: address.zipCode,
    country: 'US',
  };
}

/** Square wants E.164; a number that is not a US one is left out rather than failing the signup. */
function usPhone(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return undefined;
}

function splitName(name: string): { givenName: string; familyName?: string } {
  const parts = name.trim().split(/\s+/);
  const familyName = parts.length > 1 ? parts.pop() : undefined;
  return { givenName: parts.join(' '), ...(familyName ? { familyName } : {}) };
}

function unexpected(what: string): GatewayRequestError {
  return new GatewayRequestError('UNEXPECTED_RESPONSE', `Square answered without ${what}.`);
}

/**
 * The SDK is about 7,800 modules (some 2 s and 80 MB to load): it is imported when a Square gateway is created, in
 * the background, so the sandbox mode never pays for it and Square mode pays once, at start.
 */
function loadClient(config: SquareGatewayConfig, timeoutMs: number) {
  return import('square').then((sdk) => {
    const client = new sdk.SquareClient({
      token: config.accessToken,
      ...(config.baseUrl
        ? { baseUrl: config.baseUrl }
        : {
            environment:
              config.environment === 'production'
                ? sdk.SquareEnvironment.Production
                : sdk.SquareEnvironment.Sandbox,
          }),
      // Our jobs retry, with the same idempotency key; a hidden retry here would only stretch a request.
      maxRetries: 0,
      timeoutInSeconds: timeoutMs / 1000,
    });
    return { sdk, client };
  });
}

export function createSquareGateway(config: SquareGatewayConfig): PaymentGateway {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const loaded: Promise<{ sdk: typeof SquareSdk; client: SquareClient }> = loadClient(config, timeoutMs);
  // A failed import surfaces at the first call that awaits it, not as an unhandled rejection at start.
  loaded.catch(() => undefined);

  /** Square's detail texts do not carry the token today; this keeps it so if they ever echo a header. */
  const redact = (text: string) =>
    config.accessToken ? text.split(config.accessToken).join('[redacted]') : text;

  /** A decline for the caller to answer, or the error to throw: unavailable (retry) or refused (do not). */
  function classify(sdk: typeof SquareSdk, error: unknown, operation: string): Declined | Error {
    if (error instanceof sdk.SquareTimeoutError) {
      return new GatewayUnavailableError(`Square did not answer ${operation} within ${timeoutMs} ms.`);
    }
    if (!(error instanceof sdk.SquareError)) return error instanceof Error ? error : new Error(String(error));
    const status = error.statusCode;
    if (status === undefined) {
      return new GatewayUnavailableError(`Square could not be reached for ${operation}.`);
    }
    if (status >= 500 || status === 408 || status === 429) {
      return new GatewayUnavailableError(`Square answered ${operation} with HTTP ${status}.`);
    }
    const decline = error.errors.find((e) => e.category === 'PAYMENT_METHOD_ERROR' || isDeclineCode(e.code));
    if (decline) return { status: 'declined', code: decline.code, message: declineMessage(decline.code) };
    const first = error.errors[0];
    const code = first && first.code !== 'Unknown' ? first.code : `HTTP_${status}`;
    const detail = first?.detail ? `: ${first.detail}` : '';
    return new GatewayRequestError(code, redact(`Square refused ${operation} (HTTP ${status}${detail}).`));
  }

  /** For calls that have no declined answer: a decline becomes a refusal. */
  function failure(sdk: typeof SquareSdk, error: unknown, operation: string): Error {
    const found = classify(sdk, error, operation);
    return found instanceof Error ? found : new GatewayRequestError(found.code, found.message);
  }

  return {
    kind: 'square',

    async createCustomer(input) {
      assertIdempotencyKey(input.idempotencyKey);
      const phoneNumber = usPhone(input.phone);
      const { sdk, client } = await loaded;
      try {
        const { customer } = await client.customers.create({
          idempotencyKey: input.idempotencyKey,
          ...splitName(input.name),
          emailAddress: input.email,
          ...(phoneNumber ? { phoneNumber } : {}),
        });
        if (!customer?.id) throw unexpected('a customer id');
        return { customerId: customer.id };
      } catch (error) {
        throw failure(sdk, error, 'creating a customer');
      }
    },

    async storeCard(input) {
      assertIdempotencyKey(input.idempotencyKey);
      if (input.source.kind === 'card') {
        throw new GatewayRequestError(
          'RAW_CARD_REFUSED',
          'Card numbers are not accepted with Square: the browser must send a Web Payments SDK token.',
        );
      }
      const { sourceId, verificationToken, cardholderName, billingAddress } = input.source;
      const { sdk, client } = await loaded;
      try {
        const { card } = await client.cards.create({
          idempotencyKey: input.idempotencyKey,
          sourceId,
          ...(verificationToken ? { verificationToken } : {}),
          card: {
            customerId: input.customerId,
            ...(cardholderName ? { cardholderName } : {}),
            billingAddress: squareAddress(billingAddress),
          },
        });
        if (!card?.id || !card.last4 || card.expMonth == null || card.expYear == null) {
          throw unexpected('the stored card');
        }
        return {
          status: 'stored',
          cardId: card.id,
          brand: BRANDS[card.cardBrand ?? ''] ?? 'other',
          last4: card.last4,
          expMonth: Number(card.expMonth),
          expYear: Number(card.expYear),
        };
      } catch (error) {
        const found = classify(sdk, error, 'storing a card');
        if (found instanceof Error) throw found;
        return found;
      }
    },

    async charge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      if (input.referenceId.length > MAX_REFERENCE_ID) {
        throw new RangeError(`a reference id must be at most ${MAX_REFERENCE_ID} characters`);
      }
      const amountMoney = usd(input.amount);
      const { sdk, client } = await loaded;
      try {
        const { payment } = await client.payments.create({
          idempotencyKey: input.idempotencyKey,
          sourceId: input.cardId,
          customerId: input.customerId,
          amountMoney,
          locationId: config.locationId,
          autocomplete: true,
          referenceId: input.referenceId,
          note: input.note.slice(0, MAX_NOTE),
          // Tells the issuer whether the buyer is present (checkout) or this is a renewal on the card on file.
          customerDetails: { customerInitiated: input.customerInitiated, sellerKeyedIn: false },
        });
        if (!payment?.id) throw unexpected('a payment id');
        if (payment.status === 'COMPLETED' || payment.status === 'APPROVED') {
          return { status: 'succeeded', paymentId: payment.id };
        }
        if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
          return { status: 'declined', code: 'GENERIC_DECLINE', message: declineMessage('GENERIC_DECLINE') };
        }
        throw new GatewayRequestError(
          'UNEXPECTED_PAYMENT_STATUS',
          `Square answered payment ${payment.id} with status ${payment.status ?? 'none'}.`,
        );
      } catch (error) {
        const found = classify(sdk, error, 'a payment');
        if (found instanceof Error) throw found;
        return found;
      }
    },

    async findCharge(input) {
      const { sdk, client } = await loaded;
      try {
        // Payments of that amount at our location since the attempt began (a little before, for clock skew).
        let page = await client.payments.list({
          beginTime: new Date(input.since.getTime() - LOOKUP_SLACK_MS).toISOString(),
          locationId: config.locationId,
          total: BigInt(input.amount),
          sortOrder: 'ASC',
          limit: 100,
        });
        for (let pages = 1; ; pages++) {
          const payment = page.data.find((p) => p.referenceId === input.referenceId);
          if (payment?.id) {
            if (payment.status === 'COMPLETED') return { status: 'succeeded', paymentId: payment.id };
            if (payment.status === 'APPROVED' || payment.status === 'PENDING') {
              // Authorized and never completed: void it, so the buyer's hold on their card goes too.
              await client.payments.cancel({ paymentId: payment.id });
              return { status: 'not_found' };
            }
            return {
              status: 'declined',
              code: 'GENERIC_DECLINE',
              message: declineMessage('GENERIC_DECLINE'),
            };
          }
          if (!page.hasNextPage() || pages >= MAX_LOOKUP_PAGES) return { status: 'not_found' };
          page = await page.getNextPage();
        }
      } catch (error) {
        throw failure(sdk, error, 'looking up a payment');
      }
    },

    async refund(input) {
      assertIdempotencyKey(input.idempotencyKey);
      const amountMoney = usd(input.amount);
      const { sdk, client } = await loaded;
      try {
        const { refund } = await client.refunds.refundPayment({
          idempotencyKey: input.idempotencyKey,
          paymentId: input.paymentId,
          amountMoney,
          reason: input.reason.slice(0, MAX_REFUND_REASON),
        });
        if (!refund?.id) throw unexpected('a refund id');
        if (refund.status === 'COMPLETED') return { refundId: refund.id, status: 'completed' };
        if (refund.status === 'PENDING') return { refundId: refund.id, status: 'pending' };
        throw new GatewayRequestError(
          `REFUND_${refund.status ?? 'UNKNOWN'}`,
          `Square answered refund ${refund.id} with status ${refund.status ?? 'none'}.`,
        );
      } catch (error) {
        throw failure(sdk, error, 'a refund');
      }
    },
  };
}
