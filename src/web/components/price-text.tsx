// A price on a page rendered at build time: a marked span the server fills with the price in force (issue 43).
import type { PriceTextName } from '../../domain/price-texts';
import { priceTexts } from '../../domain/price-texts';
import { useShownPrices } from '../lib/site-config';

export function PriceText({ name, className }: { name: PriceTextName; className?: string }) {
  const text = priceTexts(useShownPrices())[name];
  // data-price comes first: the server's fill (domain/price-texts.ts) finds the span by it.
  return (
    <span data-price={name} className={className}>
      {text}
    </span>
  );
}
