import { expect, test } from 'vitest';
import {
  checkCard,
  detectCardNetwork,
  digitsOnly,
  formatCardNumber,
  normalizeExpiryYear,
  passesLuhn,
  type CardInput,
  type CardNetwork,
} from './payment-card';

const today = { year: 2026, month: 11 };
const validCard: CardInput = {
  cardNumber: '4111111111111111',
  expiryMonth: '12',
  expiryYear: '2028',
  cvv: '123',
  cardholderName: 'Priya Raman',
};
const card = (overrides: Partial<CardInput>): CardInput => ({ ...validCard, ...overrides });

// Published test numbers of each brand (as printed, with their spaces).
const brandNumbers: [string, CardNetwork][] = [
  ['4111 1111 1111 1111', 'visa'],
  ['4242 4242 4242 4242', 'visa'],
  ['4000 0000 0000 0002', 'visa'],
  ['4000 0000 0000 9995', 'visa'],
  ['4000 0000 0000 0341', 'visa'],
  ['5555 5555 5555 4444', 'mastercard'],
  ['2223 0031 2200 3222', 'mastercard'],
  ['3782 822463 10005', 'amex'],
  ['3400 000000 00009', 'amex'],
  ['6011 1111 1111 1117', 'discover'],
  ['6011 0000 0000 0004', 'discover'],
  ['6200 0000 0000 0005', 'unionpay'],
  ['3530 1113 3330 0000', 'jcb'],
  ['3056 9309 0259 04', 'diners'],
  ['3852 0000 0232 37', 'diners'],
];

test.each(brandNumbers)('%s is a %s number and passes Luhn', (printed, network) => {
  const digits = digitsOnly(printed);
  expect(detectCardNetwork(digits)).toBe(network);
  expect(passesLuhn(digits)).toBe(true);
});

test.each([
  // Edges of each range: first and last prefix inside, neighbours outside.
  ['51', 'mastercard'],
  ['55', 'mastercard'],
  ['50', 'unknown'],
  ['56', 'unknown'],
  ['2221', 'mastercard'],
  ['2720', 'mastercard'],
  ['2220', 'unknown'],
  ['2721', 'unknown'],
  ['34', 'amex'],
  ['37', 'amex'],
  ['35', 'unknown'],
  ['6011', 'discover'],
  ['6012', 'unknown'],
  ['644', 'discover'],
  ['649', 'discover'],
  ['643', 'unknown'],
  ['65', 'discover'],
  ['62', 'unionpay'],
  ['81', 'unionpay'],
  ['3528', 'jcb'],
  ['3589', 'jcb'],
  ['3527', 'unknown'],
  ['3590', 'unknown'],
  ['300', 'diners'],
  ['305', 'diners'],
  ['306', 'unknown'],
  ['36', 'diners'],
  ['38', 'diners'],
  ['39', 'diners'],
  // China UnionPay cards that Discover's network carries in the US: still issued abroad, so UnionPay.
  ['622126', 'unionpay'],
  ['622925', 'unionpay'],
  // Too few digits to tell, and numbers no accepted network issues.
  ['', 'unknown'],
  ['3', 'unknown'],
  ['9000000000000001', 'unknown'],
  ['1234', 'unknown'],
] as const)('a number starting %s is detected as %s', (prefix, network) => {
  expect(detectCardNetwork(prefix)).toBe(network);
});

test('Luhn refuses a changed last digit, empty input and non-digits', () => {
  expect(passesLuhn('4111111111111112')).toBe(false);
  expect(passesLuhn('')).toBe(false);
  expect(passesLuhn('4111 1111 1111 1111')).toBe(false);
  expect(digitsOnly(' 4111-1111 abc 1111.1111 ')).toBe('4111111111111111');
});

test.each([
  ['4111111111111111', '4111 1111 1111 1111'],
  ['4111-1111 1111 1111', '4111 1111 1111 1111'],
  ['4111 1111 1111 1111 9999', '4111 1111 1111 1111'],
  ['41111', '4111 1'],
  ['4111', '4111'],
  ['', ''],
  ['abc', ''],
  ['378282246310005', '3782 822463 10005'],
  ['3782-8224-6310-0059-99', '3782 822463 10005'],
  ['37828', '3782 8'],
  ['3782822463', '3782 822463'],
  ['30569309025904', '3056 9309 0259 04'],
] as const)('typing or pasting %j shows %j', (input, shown) => {
  expect(formatCardNumber(input)).toBe(shown);
});

