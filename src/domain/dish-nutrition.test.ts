import { expect, test } from 'vitest';
import { ingredientStatement, per100gOf, recipePerPortion, roundFigures } from './dish-nutrition';

const food = (calories: number, protein: number, sodium = 0) => ({
  calories,
  protein,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sodium,
});

test('a portion sums each ingredient per 100 g times its grams; per 100 g divides by the cooked weight', () => {
  const portion = recipePerPortion([
    { label: 'rice', grams: 60, per100g: food(356, 7.9) },
    { label: 'salt', grams: 1, per100g: food(0, 0, 38758) },
  ]);
  expect(roundFigures(portion)).toMatchObject({ calories: 214, protein: 4.7, sodium: 388 });
  // 60 g of raw rice cooks to 180 g: a third of the raw figures per 100 g.
  expect(roundFigures(per100gOf(portion, 180))).toMatchObject({ calories: 119, protein: 2.6, sodium: 215 });
});

test('the ingredient statement lists ingredients by descending weight, each once', () => {
  expect(
    ingredientStatement([
      { label: 'salt', grams: 1 },
      { label: 'chicken', grams: 120 },
      { label: 'tomato', grams: 60 },
      { label: 'Chicken', grams: 10 },
      { label: 'ghee (milk)', grams: 5 },
    ]),
  ).toBe('chicken, tomato, ghee (milk), salt');
});
