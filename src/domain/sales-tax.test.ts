import { expect, test } from 'vitest';
import { chargeOfPriceText, DEFAULT_SALES_TAX, formatRate, taxPrice, taxShare } from './sales-tax';

test('tax included in the price is backed out as the Comptroller does: $75.00 is $69.28 + $5.72', () => {
  expect(taxPrice(7500, DEFAULT_SALES_TAX)).toEqual({ net: 6928, tax: 572, total: 7500 });
  expect(taxPrice(27000, DEFAULT_SALES_TAX)).toEqual({ net: 24942, tax: 2058, total: 27000 });
  // The upgrade's difference follows the same rule.
  expect(taxPrice(19500, DEFAULT_SALES_TAX)).toEqual({ net: 18014, tax: 1486, total: 19500 });
});

test('tax on top of the price is added to it', () => {
  expect(taxPrice(7500, { rateBasisPoints: 825, inclusive: false })).toEqual({
    net: 7500,
    tax: 619,
    total: 8119,
  });
});

test('a rate of 0 makes no tax either way', () => {
  expect(taxPrice(7500, { rateBasisPoints: 0, inclusive: true })).toEqual({ net: 7500, tax: 0, total: 7500 });
  expect(taxPrice(7500, { rateBasisPoints: 0, inclusive: false })).toEqual({
    net: 7500,
    tax: 0,
    total: 7500,
  });
});

test('a refund takes back tax in proportion, the whole refund the whole tax', () => {
  expect(taxShare(3750, { total: 7500, tax: 572 })).toBe(286);
  expect(taxShare(7500, { total: 7500, tax: 572 })).toBe(572);
  expect(taxShare(100, { total: 7500, tax: 572 })).toBe(8);
  expect(taxShare(0, { total: 7500, tax: 572 })).toBe(0);
  expect(taxShare(500, { total: 0, tax: 0 })).toBe(0);
});

test('a rate reads as a percentage', () => {
  expect(formatRate(825)).toBe('8.25 %');
  expect(formatRate(625)).toBe('6.25 %');
  expect(formatRate(800)).toBe('8 %');
  expect(formatRate(850)).toBe('8.5 %');
  expect(formatRate(0)).toBe('0 %');
});

test('a charge reads as the price when tax is included, and as the total with the price and rate when it is added', () => {
  expect(chargeOfPriceText(7500, DEFAULT_SALES_TAX)).toBe('$75.00');
  expect(chargeOfPriceText(7500, { rateBasisPoints: 825, inclusive: false })).toBe(
    '$81.19 ($75.00 plus 8.25 % sales tax)',
  );
  expect(chargeOfPriceText(7500, { rateBasisPoints: 0, inclusive: false })).toBe('$75.00');
});
