// Money as integer cents, branded so it cannot be mixed with other numbers.
import { groupThousands } from './number-format';
export type Cents = number & { readonly __unit: 'cents' };

export function cents(value: number): Cents {
  if (!Number.isInteger(value)) throw new RangeError(`cents must be an integer, got ${value}`);
  return value as Cents;
}

/**
 * Formats cents as US dollars, for example 7500 -> "$75.00" and -123456 -> "-$1,234.56", as Intl.NumberFormat's
 * en-US currency style does. Written out rather than through Intl: the first currency formatter of a page loads
 * ICU's currency data, about 50 ms of a phone's main thread while the dashboard opens.
 */
export function formatUsd(amount: Cents): string {
  const whole = Math.abs(amount);
  const dollars = groupThousands(String(Math.floor(whole / 100)));
  return `${amount < 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}
