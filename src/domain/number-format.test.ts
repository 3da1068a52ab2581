import { expect, test } from 'vitest';
import { formatDecimal } from './number-format';

test('numbers read as Intl.NumberFormat writes them in en-US, for whole numbers and one or two decimals', () => {
  const values = [
    0, -0, 1, 0.5, 1.5, 2.5, -2.5, 1.005, 1.05, 42.46, 2350, 1234567.891, 0.04, -0.04, 999.95, 9.95,
  ];
  values.push(99.99, 0.1 + 0.2, 1e21, 1e-7, -1e-7, Number.MAX_SAFE_INTEGER, Infinity, -Infinity, Number.NaN);
  for (let i = 0; i < 2000; i++) {
    const magnitude = 10 ** ((i % 9) - 2);
    const value = Math.round(Math.random() * magnitude * 1000) / 1000;
    values.push(i % 3 === 0 ? -value : value, Math.random() * magnitude);
  }
  for (const digits of [0, 1, 2]) {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
    for (const value of values)
      expect(formatDecimal(value, digits), `${value} to ${digits}`).toBe(intl.format(value));
  }
});
