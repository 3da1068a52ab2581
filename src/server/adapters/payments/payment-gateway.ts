// What checkout and billing need from a payment provider; the offline sandbox and Square implement it.
import type { Cents } from '../../../domain/money';

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

export interface BillingAddress {
  address: string;
  city: string;
  /** Two-letter US state or DC. */
  state: string;
  /** 12345 or 12345-6789. */
  zipCode: string;
}

/** Where a card comes from: raw fields (sandbox only, never stored) or a provider's browser token. */
export type CardSource =
  | {
      kind: 'card';
      cardNumber: string;
      expiryMonth: number;
      expiryYear: number;
      cvv: string;
      cardholderName: string;
      billingAddress: BillingAddress;
    }
  | {
      kind: 'token';
      /** Square's `cnon:...` from the Web Payments SDK (the spec's sourceId). */
      sourceId: string;
      verificationToken?: string;
      cardholderName?: string;
      billingAddress: BillingAddress;
    };

/** A card saved with the provider: only these facts are kept on our side. */
export interface CardOnFile {
  cardId: string;
  brand: CardBrand | 'other';
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  | { status: 'succeeded'; paymentId: string }
  /** The card was refused: `code` is the provider's (GENERIC_DECLINE, INSUFFICIENT_FUNDS, ...), `message` is for people. */
  | { status: 'declined'; code: string; message: string };

/** What became of a charge asked for with a given key, as the provider's records say; never makes one. */
export type ChargeLookup = ChargeResult | { status: 'not_found' };

/** The provider could not be reached or answered with a server error: the outcome is unknown, retry with the same key. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** The provider refused the request itself (bad token, bad card data): not retryable, not a decline of funds. */
export class GatewayRequestError extends Error {
  override name = 'GatewayRequestError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'square';
  createCustomer(input: {
    email: string;
    name: string;
    phone?: string;
    idempotencyKey: string;
  }): Promise<{ customerId: string }>;
  /** Saves a card for later charges; a refused card answers `declined` like a charge. */
  storeCard(input: {
    customerId: string;
    source: CardSource;
    idempotencyKey: string;
  }): Promise<({ status: 'stored' } & CardOnFile) | Extract<ChargeResult, { status: 'declined' }>>;
  /**
   * Charges a stored card. The same idempotency key (at most 45 characters) charges at most once and answers the
   * first result again. `customerInitiated` is true at checkout and for an upgrade, false for renewals.
   */
  charge(input: {
    customerId: string;
    cardId: string;
    amount: Cents;
    idempotencyKey: string;
    customerInitiated: boolean;
    /** Our reference (the charge row's id), shown in the provider's dashboard. */
    referenceId: string;
    note: string;
  }): Promise<ChargeResult>;
  /**
   * Looks up what became of a charge made with this idempotency key and reference, without charging: after a crash
   * or a lost answer, the reconciler asks this. A payment authorized but not completed is voided and answers
   * `not_found`. `since` bounds the search (the attempt's start); `amount` is the charge's.
   */
  findCharge(input: {
    idempotencyKey: string;
    referenceId: string;
    amount: Cents;
    since: Date;
  }): Promise<ChargeLookup>;
  /** Refunds all or part of a charge. */
  refund(input: {
    paymentId: string;
    amount: Cents;
    idempotencyKey: string;
    reason: string;
  }): Promise<{ refundId: string; status: 'pending' | 'completed' }>;
}
