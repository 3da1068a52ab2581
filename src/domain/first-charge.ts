// Who pays a checkout's first charge, in the server's order: a gift card typed at checkout, then account credit, then
// the card for the rest (issues 43 and 44). The page shows these shares; the server spends them the same way.
import { cents, type Cents } from './money';

export interface FirstChargeShares {
  giftCard: Cents;
  accountCredit: Cents;
  /** What the card is charged today: 0 when the gift card and credit cover the total. */
  card: Cents;
  /**
   * What stays on the account as credit once the checkout settles: the gift card's unspent value and the credit not
   * spent. The server puts the whole gift card on the account (at once for a signed-in caller, when the checkout
   * settles for anyone else) and takes only this charge's share, and the Friday run spends credit before the card.
   */
  creditLeft: Cents;
}

/**
 * Splits a total (after tax) between a gift card's value, the account's credit and the card. Each share is at most
 * what the earlier ones left, so together they never exceed the total and the card is never asked for less than 0.
 */
export function splitFirstCharge(input: {
  total: Cents;
  giftCardValue?: number;
  accountCredit?: number;
}): FirstChargeShares {
  const giftCardValue = Math.max(0, input.giftCardValue ?? 0);
  const creditOnHand = Math.max(0, input.accountCredit ?? 0);
  const giftCard = cents(Math.min(giftCardValue, input.total));
  const accountCredit = cents(Math.min(creditOnHand, input.total - giftCard));
  return {
    giftCard,
    accountCredit,
    card: cents(input.total - giftCard - accountCredit),
    creditLeft: cents(giftCardValue - giftCard + creditOnHand - accountCredit),
  };
}
