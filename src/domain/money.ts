// Money as integer cents, branded so it cannot be mixed with other numbers.
export type Cents = number & { readonly __unit: 'cents' };

export function cents(value: number): Cents {
  if (!Number.isInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
  return value as Cents;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats cents as US dollars, for example 7500 -> "$75.00". */
export function formatUsd(amount: Cents): string {
  return usd.format(amount / 100);
}
