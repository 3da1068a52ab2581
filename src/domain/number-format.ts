// Numbers written as Intl.NumberFormat('en-US') writes them, without Intl: the first formatter a page builds loads
// ICU's data, tens of milliseconds of a phone's main thread while the tracker opens (issue 22, Total Blocking Time).

/**
 * `value` with at most `digits` decimals, as `new Intl.NumberFormat('en-US', { maximumFractionDigits: digits })`
 * writes it: rounded half away from zero from the number's shortest decimal form (1.005 to 2 decimals is 1.01),
 * trailing zeros dropped, thousands grouped, and a minus kept on what rounds to zero (-0.04 reads "-0").
 */
export function formatDecimal(value: number, digits: number): string {
  const text = String(Math.abs(value));
  // Exponents, infinities and NaN, which no tracker figure is: Intl itself.
  if (!/^\d+(\.\d+)?$/.test(text))
    return new Intl.NumberFormat('en-US', { maximumFractionDigits: digits }).format(value);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = BigInt(whole + fraction.slice(0, digits).padEnd(digits, '0'));
  const rounded = (fraction.charAt(digits) >= '5' ? kept + BigInt(1) : kept)
    .toString()
    .padStart(digits + 1, '0');
  const integer = rounded.slice(0, rounded.length - digits);
  const decimals = rounded.slice(rounded.length - digits).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}