test('formatted numbers stay within 19 characters, 17 for American Express', () => {
  expect(formatCardNumber('5'.repeat(30))).toHaveLength(19);
  expect(formatCardNumber('34'.repeat(15))).toHaveLength(17);
});

test.each([
  ['2-digit', '28', 2028],
  ['4-digit', '2028', 2028],
  ['numeric 2-digit', 28, 2028],
  ['numeric 4-digit', 2028, 2028],
  ['padded', ' 26 ', 2026],
  ['1-digit', '8', null],
  ['3-digit', '202', null],
  ['lettered', '2O28', null],
] as const)('a %s expiry year %j reads as %j', (_kind, input, year) => {
  expect(normalizeExpiryYear(input)).toBe(year);
});

test.each(brandNumbers.filter(([, network]) => ['visa', 'mastercard', 'discover'].includes(network)))(
  'checkout accepts %s (%s)',
  (printed) => {
    expect(checkCard(card({ cardNumber: digitsOnly(printed) }), today)).toBeNull();
  },
);

test.each(['378282246310005', '340000000000009'])(
  'checkout accepts the Amex %s with a 4-digit CVV',
  (number) => {
    expect(checkCard(card({ cardNumber: number, cvv: '1234' }), today)).toBeNull();
  },
);

test('checkout accepts the number as the form shows it, grouped with spaces', () => {
  expect(checkCard(card({ cardNumber: '4111 1111 1111 1111' }), today)).toBeNull();
});

const invalidNumber = { title: 'Invalid Card Number', message: 'Please enter a valid card number.' };
const failsLuhn = {
  title: 'Invalid Card Number',
  message: 'The card number you entered is not valid. Please check and try again.',
};
const usOnly = {
  title: 'US Cards Only',
  message: 'We only accept US-issued cards. International cards are not supported.',
};

test.each([
  ['an empty number', '', invalidNumber],
  ['12 digits', '411111111111', invalidNumber],
  ['20 digits', '41111111111111111110', invalidNumber],
  ['letters among the digits', '4111x11111111111', invalidNumber],
  ['a wrong check digit', '4111111111111112', failsLuhn],
  ['a 13-digit number failing Luhn', '4222222222223', failsLuhn],
  ['UnionPay', '6200000000000005', usOnly],
  ['UnionPay co-branded with Discover', '6221260000000000', usOnly],
  ['UnionPay 81', '8100000000000002', usOnly],
  ['JCB', '3530111333300000', usOnly],
  ['Diners 14 digits', '30569309025904', usOnly],
  ['Diners 38', '38520000023237', usOnly],
  ['an unknown network', '9000000000000001', usOnly],
  ['an Amex with 16 digits', '3400000000000000', invalidNumber],
  ['a Mastercard with 14 digits', '51051051051051', invalidNumber],
])('a card number with %s is refused', (_case, cardNumber, expected) => {
  expect(checkCard(card({ cardNumber }), today)).toEqual({ field: 'cardNumber', ...expected });
});

test('a 13-digit Visa and a 19-digit Discover are accepted by the rules', () => {
  expect(checkCard(card({ cardNumber: '4222222222222' }), today)).toBeNull();
  expect(checkCard(card({ cardNumber: '6011000000000000001' }), today)).toBeNull();
});

const missingDetails = {
  title: 'Missing Card Details',
  message: 'Please enter the expiry month, year and CVV.',
};

test.each([
  ['month', { expiryMonth: '' }, 'expiryMonth'],
  ['year', { expiryYear: ' ' }, 'expiryYear'],
  ['CVV', { cvv: '' }, 'cvv'],
  ['month as NaN', { expiryMonth: Number.NaN }, 'expiryMonth'],
  ['everything', { expiryMonth: '', expiryYear: '', cvv: '' }, 'expiryMonth'],
] as const)('a missing %s is Missing Card Details', (_case, overrides, field) => {
  expect(checkCard(card(overrides), today)).toEqual({ field, ...missingDetails });
});

