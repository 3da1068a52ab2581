// What to tell a person whose card was refused, by the provider's decline code; both gateways answer with these.

const MESSAGES: Readonly<Record<string, string>> = {
  GENERIC_DECLINE: 'Your card was declined.',
  CARD_DECLINED: 'Your card was declined.',
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds.',
  CVV_FAILURE: 'The security code (CVV) does not match the card. Please check it and try again.',
  ADDRESS_VERIFICATION_FAILURE:
    'The billing ZIP code does not match the card. Please check it and try again.',
  INVALID_EXPIRATION: 'The expiration date does not match the card. Please check it and try again.',
  EXPIRATION_FAILURE: 'The expiration date does not match the card. Please check it and try again.',
  BAD_EXPIRATION: 'The expiration date does not match the card. Please check it and try again.',
  CARD_EXPIRED: 'Your card has expired. Please use another card.',
  PAN_FAILURE: 'The card number is not valid. Please check it and try again.',
  INVALID_ACCOUNT: 'This card cannot be charged. Please use another card.',
  CARD_NOT_SUPPORTED: 'This card is not supported. Please use another US card.',
  TRANSACTION_LIMIT: 'This charge is over your card’s limit. Please use another card.',
  CARD_DECLINED_VERIFICATION_REQUIRED:
    'Your bank asked to verify this payment. Please try again and complete the verification.',
  CARD_DECLINED_CALL_ISSUER: 'Your card was declined. Please call your bank, then try again.',
  VOICE_FAILURE: 'Your card was declined. Please call your bank, then try again.',
};

/** A sentence for people; an unknown code still reads as a plain decline. */
export function declineMessage(code: string): string {
  return MESSAGES[code] ?? 'Your card was declined.';
}

/** Codes Square files under PAYMENT_METHOD_ERROR; recognised even when an answer omits the category. */
export function isDeclineCode(code: string): boolean {
  return Object.hasOwn(MESSAGES, code);
}
