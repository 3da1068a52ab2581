import * as z from 'zod/mini';
import { expect, test } from 'vitest';
import { FOOD_CODE, customFoodParamsSchema } from './foods';
import { idParam } from './id-param';

test('an id is read only as it is written back: no leading zero, sign, space, exponent, base or fraction', () => {
  expect(z.parse(idParam, '1')).toBe(1);
  expect(z.parse(idParam, '9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  for (const alias of [
    '0001',
    '01',
    '0',
    '+1',
    ' 1',
    '1 ',
    '1e0',
    '1.0',
    '0x1',
    '-1',
    '',
    '9007199254740993',
  ]) {
    expect(z.safeParse(idParam, alias).success, JSON.stringify(alias)).toBe(false);
  }
});

test("a subscriber's own food has one code: MY1, never MY0001", () => {
  expect(FOOD_CODE.test('MY1')).toBe(true);
  expect(FOOD_CODE.test('MY0001')).toBe(false);
  expect(z.safeParse(customFoodParamsSchema, { code: 'MY01' }).success).toBe(false);
});