test.each([
  ['a 4-digit CVV on a Visa', '4111111111111111', '1234', "Your card's CVV is 3 digits."],
  ['a 2-digit CVV on a Mastercard', '5555555555554444', '12', "Your card's CVV is 3 digits."],
  ['letters in the CVV', '6011111111111117', '12a', "Your card's CVV is 3 digits."],
  ['a 3-digit CVV on an Amex', '378282246310005', '123', 'American Express cards have a 4-digit CVV.'],
])('%s is Invalid CVV', (_case, cardNumber, cvv, message) => {
  expect(checkCard(card({ cardNumber, cvv }), today)).toEqual({
    field: 'cvv',
    title: 'Invalid CVV',
    message,
  });
});

const expired = { title: 'Card Expired', message: 'This card has expired. Please use a different card.' };

test.each([
  ['this month', { year: 2026, month: 11 }, '11', '2026'],
  ['this month, 2-digit year', { year: 2026, month: 11 }, '11', '26'],
  ['this month, numbers', { year: 2026, month: 11 }, 11, 26],
  ['next month with a leading zero', { year: 2026, month: 8 }, '09', '2026'],
  ['January next year, seen in December', { year: 2026, month: 12 }, '1', '2027'],
  ['December, seen in December', { year: 2026, month: 12 }, '12', '26'],
  ['twenty years ahead', { year: 2026, month: 11 }, '1', '2046'],
] as const)('a card expiring %s is still good', (_case, now, expiryMonth, expiryYear) => {
  expect(checkCard(card({ expiryMonth, expiryYear }), now)).toBeNull();
});

test.each([
  ['last month', { year: 2026, month: 11 }, '10', '2026', 'expiryMonth'],
  ['last month, 2-digit year', { year: 2026, month: 11 }, '10', '26', 'expiryMonth'],
  ['December last year, seen in January', { year: 2027, month: 1 }, '12', '2026', 'expiryYear'],
  ['last year in a later month', { year: 2026, month: 1 }, '12', 25, 'expiryYear'],
] as const)('a card that expired %s is Card Expired', (_case, now, expiryMonth, expiryYear, field) => {
  expect(checkCard(card({ expiryMonth, expiryYear }), now)).toEqual({ field, ...expired });
});

test.each([
  ['month 0', { expiryMonth: '0' }, 'expiryMonth'],
  ['month 13', { expiryMonth: '13' }, 'expiryMonth'],
  ['month as text', { expiryMonth: 'Dec' }, 'expiryMonth'],
  ['a 3-digit year', { expiryYear: '202' }, 'expiryYear'],
  ['a year 21 years ahead', { expiryYear: '2047' }, 'expiryYear'],
] as const)('an unreadable expiry (%s) says which field to fix', (_case, overrides, field) => {
  expect(checkCard(card(overrides), today)).toMatchObject({ field, title: 'Invalid Expiry Date' });
});

test('a missing cardholder name is Missing Billing Information', () => {
  expect(checkCard(card({ cardholderName: '  ' }), today)).toEqual({
    field: 'cardholderName',
    title: 'Missing Billing Information',
    message: 'Please enter the cardholder name and full billing address.',
  });
});

test("problems are reported one at a time in the spec's order, each fix revealing the next", () => {
  let current: CardInput = {
    cardNumber: '4111',
    expiryMonth: '',
    expiryYear: '2020',
    cvv: '1',
    cardholderName: '',
  };
  const steps: [string, Partial<CardInput>][] = [
    ['Please enter a valid card number.', { cardNumber: '4111111111111112' }],
    [
      'The card number you entered is not valid. Please check and try again.',
      { cardNumber: '6200000000000005' },
    ],
    [
      'We only accept US-issued cards. International cards are not supported.',
      { cardNumber: '378282246310005' },
    ],
    ['Please enter the expiry month, year and CVV.', { expiryMonth: '1' }],
    ['American Express cards have a 4-digit CVV.', { cvv: '1234' }],
    ['This card has expired. Please use a different card.', { expiryYear: '2030' }],
    ['Please enter the cardholder name and full billing address.', { cardholderName: 'Priya Raman' }],
  ];
  for (const [message, fix] of steps) {
    expect(checkCard(current, today)?.message).toBe(message);
    current = { ...current, ...fix };
  }
  expect(checkCard(current, today)).toBeNull();
});
