// Texas sales tax on our prepared meals (issue 43; docs in /notes: 34 TAC 3.293): net, tax and total of a price.
import { cents, formatUsd, type Cents } from './money';

/** A rate in basis points (hundredths of a percent): 825 is 8.25 %. */
export interface SalesTaxSettings {
  rateBasisPoints: number;
  /** Prices include tax (the spec's $75 and $270 are what a subscriber pays), or tax is added on top. */
  inclusive: boolean;
}

/** Irving, TX: 6.25 % state, 1 % city, 1 % Dallas Area Rapid Transit; prices include it. */
export const DEFAULT_SALES_TAX: SalesTaxSettings = { rateBasisPoints: 825, inclusive: true };

/** The most a Texas seller collects (state 6.25 % plus local at most 2 %); a little room for a future change. */
export const MAX_RATE_BASIS_POINTS = 2_000;

export interface TaxedAmount {
  net: Cents;
  tax: Cents;
  total: Cents;
}

/** Half away from zero, so a refund's tax is the mirror of its charge's. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/**
 * Net, tax and total of a price. Inclusive: the price is the total and the tax is backed out of it,
 * round(total - total / (1 + rate)) ($75.00 at 8.25 % is $69.28 + $5.72). Exclusive: the price is the net and the
 * tax is added. A rate of 0 makes no tax.
 */
export function taxPrice(price: number, settings: SalesTaxSettings): TaxedAmount {
  const bp = settings.rateBasisPoints;
  if (settings.inclusive) {
    const tax = roundHalfAway((price * bp) / (10_000 + bp));
    return { net: cents(price - tax), tax: cents(tax), total: cents(price) };
  }
  const tax = roundHalfAway((price * bp) / 10_000);
  return { net: cents(price), tax: cents(tax), total: cents(price + tax) };
}

/**
 * The tax inside part of a taxed total (a refund, credit given back), in proportion to the whole: refunding half of
 * $75.00 returns half its $5.72 of tax. The whole amount returns exactly the whole tax.
 */
export function taxShare(part: number, whole: { total: number; tax: number }): Cents {
  if (whole.total === 0 || part === 0) return cents(0);
  if (part === whole.total) return cents(whole.tax);
  return cents(roundHalfAway((part * whole.tax) / whole.total));
}

/** "8.25 %" from basis points. */
export function formatRate(rateBasisPoints: number): string {
  const whole = Math.trunc(rateBasisPoints / 100);
  const rest = rateBasisPoints % 100;
  return `${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0').replace(/0$/, '')}`} %`;
}

/**
 * What every page and e-mail that shows a price adds when tax is added on top: "plus 8.25 % sales tax". Null when
 * prices include tax, or there is none.
 */
export function taxAddedNote(settings: SalesTaxSettings): string | null {
  if (settings.inclusive || settings.rateBasisPoints === 0) return null;
  return `plus ${formatRate(settings.rateBasisPoints)} sales tax`;
}

/**
 * A charge of a price as a sentence says it: "$75.00", or "$81.19 ($75.00 plus 8.25 % sales tax)" when tax is added
 * on top, so the reader sees both what the card is asked for and the price they chose.
 */
export function chargeOfPriceText(price: number, settings: SalesTaxSettings): string {
  const note = taxAddedNote(settings);
  if (!note) return formatUsd(cents(price));
  return `${formatUsd(taxPrice(price, settings).total)} (${formatUsd(cents(price))} ${note})`;
}
