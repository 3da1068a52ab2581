import { expect, test } from 'vitest';
import { splitFirstCharge } from './first-charge';
import { cents } from './money';

const total = cents(8119);

test('without a gift card or credit the card pays the whole total', () => {
  expect(splitFirstCharge({ total })).toEqual({ giftCard: 0, accountCredit: 0, card: 8119, creditLeft: 0 });
});

test('credit smaller than the total leaves the rest to the card', () => {
  expect(splitFirstCharge({ total, accountCredit: 2000 })).toEqual({
    giftCard: 0,
    accountCredit: 2000,
    card: 6119,
    creditLeft: 0,
  });
});

test('credit equal to or larger than the total pays all of it and nothing is left for the card', () => {
  expect(splitFirstCharge({ total, accountCredit: 8119 })).toEqual({
    giftCard: 0,
    accountCredit: 8119,
    card: 0,
    creditLeft: 0,
  });
  expect(splitFirstCharge({ total, accountCredit: 50_000 })).toEqual({
    giftCard: 0,
    accountCredit: 8119,
    card: 0,
    creditLeft: 41_881,
  });
});

test('a gift card pays first, then credit takes no more than what the gift card left', () => {
  expect(splitFirstCharge({ total, giftCardValue: 5000, accountCredit: 2000 })).toEqual({
    giftCard: 5000,
    accountCredit: 2000,
    card: 1119,
    creditLeft: 0,
  });
  expect(splitFirstCharge({ total, giftCardValue: 5000, accountCredit: 9000 })).toEqual({
    giftCard: 5000,
    accountCredit: 3119,
    card: 0,
    creditLeft: 5881,
  });
  expect(splitFirstCharge({ total, giftCardValue: 10_000, accountCredit: 2000 })).toEqual({
    giftCard: 8119,
    accountCredit: 0,
    card: 0,
    creditLeft: 3881,
  });
});

test("what the charge does not spend stays as credit: the gift card's rest, the credit's rest, or both", () => {
  const weekly = cents(7500);
  expect(splitFirstCharge({ total: weekly, giftCardValue: 15_000 }).creditLeft).toBe(7500);
  expect(splitFirstCharge({ total: weekly, accountCredit: 12_000 }).creditLeft).toBe(4500);
  expect(splitFirstCharge({ total: weekly, giftCardValue: 2500, accountCredit: 6000 }).creditLeft).toBe(1000);
  expect(splitFirstCharge({ total: weekly, giftCardValue: 2500, accountCredit: 5000 }).creditLeft).toBe(0);
});
