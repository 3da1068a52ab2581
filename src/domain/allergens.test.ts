import { expect, test } from 'vitest';
import { allergensOf, combineAllergens, containsStatement } from './allergens';

const found = (name: string, group = '') => allergensOf({ name, group }).map((f) => f.allergen);

test('ghee, butter, paneer, dahi, cream and khoa are milk; plant milks and nut butters are not', () => {
  for (const name of [
    'Ghee',
    'Paneer',
    'Butter, salted',
    'Khoa',
    'Cream, fluid',
    'Curd (dahi)',
    'Yogurt, plain',
  ]) {
    expect(found(name), name).toContain('milk');
  }
  expect(found('Milk, whole, Cow', 'Milk and Milk Products')).toEqual(['milk']);
  expect(found('Coconut milk')).toEqual([]);
  expect(found('Peanut butter, smooth')).toEqual(['peanuts']);
});

test('cashew, almond, pistachio and walnut are tree nuts named by kind; coconut and water chestnut are not', () => {
  expect(allergensOf({ name: 'Cashew nut', group: 'Nuts and Oil Seeds' })).toEqual([
    { allergen: 'tree nuts', kind: 'cashew' },
  ]);
  expect(found('Coconut, kernel, fresh', 'Nuts and Oil Seeds')).toEqual([]);
  expect(found('Water Chestnut', 'Roots and Tubers')).toEqual([]);
});

test('atta and maida are wheat, gram flour is not; shrimp and prawn are crustacean shellfish; fish by kind', () => {
  expect(found('Wheat flour, atta')).toEqual(['wheat']);
  expect(found('Wheat flour, refined')).toEqual(['wheat']);
  expect(found('Chickpea flour (besan)', 'Legumes and Legume Products')).toEqual([]);
  expect(allergensOf({ name: 'Tiger prawns', group: 'Marine Shellfish' })).toEqual([
    { allergen: 'crustacean shellfish', kind: 'prawn' },
  ]);
  expect(found('Oyster', 'Marine Shellfish')).toEqual([]);
  expect(allergensOf({ name: 'Salmon', group: 'Marine Fish' })).toEqual([
    { allergen: 'fish', kind: 'salmon' },
  ]);
  expect(found('Egg, poultry, whole, raw', 'Egg and Egg Products')).toEqual(['egg']);
  expect(found('Gingelly seeds, white')).toEqual(['sesame']);
  expect(found('Groundnut oil', 'Edible Oils and Fats')).toEqual([]);
  expect(found('Soya bean, brown')).toEqual(['soybeans']);
});

test('the Contains line names each allergen in the FDA’s order, with kinds for fish, shellfish and tree nuts', () => {
  const all = [
    ...allergensOf({ name: 'Cashew nut', group: '' }),
    ...allergensOf({ name: 'Ghee', group: '' }),
    ...allergensOf({ name: 'Almond', group: '' }),
    ...allergensOf({ name: 'Shrimp', group: '' }),
  ];
  expect(containsStatement(combineAllergens(all))).toBe(
    'Contains: milk, crustacean shellfish (shrimp), tree nuts (cashew, almond)',
  );
  expect(containsStatement(combineAllergens([]))).toBeNull();
});
