// Card-number rules shared by the checkout form and the server: network detection, Luhn, input formatting and the
// spec's card checks (section 5) with its exact titles and messages.
import { MISSING_BILLING_MESSAGE, MISSING_BILLING_TITLE } from './us-address';

export type CardNetwork =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'unionpay' | 'jcb' | 'diners' | 'unknown';

/** The spec accepts only these (section 5); every other network is refused as "US Cards Only". */
export const ACCEPTED_NETWORKS: readonly CardNetwork[] = ['visa', 'mastercard', 'amex', 'discover'];

export type CardField = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvv' | 'cardholderName';

export interface CardProblem {
  title: string;
  message: string;
  /** The input to highlight and focus. */
  field: CardField;
}

export interface CardInput {
  /** Digits, optionally grouped with spaces or hyphens as the form shows them. */
  cardNumber: string;
  expiryMonth: string | number;
  /** Two digits (20YY) or four. */
  expiryYear: string | number;
  cvv: string;
  cardholderName: string;
}

/** The current calendar month, month 1-12. Callers pass the month in Irving (`localDateOf(clock.now())`). */
export interface YearMonth {
  year: number;
  month: number;
}

export const MIN_CARD_DIGITS = 13;
/** ISO/IEC 7812 numbers are at most 19 digits; the form itself stops earlier (see `formatCardNumber`). */
export const MAX_CARD_DIGITS = 19;
/**
 * Cards are issued for at most a few years; a year further out than this is a typing slip (2062 for 2026), and
 * the gateway would refuse it anyway, so it is caught here with a clear message.
 */
export const MAX_YEARS_AHEAD = 20;

/**
 * Prefix ranges, each compared over the first `from.length` digits. No two ranges overlap, so order does not
 * matter. 622126-622925 is the China UnionPay range that Discover's network also carries in the US: it is kept
 * under UnionPay (as Braintree's card-type tables do) because those cards are issued in China, and the spec's
 * rule is "US-issued cards only"; calling them Discover would accept exactly the cards the spec refuses.
 */
const NETWORK_PREFIXES: readonly { network: CardNetwork; from: string; to: string }[] = [
  { network: 'visa', from: '4', to: '4' },
  { network: 'mastercard', from: '51', to: '55' },
  { network: 'mastercard', from: '2221', to: '2720' },
  { network: 'amex', from: '34', to: '34' },
  { network: 'amex', from: '37', to: '37' },
  { network: 'discover', from: '6011', to: '6011' },
  { network: 'discover', from: '644', to: '649' },
  { network: 'discover', from: '65', to: '65' },
  { network: 'unionpay', from: '62', to: '62' },
  { network: 'unionpay', from: '81', to: '81' },
  { network: 'jcb', from: '3528', to: '3589' },
  { network: 'diners', from: '300', to: '305' },
  { network: 'diners', from: '36', to: '36' },
  { network: 'diners', from: '38', to: '39' },
];

/**
 * Lengths each accepted network issues. The spec only asks for 13+ digits; this also stops a Luhn-valid number
 * with a digit too many or too few (a 16-digit "Amex") from reaching the gateway as an opaque decline.
 */
const NETWORK_LENGTHS: Partial<Record<CardNetwork, readonly number[]>> = {
  visa: [13, 16, 18, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 17, 18, 19],
};

export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

/** Works on a partial number too (the form shows the brand as the user types); too few digits answer unknown. */
export function detectCardNetwork(digits: string): CardNetwork {
  const number = digitsOnly(digits);
  for (const { network, from, to } of NETWORK_PREFIXES) {
    if (number.length < from.length) continue;
    const prefix = Number(number.slice(0, from.length));
    if (prefix >= Number(from) && prefix <= Number(to)) return network;
  }
  return 'unknown';
}

export function isAcceptedNetwork(network: CardNetwork): boolean {
  return ACCEPTED_NETWORKS.includes(network);
}

