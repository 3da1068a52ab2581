import { expect, test } from 'vitest';
import { countOf, pluralOf } from './plural';

test('one takes the singular, every other count the plural', () => {
  expect(countOf(1, 'subscriber')).toBe('1 subscriber');
  expect(countOf(0, 'subscriber')).toBe('0 subscribers');
  expect(countOf(2, 'subscriber')).toBe('2 subscribers');
  expect(countOf(1, 'lunch', 'lunches')).toBe('1 lunch');
  expect(countOf(5, 'lunch', 'lunches')).toBe('5 lunches');
  expect(pluralOf(1, 'spot')).toBe('spot');
  expect(pluralOf(100, 'spot')).toBe('spots');
});
