// The offline payment gateway used when Square is not configured: a provider's test mode, with Stripe-style test cards.
import { createHash } from 'node:crypto';
import { declineMessage } from './decline-messages';
import { assertIdempotencyKey, assertPositiveAmount } from './gateway-input';
import {
  GatewayRequestError,
  type CardBrand,
  type CardOnFile,
  type CardSource,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway';

/** What a stored sandbox card does when charged; it travels inside the card id, so nothing is kept on our side. */
const BEHAVIOURS = ['ok', 'declined', 'insufficient-funds', 'declines-renewals'] as const;
type Behaviour = (typeof BEHAVIOURS)[number];

const TEST_NUMBERS: Readonly<Record<string, Behaviour>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
  // Stored and charged at signup, then refused for every merchant-initiated renewal.
  '4000000000000341': 'declines-renewals',
};

/** Square's sandbox nonces, so the Web Payments SDK's demo placeholder also works without Square. */
const TEST_NONCES: Readonly<Record<string, { behaviour: Behaviour; last4: string }>> = {
  'cnon:card-nonce-ok': { behaviour: 'ok', last4: '1111' },
  'cnon:card-nonce-declined': { behaviour: 'declined', last4: '0002' },
};

/** Nonce cards carry no expiry of their own; a date far enough ahead never reads as expired. */
const NONCE_CARD_EXPIRY = { expMonth: 12, expYear: 2040 };

const CARD_ID = /^sbx-card:([a-z-]+):[\w-]+$/;

function behaviourOf(cardId: string): Behaviour | undefined {
  const found = CARD_ID.exec(cardId)?.[1];
  return BEHAVIOURS.find((behaviour) => behaviour === found);
}

/** Runs synchronous work as a promise, so a refusal rejects like a provider's would instead of throwing. */
function settle<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => resolve(work()));
}

