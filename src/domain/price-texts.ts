// The prices pages rendered at build time show, written the one way: the web renders each in a marked span, and the
// server fills the marks with the prices in force when it serves the document (issue 43), so both always agree.
import { cents, formatUsd } from './money';
import { PLANS } from './plans';
import { DEFAULT_SALES_TAX, taxAddedNote } from './sales-tax';

/** What a visitor is shown: each plan's price for a new signup now, and how tax goes with it. */
export interface ShownPrices {
  weekly: number;
  monthly: number;
  taxRateBasisPoints: number;
  taxIncluded: boolean;
}

/** The spec's prices, with tax included: what the build renders. */
export const SPEC_PRICES: ShownPrices = {
  weekly: PLANS.weekly.price,
  monthly: PLANS.monthly.price,
  taxRateBasisPoints: DEFAULT_SALES_TAX.rateBasisPoints,
  taxIncluded: DEFAULT_SALES_TAX.inclusive,
};

export type PriceTextName =
  | 'weekly'
  | 'monthly'
  | 'weekly-full'
  | 'monthly-full'
  | 'monthly-list'
  | 'monthly-saving'
  | 'monthly-saving-percent'
  | 'upgrade'
  | 'tax-note'
  /** The note within a sentence, after a price: " plus 8.25 % sales tax" (its own space), or nothing. */
  | 'tax-note-inline';

/** "$75" for whole dollars, "$80.50" otherwise. */
function short(amount: number): string {
  return formatUsd(cents(amount)).replace(/\.00$/, '');
}

/** Every text a page shows about prices, from the prices in force. */
export function priceTexts(prices: ShownPrices): Record<PriceTextName, string> {
  const list = PLANS.monthly.listPrice;
  const saving = Math.max(0, list - prices.monthly);
  const note = taxAddedNote({ rateBasisPoints: prices.taxRateBasisPoints, inclusive: prices.taxIncluded });
  return {
    weekly: short(prices.weekly),
    monthly: short(prices.monthly),
    'weekly-full': formatUsd(cents(prices.weekly)),
    'monthly-full': formatUsd(cents(prices.monthly)),
    'monthly-list': short(list),
    'monthly-saving': short(saving),
    'monthly-saving-percent': `${Math.round((saving / list) * 100)}%`,
    upgrade: formatUsd(cents(Math.max(0, prices.monthly - prices.weekly))),
    'tax-note': note ?? '',
    'tax-note-inline': note ? ` ${note}` : '',
  };
}

/** A marked span as React renders it: `<span data-price="weekly" class="...">$75</span>`. */
const MARKED = /(<span data-price="([a-z-]+)"[^>]*>)[^<]*(<\/span>)/g;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** The document with every marked price replaced by the one in force; unknown marks are left as they are. */
export function fillPriceTexts(html: string, prices: ShownPrices): string {
  const texts: Record<string, string> = priceTexts(prices);
  return html.replace(MARKED, (whole, open: string, name: string, close: string) => {
    const text = texts[name];
    return text === undefined ? whole : `${open}${text.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c)}${close}`;
  });
}
