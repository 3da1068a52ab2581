import { expect, test } from 'vitest';
import { countChoices, servedChoiceKey } from './friday-choices';

const CHOICES = [
  { key: 'paneer', label: 'Paneer tikka pulao' },
  { key: 'shrimp', label: 'Shrimp pulao' },
];

test('a pick the day offers is served; no pick, or one the day no longer offers, is the first choice', () => {
  expect(servedChoiceKey(CHOICES, 'shrimp')).toBe('shrimp');
  expect(servedChoiceKey(CHOICES, null)).toBe('paneer');
  expect(servedChoiceKey(CHOICES, 'chicken')).toBe('paneer');
  expect(servedChoiceKey([], 'chicken')).toBeNull();
});

test('the counts give every meal to one choice, those without a pick to the first', () => {
  const picks = new Map<string | null, number>([
    [null, 3],
    ['chicken', 2],
    ['shrimp', 4],
  ]);
  expect(countChoices(CHOICES, picks)).toEqual([
    { key: 'paneer', label: 'Paneer tikka pulao', count: 5 },
    { key: 'shrimp', label: 'Shrimp pulao', count: 4 },
  ]);
  expect(countChoices(CHOICES, new Map())).toEqual([
    { key: 'paneer', label: 'Paneer tikka pulao', count: 0 },
    { key: 'shrimp', label: 'Shrimp pulao', count: 0 },
  ]);
});