/** A short, stable id from an idempotency key: the same key answers the same id after a restart. */
function idFromKey(scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\0${key}`).digest('base64url').slice(0, 22);
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function inRange(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** The card network from the number's leading digits (IIN ranges); anything else is 'other'. */
function detectBrand(digits: string): CardBrand | 'other' {
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'amex';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    inRange(digits, 3, 644, 649) ||
    inRange(digits, 6, 622126, 622925)
  ) {
    return 'discover';
  }
  return 'other';
}

function invalidCard(message: string): GatewayRequestError {
  return new GatewayRequestError('INVALID_CARD_DATA', message);
}

/** Checks raw card fields the way a provider's tokenizer would, and keeps only what may be stored. */
function readRawCard(source: Extract<CardSource, { kind: 'card' }>): Omit<CardOnFile, 'cardId'> & {
  behaviour: Behaviour;
} {
  const digits = source.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) {
    throw invalidCard('The card number you entered is not valid. Please check and try again.');
  }
  const expYear = source.expiryYear < 100 ? 2000 + source.expiryYear : source.expiryYear;
  if (!Number.isInteger(source.expiryMonth) || source.expiryMonth < 1 || source.expiryMonth > 12) {
    throw invalidCard('The expiration month is not valid.');
  }
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2099) {
    throw invalidCard('The expiration year is not valid.');
  }
  if (!/^\d{3,4}$/.test(source.cvv)) throw invalidCard('The security code (CVV) is not valid.');
  return {
    behaviour: TEST_NUMBERS[digits] ?? 'ok',
    brand: detectBrand(digits),
    last4: digits.slice(-4),
    expMonth: source.expiryMonth,
    expYear,
  };
}

function readToken(source: Extract<CardSource, { kind: 'token' }>): Omit<CardOnFile, 'cardId'> & {
  behaviour: Behaviour;
} {
  const nonce = TEST_NONCES[source.sourceId];
  if (!nonce) {
    throw new GatewayRequestError(
      'INVALID_CARD_DATA',
      'The sandbox accepts only the test tokens cnon:card-nonce-ok and cnon:card-nonce-declined.',
    );
  }
  return { behaviour: nonce.behaviour, brand: 'visa', last4: nonce.last4, ...NONCE_CARD_EXPIRY };
}

function chargeOutcome(behaviour: Behaviour, customerInitiated: boolean, paymentId: string): ChargeResult {
  const declined = (code: string): ChargeResult => ({
    status: 'declined',
    code,
    message: declineMessage(code),
  });
  switch (behaviour) {
    case 'ok':
      return { status: 'succeeded', paymentId };
    case 'declined':
      return declined('GENERIC_DECLINE');
    case 'insufficient-funds':
      return declined('INSUFFICIENT_FUNDS');
    case 'declines-renewals':
      return customerInitiated ? { status: 'succeeded', paymentId } : declined('CARD_DECLINED');
  }
}

/** One answer the sandbox gave, kept per idempotency key as a provider keeps it. */
export interface LedgerEntry {
  key: string;
  kind: 'charge' | 'refund';
  /** What was asked, to tell a key reused for another request. */
  requestHash: string;
  outcome: 'succeeded' | 'declined';
  declineCode: string | null;
  resultId: string;
  paymentId: string | null;
  amountCents: number;
}

/** Where the sandbox keeps its answers: the app's database (so they survive a crash), or memory in unit tests. */
export interface SandboxLedger {
  /** Keeps the entry unless its key has one; answers the entry kept for the key. */
  remember(entry: LedgerEntry): Promise<LedgerEntry>;
  find(key: string): Promise<LedgerEntry | undefined>;
  /** The charge that made this payment. */
  findPayment(paymentId: string): Promise<LedgerEntry | undefined>;
  /** Cents refunded so far of a payment. */
  refundedOf(paymentId: string): Promise<number>;
}

export function memoryLedger(): SandboxLedger {
  const entries = new Map<string, LedgerEntry>();
  return {
    remember(entry) {
      return settle(() => {
        const kept = entries.get(entry.key) ?? entry;
        entries.set(entry.key, kept);
        return kept;
      });
    },
    find(key) {
      return settle(() => entries.get(key));
    },
    findPayment(paymentId) {
      return settle(() => [...entries.values()].find((e) => e.kind === 'charge' && e.resultId === paymentId));
    },
    refundedOf(paymentId) {
      return settle(() =>
        [...entries.values()]
          .filter((e) => e.kind === 'refund' && e.paymentId === paymentId)
          .reduce((sum, e) => sum + e.amountCents, 0),
      );
    },
  };
}

function requestHash(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\0')).digest('base64url');
}

function keyReused(): GatewayRequestError {
  return new GatewayRequestError(
    'IDEMPOTENCY_KEY_REUSED',
    'The idempotency key was already used with a different request.',
  );
}

function chargeResultOf(entry: LedgerEntry): ChargeResult {
  return entry.outcome === 'succeeded'
    ? { status: 'succeeded', paymentId: entry.resultId }
    : {
        status: 'declined',
        code: entry.declineCode ?? 'GENERIC_DECLINE',
        message: declineMessage(entry.declineCode ?? 'GENERIC_DECLINE'),
      };
}

/**
 * Offline: ids are derived from idempotency keys and a card's behaviour travels in its id. Charges and refunds are
 * kept in a ledger by key, as a provider keeps them: the same key answers the first answer (another request with
 * it is refused), a lost answer can be looked up, and a payment cannot be refunded beyond its amount.
 */
export function createSandboxGateway(ledger: SandboxLedger = memoryLedger()): PaymentGateway {
  return {
    kind: 'sandbox',

    createCustomer(input) {
      return settle(() => {
        assertIdempotencyKey(input.idempotencyKey);
        return { customerId: `sbx-cus:${idFromKey('customer', input.idempotencyKey)}` };
      });
    },

    storeCard(input) {
      return settle(() => {
        assertIdempotencyKey(input.idempotencyKey);
        const { behaviour, ...card } =
          input.source.kind === 'card' ? readRawCard(input.source) : readToken(input.source);
        const cardId = `sbx-card:${behaviour}:${idFromKey('card', input.idempotencyKey)}`;
        return { status: 'stored' as const, cardId, ...card };
      });
    },

    async charge(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertPositiveAmount(input.amount);
      const behaviour = behaviourOf(input.cardId);
      if (!behaviour) throw new GatewayRequestError('NOT_FOUND', 'No such sandbox card.');
      const paymentId = `sbx-pay:${idFromKey('payment', input.idempotencyKey)}`;
      const result = chargeOutcome(behaviour, input.customerInitiated, paymentId);
      const hash = requestHash(input.cardId, input.amount, input.customerId);
      const kept = await ledger.remember({
        key: input.idempotencyKey,
        kind: 'charge',
        requestHash: hash,
        outcome: result.status,
        declineCode: result.status === 'declined' ? result.code : null,
        resultId: paymentId,
        paymentId: null,
        amountCents: input.amount,
      });
      if (kept.requestHash !== hash || kept.kind !== 'charge') throw keyReused();
      return chargeResultOf(kept);
    },

    async findCharge(input) {
      const kept = await ledger.find(input.idempotencyKey);
      if (!kept || kept.kind !== 'charge') return { status: 'not_found' };
      return chargeResultOf(kept);
    },

    async refund(input) {
      assertIdempotencyKey(input.idempotencyKey);
      assertPositiveAmount(input.amount);
      if (!input.paymentId.startsWith('sbx-pay:')) {
        throw new GatewayRequestError('NOT_FOUND', 'No such sandbox payment.');
      }
      const hash = requestHash(input.paymentId, input.amount);
      const earlier = await ledger.find(input.idempotencyKey);
      if (!earlier) {
        // Payments made before the ledger existed are not in it: only what it knows is held to its amount.
        const payment = await ledger.findPayment(input.paymentId);
        if (payment && (await ledger.refundedOf(input.paymentId)) + input.amount > payment.amountCents) {
          throw new GatewayRequestError(
            'REFUND_AMOUNT_INVALID',
            'The refund is more than what is left of the payment.',
          );
        }
      }
      const kept = await ledger.remember({
        key: input.idempotencyKey,
        kind: 'refund',
        requestHash: hash,
        outcome: 'succeeded',
        declineCode: null,
        resultId: `sbx-ref:${idFromKey('refund', input.idempotencyKey)}`,
        paymentId: input.paymentId,
        amountCents: input.amount,
      });
      if (kept.requestHash !== hash || kept.kind !== 'refund') throw keyReused();
      return { refundId: kept.resultId, status: 'completed' as const };
    },
  };
}
