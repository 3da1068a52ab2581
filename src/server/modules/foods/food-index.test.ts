// The search's cache of recent queries changes no answer: the same ranking as a search worked out afresh, with and
// without a subscriber's own scores laid on top, and it holds no more queries than it is given.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Food } from '../../../contracts/foods';
import { indexedFoods, parseCatalogue } from './food-catalogue';
import { FoodIndex } from './food-index';

const { rows } = parseCatalogue(readFileSync('food-catalogue/catalogue.json', 'utf8'));
const foods = indexedFoods(rows);
// The ranking is what is compared: a food stands for itself by its code.
const foodAt = (i: number) => (rows[i] ? ({ code: rows[i][0] } as Food) : undefined);
const answer = (index: FoodIndex, query: string, options: Parameters<FoodIndex['rank']>[1]) =>
  index.rank(query, options).map((r) => `${r.food.code}/${r.tier}/${r.weak}/${r.typos}/${r.personal}`);

test('a kept query answers as a search worked out afresh, with and without own scores, for every option', () => {
  const kept = new FoodIndex(foods, foodAt);
  const fresh = new FoodIndex(foods, foodAt, { cacheQueries: 0 });
  // Whole words, their starts, one typo, two words, Hindi and US foods; each asked three times.
  const queries = [
    'roti',
    'ch',
    'chi',
    'rice',
    'dal',
    'panner',
    'chapatti',
    'butter chick',
    'greek yogurt',
    'ban',
  ];
  // Every 37th food is one of this subscriber's, scored 1-63; a second subscriber has other foods.
  const mine = new Map(rows.filter((_, i) => i % 37 === 0).map((row, i) => [row[0], (i % 63) + 1]));
  const theirs = new Map([
    ['US20037', 30],
    ['ASC113', 5],
  ]);
  let compared = 0;
  for (let round = 0; round < 3; round++) {
    for (const personal of [undefined, mine, theirs]) {
      for (const exact of [{}, { whole: true }, { literal: true }]) {
        for (const query of queries) {
          const options = { limit: 20, personal, ...exact };
          expect(answer(kept, query, options), `${query} ${JSON.stringify(exact)}`).toEqual(
            answer(fresh, query, options),
          );
          compared++;
        }
      }
    }
  }
  expect(compared).toBe(270);
  // Brown rice, this subscriber's, comes first for "rice" for them only.
  expect(answer(kept, 'rice', { limit: 1, personal: theirs })[0]).toMatch(/^US20037\//);
  expect(answer(kept, 'rice', { limit: 1 })[0]).toMatch(/^ASC113\//);
  expect(kept.cacheSize.queries).toBe(queries.length * 3);
  expect(fresh.cacheSize).toEqual({ queries: 0, candidates: 0 });
});

test('a query is kept from its second asking; the least recently asked is forgotten first, within the size', () => {
  const index = new FoodIndex(foods, foodAt, { cacheQueries: 3 });
  index.rank('roti', { limit: 5 });
  expect(index.cacheSize.queries).toBe(0);
  for (const query of ['roti', 'dal', 'dal', 'rice', 'rice']) index.rank(query, { limit: 5 });
  expect(index.cacheSize.queries).toBe(3);
  index.rank('roti', { limit: 5 });
  index.rank('egg', { limit: 5 });
  index.rank('egg', { limit: 5 });
  expect(index.cacheSize.queries).toBe(3);
  // "dal" was the least recently asked: it is worked out again; "roti" is still kept.
  const before = index.cacheSize.candidates;
  index.rank('roti', { limit: 5 });
  expect(index.cacheSize.candidates).toBe(before);
  expect(index.rank('dal', { limit: 1 })[0]?.food.code).toBe('TF001');
  expect(index.cacheSize.queries).toBe(3);
});
