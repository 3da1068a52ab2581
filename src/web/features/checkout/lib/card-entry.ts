// Reading the card form: the spec's checks in its order, and the card and address as the API takes them.
import type { BillingAddressInput, CardDetails } from '../../../../contracts/checkout';
import { checkCard, digitsOnly, type CardProblem } from '../../../../domain/payment-card';
import {
  checkBillingAddress,
  MISSING_BILLING_MESSAGE,
  MISSING_BILLING_TITLE,
  type AddressProblem,
} from '../../../../domain/us-address';
import type { PaymentFormValues } from '../components/payment-fields';
import type { SquareVerificationDetails } from './square-sdk';
import { currentServerMonth } from './server-month';

/** The problem to show first: the card's (the spec's order ends with the cardholder name), then the address's. */
export function firstPaymentProblem(
  values: PaymentFormValues,
  sandbox: boolean,
): CardProblem | AddressProblem | null {
  if (sandbox) {
    const card = checkCard(values, currentServerMonth());
    if (card) return card;
  } else if (values.cardholderName.trim() === '') {
    return { field: 'cardholderName', title: MISSING_BILLING_TITLE, message: MISSING_BILLING_MESSAGE };
  }
  return checkBillingAddress(values);
}

export function sandboxCardDetails(values: PaymentFormValues): CardDetails {
  return {
    cardNumber: digitsOnly(values.cardNumber),
    expiryMonth: values.expiryMonth,
    expiryYear: values.expiryYear,
    cvv: values.cvv,
    cardholderName: values.cardholderName.trim(),
  };
}

export function billingAddressOf(values: PaymentFormValues): BillingAddressInput {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state,
    zipCode: values.zipCode.trim(),
  };
}

/** What Square's buyer verification reads to store the card for later charges. */
export function verificationDetails(
  values: PaymentFormValues,
  contact: { email?: string | undefined; phone?: string | undefined },
): SquareVerificationDetails {
  const [givenName = '', ...rest] = values.cardholderName.trim().split(/\s+/);
  return {
    intent: 'STORE',
    customerInitiated: true,
    sellerKeyedIn: false,
    billingContact: {
      givenName,
      familyName: rest.join(' '),
      ...(contact.email ? { email: contact.email } : {}),
      ...(contact.phone ? { phone: contact.phone } : {}),
      addressLines: [values.address.trim()],
      city: values.city.trim(),
      state: values.state,
      postalCode: values.zipCode.trim(),
      countryCode: 'US',
    },
  };
}
