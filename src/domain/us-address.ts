// US billing-address rules shared by the checkout form and the server: the 50 states and DC, ZIP formats, and the
// spec's address checks (section 5) with its exact titles.

/** The 50 states and the District of Columbia; territories and military addresses are not billed (spec: US only). */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
} as const satisfies Record<string, string>;

export type UsStateCode = keyof typeof US_STATES;

/** The card checks end with the cardholder name, which the spec groups with the address under one message. */
export const MISSING_BILLING_TITLE = 'Missing Billing Information';
export const MISSING_BILLING_MESSAGE = 'Please enter the cardholder name and full billing address.';

export type AddressField = 'address' | 'city' | 'state' | 'zipCode';

export interface AddressProblem {
  title: string;
  message: string;
  /** The input to highlight and focus. */
  field: AddressField;
}

export interface BillingAddressInput {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

const ZIP = /^\d{5}(-\d{4})?$/;

/** The upper-case code for "tx", " TX " and "Tx", or null when it is not a state or DC; the server stores this. */
export function normalizeUsState(input: string): UsStateCode | null {
  const code = input.trim().toUpperCase();
  return Object.hasOwn(US_STATES, code) ? (code as UsStateCode) : null;
}

export function isUsState(code: string): boolean {
  return normalizeUsState(code) !== null;
}

/** What the ZIP input shows: digits only, a hyphen once a sixth digit is typed, at most 10 characters. */
export function formatZip(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A checked billing address on one line, as the profile keeps it: "7610 N MacArthur Blvd, Irving, TX 75063". */
export function billingAddressLine(a: BillingAddressInput): string {
  const state = normalizeUsState(a.state) ?? a.state.trim();
  return `${a.address.trim()}, ${a.city.trim()}, ${state} ${a.zipCode.trim()}`;
}

/** The first thing wrong with the address, in the spec's order (missing, state, ZIP), or null. */
export function checkBillingAddress(a: BillingAddressInput): AddressProblem | null {
  const missing = (['address', 'city', 'state', 'zipCode'] as const).find((field) => a[field].trim() === '');
  if (missing) return { field: missing, title: MISSING_BILLING_TITLE, message: MISSING_BILLING_MESSAGE };
  if (!isUsState(a.state)) {
    return {
      field: 'state',
      title: 'US Addresses Only',
      message:
        'We only accept US billing addresses. Please enter a US state or DC as its 2-letter code, like TX.',
    };
  }
  if (!ZIP.test(a.zipCode.trim())) {
    return {
      field: 'zipCode',
      title: 'Invalid ZIP Code',
      message: 'Please enter a 5-digit ZIP code (or ZIP+4).',
    };
  }
  return null;
}