/** The Luhn (mod 10) check digit test; anything but a non-empty run of digits fails. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
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

/**
 * What the card-number input shows: digits only, Amex as 4-6-5 (at most 15 digits, 17 characters), others in
 * groups of 4 (at most 16 digits, 19 characters) as the spec's max lengths imply. Pasted spaces and hyphens are
 * dropped and extra digits cut.
 */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input);
  if (detectCardNetwork(digits) === 'amex') {
    const d = digits.slice(0, 15);
    return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter((group) => group !== '').join(' ');
  }
  return (
    digits
      .slice(0, 16)
      .match(/\d{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/** Two digits mean 20YY; four are taken as they are; anything else is not a year. */
export function normalizeExpiryYear(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

/** 1-12, written with or without a leading zero. */
export function normalizeExpiryMonth(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

function isBlank(value: string | number): boolean {
  return typeof value === 'number' ? !Number.isFinite(value) : value.trim() === '';
}

const problem = (field: CardField, title: string, message: string): CardProblem => ({
  field,
  title,
  message,
});

/**
 * The first thing wrong with the card, in the spec's order (number length, Luhn, network, missing details, CVV
 * length, expiry, cardholder), or null. The order matters: the form shows one problem at a time. Two checks the
 * spec does not name sit where they belong: the network's own lengths right after the network, and an unreadable
 * expiry date (month 13, year 202) at the expiry step (docs/decisions/0008).
 */
export function checkCard(card: CardInput, today: YearMonth): CardProblem | null {
  // The form sends digits (spaces removed) but may pass its grouped value: separators only, never letters.
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number) || number.length < MIN_CARD_DIGITS || number.length > MAX_CARD_DIGITS) {
    return problem('cardNumber', 'Invalid Card Number', 'Please enter a valid card number.');
  }
  if (!passesLuhn(number)) {
    return problem(
      'cardNumber',
      'Invalid Card Number',
      'The card number you entered is not valid. Please check and try again.',
    );
  }
  const network = detectCardNetwork(number);
  if (!isAcceptedNetwork(network)) {
    return problem(
      'cardNumber',
      'US Cards Only',
      'We only accept US-issued cards. International cards are not supported.',
    );
  }
  if (!NETWORK_LENGTHS[network]?.includes(number.length)) {
    return problem('cardNumber', 'Invalid Card Number', 'Please enter a valid card number.');
  }

  const missing = (['expiryMonth', 'expiryYear', 'cvv'] as const).find((field) => isBlank(card[field]));
  if (missing) {
    return problem(missing, 'Missing Card Details', 'Please enter the expiry month, year and CVV.');
  }

  const cvvLength = network === 'amex' ? 4 : 3;
  const cvv = card.cvv.trim();
  if (cvv.length !== cvvLength || !/^\d+$/.test(cvv)) {
    const message =
      network === 'amex' ? 'American Express cards have a 4-digit CVV.' : "Your card's CVV is 3 digits.";
    return problem('cvv', 'Invalid CVV', message);
  }

  const expiryProblem = checkExpiry(card.expiryMonth, card.expiryYear, today);
  if (expiryProblem) return expiryProblem;

  if (card.cardholderName.trim() === '') {
    return problem('cardholderName', MISSING_BILLING_TITLE, MISSING_BILLING_MESSAGE);
  }
  return null;
}

/** A card is good through the last day of its expiry month. */
function checkExpiry(
  monthInput: string | number,
  yearInput: string | number,
  today: YearMonth,
): CardProblem | null {
  const month = normalizeExpiryMonth(monthInput);
  if (month === null) {
    // The spec has no title for an unreadable date; "Card Expired" would send the user looking for another card.
    return problem(
      'expiryMonth',
      'Invalid Expiry Date',
      'Please enter the expiry month as a number from 1 to 12.',
    );
  }
  const year = normalizeExpiryYear(yearInput);
  if (year === null || year > today.year + MAX_YEARS_AHEAD) {
    return problem(
      'expiryYear',
      'Invalid Expiry Date',
      'Please enter the expiry year as shown on the card (YY or YYYY).',
    );
  }
  if (year < today.year || (year === today.year && month < today.month)) {
    const field = year < today.year ? 'expiryYear' : 'expiryMonth';
    return problem(field, 'Card Expired', 'This card has expired. Please use a different card.');
  }
  return null;
}
