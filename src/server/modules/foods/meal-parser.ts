// A meal typed as a sentence turned into items: the sentence's parts (domain/meal-sentence.ts), each food found by its
// words (a name, a synonym, one typo forgiven; never a partial guess), its portion and grams. What is not found is
// answered as unmatched, for the subscriber to see.
import { FOOD_LIMITS, type Food, type ParseMealResponse, type ParsedItem } from '../../../contracts/foods';
import { portionFor } from '../../../domain/food-portions';
import { readPart, splitClauses, splitMeal, type SentencePart } from '../../../domain/meal-sentence';

/**
 * A food for some words, with how sure: exact (the words are its name or a synonym) or a whole-word match.
 * `literal`: the words as written only (no synonyms, no typo), to keep a clause whole ("coffee with milk").
 */
export type FoodFinder = (
  words: string,
  options?: { literal?: boolean },
) => { food: Food; exact: boolean } | undefined;

const MAX_GRAMS = 2000;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Foods for words that may name more than one ("dal chawal", "idli sambar"): the words as one food's name; else the
 * longest run that is a food's name, then the rest the same way; else all the words found in one food's name.
 */
function findFoods(words: string[], find: FoodFinder): { foods: Food[]; unmatched: string[] } {
  if (words.length === 0) return { foods: [], unmatched: [] };
  const whole = find(words.join(' '));
  if (whole?.exact || (whole && words.length === 1)) return { foods: [whole.food], unmatched: [] };
  for (let end = words.length - 1; end >= 1; end--) {
    const head = find(words.slice(0, end).join(' '));
    if (head?.exact) {
      const rest = findFoods(words.slice(end), find);
      // A name with every word in it beats a split that leaves words unplaced.
      if (rest.unmatched.length > 0 && whole) break;
      return { foods: [head.food, ...rest.foods], unmatched: rest.unmatched };
    }
  }
  if (whole) return { foods: [whole.food], unmatched: [] };
  return { foods: [], unmatched: [words.join(' ')] };
}

function itemOf(
  text: string,
  food: Food,
  part: Pick<SentencePart, 'quantity' | 'portion' | 'gramsPerUnit'>,
): ParsedItem {
  if (part.gramsPerUnit !== undefined) {
    const grams = Math.min(MAX_GRAMS, round1(part.quantity * part.gramsPerUnit));
    return {
      text,
      food,
      portion: null,
      quantity: grams,
      grams,
      calories: Math.round((food.per100g.calories * grams) / 100),
    };
  }
  const chosen = portionFor(food.portions, part.portion, part.quantity);
  const portion = chosen?.portion;
  const quantity = Math.min(50, chosen?.quantity ?? part.quantity);
  const grams = Math.min(MAX_GRAMS, round1(quantity * (portion?.grams ?? 100)));
  return {
    text,
    food,
    portion: portion?.label ?? null,
    quantity: portion ? quantity : grams,
    grams,
    calories: Math.round((food.per100g.calories * grams) / 100),
  };
}

/** The items of a sentence, in the order typed; at most FOOD_LIMITS.mealItems. */
export function parseMeal(sentence: string, find: FoodFinder): ParseMealResponse {
  const items: ParsedItem[] = [];
  const unmatched: string[] = [];
  for (const clause of splitClauses(sentence)) {
    // A clause that is one food's name as a whole ("coffee with milk") is not divided at its "with".
    const whole = readPart(clause);
    const exact = whole ? find(whole.food, { literal: true }) : undefined;
    const parts = exact?.exact && whole ? [whole] : splitMeal(clause).map(readPart);
    for (const read of parts) {
      if (!read) continue;
      // "big mac": the size word is the name's before it is a portion.
      const named = read.sizeWord ? find(`${read.sizeWord} ${read.food}`) : undefined;
      const part = named?.exact
        ? { ...read, food: `${read.sizeWord} ${read.food}`, portion: undefined, sizeWord: undefined }
        : read;
      const found = findFoods(part.food.split(' '), find);
      unmatched.push(...found.unmatched);
      found.foods.forEach((food, i) => {
        // "2 dal chawal": the amount said is the first food's; the others come as one portion each.
        items.push(itemOf(part.text, food, i === 0 ? part : { quantity: 1 }));
      });
    }
  }
  return { items: items.slice(0, FOOD_LIMITS.mealItems), unmatched };
}
