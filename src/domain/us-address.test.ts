import { expect, test } from 'vitest';
import {
  checkBillingAddress,
  formatZip,
  isUsState,
  normalizeUsState,
  US_STATES,
  type BillingAddressInput,
} from './us-address';

const validAddress: BillingAddressInput = {
  address: '1200 W Walnut Hill Ln',
  city: 'Irving',
  state: 'TX',
  zipCode: '75038',
};
const address = (overrides: Partial<BillingAddressInput>): BillingAddressInput => ({
  ...validAddress,
  ...overrides,
});

test('the list holds the 50 states and DC, and no territory', () => {
  expect(Object.keys(US_STATES)).toHaveLength(51);
  expect(US_STATES.DC).toBe('District of Columbia');
  expect(US_STATES.TX).toBe('Texas');
  for (const territory of ['PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP'])
    expect(isUsState(territory)).toBe(false);
});

test.each([
  ['TX', 'TX'],
  ['tx', 'TX'],
  ['Tx', 'TX'],
  [' dc ', 'DC'],
  ['wy', 'WY'],
  ['Texas', null],
  ['T', null],
  ['', null],
  ['toString', null],
  ['ON', null],
])('the state %j is read as %j', (input, code) => {
  expect(normalizeUsState(input)).toBe(code);
  expect(isUsState(input)).toBe(code !== null);
});

test.each([
  ['7', '7'],
  ['75038', '75038'],
  ['750381', '75038-1'],
  ['750381234', '75038-1234'],
  ['75038-1234', '75038-1234'],
  ['75038 1234', '75038-1234'],
  ['75038-', '75038'],
  ['7503812345678', '75038-1234'],
  ['TX 75038', '75038'],
  ['', ''],
])('typing or pasting the ZIP %j shows %j', (input, shown) => {
  expect(formatZip(input)).toBe(shown);
});

test.each([
  ['a 5-digit ZIP', { zipCode: '75038' }],
  ['a ZIP+4', { zipCode: '75038-1234' }],
  ['a lower-case state', { state: 'tx' }],
  ['DC', { state: 'DC', city: 'Washington', zipCode: '20001' }],
])('an address with %s is accepted', (_case, overrides) => {
  expect(checkBillingAddress(address(overrides))).toBeNull();
});

const missing = {
  title: 'Missing Billing Information',
  message: 'Please enter the cardholder name and full billing address.',
};

test.each([
  ['address', { address: '' }],
  ['city', { city: '  ' }],
  ['state', { state: '' }],
  ['zipCode', { zipCode: '' }],
] as const)('a missing %s is Missing Billing Information', (field, overrides) => {
  expect(checkBillingAddress(address(overrides))).toEqual({ field, ...missing });
});

test('when several parts are missing, the first one in the form is named', () => {
  expect(checkBillingAddress({ address: '', city: '', state: 'ZZ', zipCode: '1' })?.field).toBe('address');
});

test.each(['ON', 'PR', 'Texas', 'XX'])('the state %j is US Addresses Only', (state) => {
  expect(checkBillingAddress(address({ state }))).toEqual({
    field: 'state',
    title: 'US Addresses Only',
    message:
      'We only accept US billing addresses. Please enter a US state or DC as its 2-letter code, like TX.',
  });
});

test.each(['7503', '750381', '75038-123', '75038-12345', '75038 1234', 'K1A 0B1', '7503a'])(
  'the ZIP %j is Invalid ZIP Code',
  (zipCode) => {
    expect(checkBillingAddress(address({ zipCode }))).toEqual({
      field: 'zipCode',
      title: 'Invalid ZIP Code',
      message: 'Please enter a 5-digit ZIP code (or ZIP+4).',
    });
  },
);

test('the state is checked before the ZIP', () => {
  expect(checkBillingAddress(address({ state: 'ON', zipCode: 'K1A 0B1' }))?.title).toBe('US Addresses Only');
});
