import { expect, test } from 'vitest';
import { fillPriceTexts, priceTexts, SPEC_PRICES } from './price-texts';

test('the spec’s prices read as the pages have always written them, with no tax note', () => {
  expect(priceTexts(SPEC_PRICES)).toEqual({
    weekly: '$75',
    monthly: '$270',
    'weekly-full': '$75.00',
    'monthly-full': '$270.00',
    'monthly-list': '$300',
    'monthly-saving': '$30',
    'monthly-saving-percent': '10%',
    upgrade: '$195.00',
    'tax-note': '',
    'tax-note-inline': '',
  });
});

test('new prices and tax on top change every text derived from them', () => {
  const texts = priceTexts({ weekly: 8050, monthly: 28500, taxRateBasisPoints: 825, taxIncluded: false });
  expect(texts).toMatchObject({
    weekly: '$80.50',
    monthly: '$285',
    'monthly-saving': '$15',
    'monthly-saving-percent': '5%',
    upgrade: '$204.50',
    'tax-note': 'plus 8.25 % sales tax',
    'tax-note-inline': ' plus 8.25 % sales tax',
  });
});

test('the server fills each marked span of a document, whatever its other attributes, and leaves the rest', () => {
  const html =
    '<p>Weekly <span data-price="weekly">$75</span>, monthly <span data-price="monthly" class="x">$270</span>' +
    '<span data-price="tax-note" class="block"></span> <span data-price="unknown">?</span> $75</p>';
  expect(
    fillPriceTexts(html, { weekly: 8000, monthly: 27000, taxRateBasisPoints: 825, taxIncluded: false }),
  ).toBe(
    '<p>Weekly <span data-price="weekly">$80</span>, monthly <span data-price="monthly" class="x">$270</span>' +
      '<span data-price="tax-note" class="block">plus 8.25 % sales tax</span> <span data-price="unknown">?</span> $75</p>',
  );
});
