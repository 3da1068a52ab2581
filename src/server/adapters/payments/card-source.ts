// The card a subscriber enters, checked by the form's own rules and turned into a gateway source (checkout, card update).
import { localDateOf } from '../../../domain/calendar';
import { checkCard } from '../../../domain/payment-card';
import { checkBillingAddress } from '../../../domain/us-address';
import type { BillingAddress, CardSource, PaymentGateway } from './payment-gateway';
import { AppError } from '../../http/app-error';

/** What a buyer reads when the provider refuses the card data itself; its own wording is for us, not for them. */
export const CARD_NOT_ACCEPTED =
  'Your card details were not accepted. Please check the number, expiry date, CVV and ZIP code, or use another card.';

export interface CardDetailsInput {
  cardNumber: string;
  expiryMonth: string | number;
  expiryYear: string | number;
  cvv: string;
  cardholderName: string;
}

/** Sandbox mode sends the card fields; Square mode a token from its card form. Both with a billing address. */
export interface CardInput {
  cardDetails?: CardDetailsInput;
  sourceId?: string;
  verificationToken?: string | null;
  billingAddress: BillingAddress;
}

function validationError(problem: { title: string; message: string; field: string }): AppError {
  return new AppError('VALIDATION', problem.message, { [problem.field]: problem.message });
}

/** Card fields in sandbox mode, a provider token otherwise; both with a billing address the rules accept. */
export function cardSourceOf(input: CardInput, gatewayKind: PaymentGateway['kind'], now: Date): CardSource {
  const addressProblem = checkBillingAddress(input.billingAddress);
  const card = input.cardDetails;
  if (card) {
    if (gatewayKind === 'square') {
      throw new AppError(
        'BAD_REQUEST',
        'Card numbers are entered in the secure card form and never sent to our server. Please reload the page.',
        { cardNumber: 'not accepted' },
      );
    }
    const today = localDateOf(now);
    const problem = checkCard(card, { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
    if (problem) throw validationError(problem);
    if (addressProblem) throw validationError(addressProblem);
    return {
      kind: 'card',
      cardNumber: card.cardNumber.replace(/\D/g, ''),
      expiryMonth: Number(card.expiryMonth),
      expiryYear: Number(card.expiryYear) < 100 ? 2000 + Number(card.expiryYear) : Number(card.expiryYear),
      cvv: card.cvv,
      cardholderName: card.cardholderName.trim(),
      billingAddress: normalizedAddress(input.billingAddress),
    };
  }
  if (!input.sourceId) {
    throw new AppError('VALIDATION', 'Please fill in all payment and billing details.', {
      cardNumber: 'required',
    });
  }
  if (addressProblem) throw validationError(addressProblem);
  return {
    kind: 'token',
    sourceId: input.sourceId,
    verificationToken: input.verificationToken ?? undefined,
    billingAddress: normalizedAddress(input.billingAddress),
  };
}

function normalizedAddress(address: BillingAddress): BillingAddress {
  return {
    address: address.address.trim(),
    city: address.city.trim(),
    state: address.state.trim().toUpperCase(),
    zipCode: address.zipCode.trim(),
  };
}
