// A card's brand in words, for the pages and e-mails that show the card on file (apart from the card-number rules
// of payment-card.ts, which only checkout needs).

/** A card brand as stored (ours, or a provider's such as AMERICAN_EXPRESS) as people read it; "Card" if unknown. */
export function cardBrandName(brand: string): string {
  const names: Record<string, string> = {
    visa: 'Visa',
    mastercard: 'Mastercard',
    amex: 'American Express',
    american_express: 'American Express',
    discover: 'Discover',
  };
  return names[brand.toLowerCase()] ?? 'Card';
}
