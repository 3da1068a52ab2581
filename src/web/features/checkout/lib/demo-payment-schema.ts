// The rules of /subscribe-old's demo payment form (spec section 5): every field required, then three formats.
import * as z from 'zod/mini';

export const DEMO_MISSING_MESSAGE = 'Please fill in all payment and billing details.';

/** Titles for the format problems, which the spec names without wording. */
export const DEMO_FORMAT_TITLES = {
  expiry: 'Invalid Expiry Date',
  state: 'Invalid State',
  zipCode: 'Invalid ZIP Code',
} as const;

// An empty field is "missing", never also "badly formatted": the format check stops at the first.
const present = () => z.minLength(1, { error: DEMO_MISSING_MESSAGE, abort: true });
const required = () => z.string().check(z.trim(), present());
const formatted = (pattern: RegExp, message: string) =>
  z.string().check(z.trim(), present(), z.regex(pattern, message));

const billing = {
  cardholderName: required(),
  address: required(),
  city: required(),
  state: formatted(/^[A-Za-z]{2}$/, 'Please enter the state as its 2-letter code, like TX.'),
  zipCode: formatted(/^\d{5}$/, 'Please enter a 5-digit ZIP code.'),
};

/** The eight fields of the sandbox's demo form. */
export const demoPaymentSchema = z.object({
  cardNumber: required(),
  expiry: formatted(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Please enter the expiry date as MM/YY.'),
  cvv: required(),
  ...billing,
});

/** In Square mode the card itself is in Square's form: only the cardholder and the address are ours. */
export const demoBillingSchema = z.object({
  cardNumber: z.string(),
  expiry: z.string(),
  cvv: z.string(),
  ...billing,
});

export type DemoPaymentValues = z.infer<typeof demoPaymentSchema>;

/** "0428" typed as it comes: the slash appears after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
