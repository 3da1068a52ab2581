import { expect, test } from 'vitest';
import { cmToFeetInches, feetInchesToCm, formatHeight, formatWeight, kgToLb, lbToKg } from './units';

test('pounds and kilograms convert both ways without drifting', () => {
  expect(kgToLb(80)).toBe(176.4);
  expect(lbToKg(176.4)).toBe(80.01);
  expect(kgToLb(lbToKg(165))).toBe(165);
  expect(formatWeight(79.5, 'us')).toBe('175.3 lb');
  expect(formatWeight(79.5, 'metric')).toBe('79.5 kg');
});

test('heights read in feet and inches, rounded to the inch', () => {
  expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
  expect(cmToFeetInches(182.8)).toEqual({ feet: 6, inches: 0 });
  expect(feetInchesToCm(5, 11)).toBe(180.3);
  expect(formatHeight(180, 'us')).toBe('5 ft 11 in');
  expect(formatHeight(180, 'metric')).toBe('180 cm');
});
