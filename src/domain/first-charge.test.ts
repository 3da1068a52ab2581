import { expect, test } from 'vitest';
import { splitFirstCharge } from './first-charge';
import { cents } from './money';

const total = cents(8119);

test('without a gift card or credit the card pays the whole total', () => {
  expect(splitFirstCharge({ total })).toEqual({ giftCard: 0, accountCredit: 0, card: 8119 });
});

test('credit smaller than the total leaves the rest to the card', () => {
  expect(splitFirstCharge({ total, accountCredit: 2000 })).toEqual({
    giftCard: 0,
    accountCredit: 2000,
    card: 6119,
  });
});

test('credit equal to or larger than the total pays all of it and nothing is left for the card', () => {
  expect(splitFirstCharge({ total, accountCredit: 8119 })).toEqual({
    giftCard: 0,
    accountCredit: 8119,
    card: 0,
  });
  expect(splitFirstCharge({ total, accountCredit: 50_000 })).toEqual({
    giftCard: 0,
    accountCredit: 8119,
    card: 0,
  });
});

test('a gift card pays first, then credit takes no more than what the gift card left', () => {
  expect(splitFirstCharge({ total, giftCardValue: 5000, accountCredit: 2000 })).toEqual({
    giftCard: 5000,
    accountCredit: 2000,
    card: 1119,
  });
  expect(splitFirstCharge({ total, giftCardValue: 5000, accountCredit: 9000 })).toEqual({
    giftCard: 5000,
    accountCredit: 3119,
    card: 0,
  });
  expect(splitFirstCharge({ total, giftCardValue: 10_000, accountCredit: 2000 })).toEqual({
    giftCard: 8119,
    accountCredit: 0,
    card: 0,
  });
});
