// The sentence reader's pure half: place and manner words are never food words, a known chain names its dish, a side
// named after "with" is marked as one, and whether an amount was typed is told apart from an article.
import { expect, test } from 'vitest';
import { readPart, splitWithAccompaniments, stripPlaceWords, withoutPlaces } from './meal-sentence';

test.each([
  ['chicken biryani from a restaurant', 'chicken biryani'],
  ['homemade dal', 'dal'],
  ['restaurant style paneer butter masala', 'paneer butter masala'],
  ['leftover biryani', 'biryani'],
  ['a protein shake after the gym', 'a protein shake'],
  ['biryani in a restaurant', 'biryani'],
])('"%s" keeps only its food words: "%s"', (typed, kept) => {
  expect(stripPlaceWords(typed)).toBe(kept);
});

test.each([
  ['a chicken bowl at Chipotle', 'a chipotle chicken bowl'],
  ['a turkey sub from subway', 'a subway turkey sub'],
  ['samosa from the stall near work', 'samosa'],
  ['a wrap at Joe’s', 'a wrap'],
])('"%s" reads as "%s"', (typed, read) => {
  expect(withoutPlaces(typed)).toBe(read);
});

test('the foods after "with" are accompaniments, those before it are not', () => {
  expect(splitWithAccompaniments('coffee with milk and sugar')).toEqual([
    { text: 'coffee', accompaniment: false },
    { text: 'milk', accompaniment: true },
    { text: 'sugar', accompaniment: true },
  ]);
  expect(splitWithAccompaniments('2 idli and a vada with sambar')).toEqual([
    { text: '2 idli', accompaniment: false },
    { text: 'a vada', accompaniment: false },
    { text: 'sambar', accompaniment: true },
  ]);
});

test.each([
  ['pickle', { quantity: 1, food: 'pickle', said: false }],
  ['a pickle', { quantity: 1, food: 'pickle', said: false }],
  ['2 tbsp pickle', { quantity: 2, portion: 'tbsp', food: 'pickle', said: true }],
  ['half a cup of oats', { quantity: 0.5, portion: 'cup', food: 'oats', said: true }],
  ['a katori of dal', { quantity: 1, portion: 'katori', food: 'dal', said: true }],
  ['a chipotle bowl', { quantity: 1, portion: 'bowl', food: 'chipotle', unitWord: 'bowl', said: true }],
  ['2 packets of maggi', { quantity: 2, portion: 'piece', food: 'maggi', said: true }],
])('"%s" is read as %o', (typed, read) => {
  expect(readPart(typed)).toMatchObject(read);
});
