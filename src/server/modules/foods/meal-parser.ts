// A meal typed as a sentence turned into items: the sentence's parts (domain/meal-sentence.ts), each food found by its
// words (a name, a synonym, one typo forgiven), its portion and grams, and how sure the match is. An item found by a
// typo or from part of a longer name is marked unsure with the next foods the words could mean, for the screen to ask
// ("Did you mean ...?"); what is not found is answered as unmatched. Combinations ("a plate of pav bhaji") log their
// parts; a food named beside another ("with milk", "with pickle") gets its usual amount when none is typed.
import {
  FOOD_LIMITS,
  type Food,
  type MatchKind,
  type ParseMealResponse,
  type ParsedAlternative,
  type ParsedItem,
} from '../../../contracts/foods';
import { COMBINATIONS, combinationNamed } from '../../../domain/food-combinations';
import { PORTION_ML, densityOf, portionFor } from '../../../domain/food-portions';
import {
  readPart,
  splitClauses,
  splitWithAccompaniments,
  stripPlaceWords,
  type SentencePart,
} from '../../../domain/meal-sentence';
import type { Ranked } from './food-index';

/** A food found for some words, how it was matched, and the next foods the search ranks for them. */
export interface FoundFood {
  food: Food;
  /** The words are the food's name, one of its names or a synonym: a sure match to divide a phrase by. */
  exact: boolean;
  match: MatchKind;
  /** The next foods for the words, best first (asked for only when the match is unsure). */
  alternatives: () => Food[];
}

/**
 * A food for some words. `literal`: the words as written only (no synonyms, no typo), to keep a clause whole
 * ("coffee with milk").
 */
export type FoodFinder = (words: string, options?: { literal?: boolean }) => FoundFood | undefined;
/** A catalogue food by code (the parts of a combination). */
export type FoodByCode = (code: string) => Food | undefined;

/** A ranked search: the foods some words match, best first (the catalogue's, with a subscriber's own on top). */
export type RankWords = (
  words: string,
  limit: number,
  options?: { whole?: boolean; literal?: boolean },
) => Ranked[];

/** How many of the search's foods are read to offer two others when a parsed item is unsure. */
const ALTERNATIVES_ASKED = 4;

/**
 * How a food was found for a part of a sentence: a typo forgiven; the words being its name or one of its names as
 * written (exact); a name reached through the synonym dictionary, a local name or the head of its name (synonym); or
 * the words only being found inside a longer name (guess).
 */
function matchOf(best: Ranked, literally: () => Ranked | undefined): MatchKind {
  if (best.typos > 0) return 'typo';
  if (best.tier === 3) return literally()?.tier === 3 ? 'exact' : 'synonym';
  return best.weak ? 'synonym' : 'guess';
}

/**
 * The sentence reader's finder over a ranked search. Every word matched as a whole word, a synonym or with one typo:
 * never a guess from part of a word; one word alone must be the food's name, a synonym, the head of its name or a
 * local name ("masala" is none).
 */
export function finderOf(rank: RankWords): FoodFinder {
  return (words, options) => {
    const single = !words.trim().includes(' ');
    const literal = options?.literal ?? false;
    const best = rank(words, 10, { whole: true, literal }).find(
      (r) => r.tier >= 2 && r.typos <= 1 && (!single || r.tier === 3 || r.weak),
    );
    if (!best) return undefined;
    return {
      food: best.food,
      exact: best.tier === 3 || best.weak,
      match: matchOf(best, () =>
        literal
          ? best
          : rank(words, 3, { whole: true, literal: true }).find((r) => r.food.code === best.food.code),
      ),
      // The next foods as the search ranks the words (what the subscriber would see searching them), then, when
      // the words name few foods ("chiken curry" is only one), the foods of each word on its own.
      alternatives: () => {
        const foods = rank(words, ALTERNATIVES_ASKED).map((r) => r.food);
        const each = words.split(' ').filter((w) => w.length > 2);
        if (foods.length >= ALTERNATIVES_ASKED || each.length < 2) return foods;
        // One from each word in turn: "chiken curry" offers a chicken dish and a curry.
        const lists = each.map((w) => rank(w, ALTERNATIVES_ASKED, { whole: true }).map((r) => r.food));
        for (let i = 0; i < ALTERNATIVES_ASKED; i++) {
          for (const list of lists) {
            const food = list[i];
            if (food && !foods.some((f) => f.code === food.code)) foods.push(food);
          }
        }
        return foods;
      },
    };
  };
}

const MAX_GRAMS = 2000;
const COMBINATION_CODES = new Set(COMBINATIONS.map((c) => c.code));
const ALTERNATIVES = 2;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Foods for words that may name more than one ("dal chawal", "idli sambar"): the words as one food's name; else the
 * longest run that is a food's name, then the rest the same way; else all the words found in one food's name.
 */
function findFoods(words: string[], find: FoodFinder): { foods: FoundFood[]; unmatched: string[] } {
  if (words.length === 0) return { foods: [], unmatched: [] };
  const whole = find(words.join(' '));
  if (whole?.exact || (whole && words.length === 1)) return { foods: [whole], unmatched: [] };
  for (let end = words.length - 1; end >= 1; end--) {
    const head = find(words.slice(0, end).join(' '));
    if (head?.exact) {
      const rest = findFoods(words.slice(end), find);
      // A name with every word in it beats a split that leaves words unplaced.
      if (rest.unmatched.length > 0 && whole) break;
      return { foods: [head, ...rest.foods], unmatched: rest.unmatched };
    }
  }
  if (whole) return { foods: [whole], unmatched: [] };
  return { foods: [], unmatched: [words.join(' ')] };
}

type Amount = Pick<SentencePart, 'quantity' | 'portion' | 'gramsPerUnit'>;

/** What an amount of a food logs: its portion and how many, or grams when a weight was typed. */
function amountOf(food: Food, part: Amount): ParsedAlternative {
  const calories = (grams: number) => Math.round((food.per100g.calories * grams) / 100);
  if (part.gramsPerUnit !== undefined) {
    const grams = Math.min(MAX_GRAMS, round1(part.quantity * part.gramsPerUnit));
    return { food, portion: null, quantity: grams, grams, calories: calories(grams) };
  }
  // "A cup of chai" is the tea cup the food is served in, not a US measuring cup.
  const label = part.portion === 'cup' && food.portions[0]?.label === 'tea cup' ? 'tea cup' : part.portion;
  const chosen = portionFor(food.portions, label, part.quantity);
  const portion = chosen?.portion;
  const quantity = Math.min(50, chosen?.quantity ?? part.quantity);
  const grams = Math.min(MAX_GRAMS, round1(quantity * (portion?.grams ?? 100)));
  return {
    food,
    portion: portion?.label ?? null,
    quantity: portion ? quantity : grams,
    grams,
    calories: calories(grams),
  };
}

/**
 * The usual amount of a food named beside another with no amount typed: a spoon of what is eaten by the spoon
 * (pickle, chutney, butter), a small katori of a dal, sambar or curd, a splash of milk in a drink.
 */
function accompanimentAmount(food: Food): { amount: Amount; note: string } | undefined {
  const first = food.portions[0]?.label;
  const density = densityOf(food.portions);
  const has = (label: string) => food.portions.some((p) => p.label === label);
  if (first === 'tbsp' || first === 'tsp') {
    return { amount: { quantity: 1, portion: first }, note: `a usual ${first} beside a meal` };
  }
  if (has('katori') && density !== undefined && density >= 0.9) {
    return { amount: { quantity: 0.67, portion: 'katori' }, note: 'a small katori, as served beside a meal' };
  }
  if ((first === 'glass' || first === 'cup') && has('tbsp')) {
    return { amount: { quantity: 2, portion: 'tbsp' }, note: 'a splash (2 tbsp), as added to a drink' };
  }
  return undefined;
}

function itemOf(text: string, found: FoundFood, amount: Amount, sure: { note?: string } = {}): ParsedItem {
  const unsure = found.match === 'typo' || found.match === 'guess';
  const logged = amountOf(found.food, amount);
  // A measure the food has no volume for ("a katori of roti") is said, not silently swapped.
  const typed = amount.portion;
  const sameVolume =
    typed !== undefined &&
    PORTION_ML[typed] !== undefined &&
    logged.portion !== null &&
    PORTION_ML[logged.portion] !== undefined;
  const swapped =
    typed !== undefined && amount.gramsPerUnit === undefined && logged.portion !== typed && !sameVolume
      ? `no ${typed} for this food: counted by the ${logged.portion ?? 'gram'}`
      : undefined;
  const note = sure.note ?? swapped;
  const item: ParsedItem = {
    text,
    ...logged,
    match: found.match,
    unsure,
    ...(note ? { note } : {}),
  };
  if (unsure) {
    item.alternatives = found
      .alternatives()
      .filter((food) => food.code !== found.food.code)
      .slice(0, ALTERNATIVES)
      .map((food) => amountOf(food, amount));
  }
  return item;
}

/** The items of a sentence, in the order typed; at most FOOD_LIMITS.mealItems. */
export function parseMeal(sentence: string, find: FoodFinder, byCode: FoodByCode): ParseMealResponse {
  const items: ParsedItem[] = [];
  const unmatched: string[] = [];
  for (const typed of splitClauses(sentence)) {
    const clause = stripPlaceWords(typed);
    if (!clause) continue;
    // A clause that is one food's name as a whole ("coffee with milk") is not divided at its "with".
    const whole = readPart(clause);
    const exact = whole ? find(whole.food, { literal: true }) : undefined;
    // A combination's summed food is for the search: "2 idli with sambar" is idlis and a side of sambar.
    const oneFood = exact?.exact && !COMBINATION_CODES.has(exact.food.code);
    const parts =
      (oneFood || (whole && combinationNamed(whole.food))) && whole
        ? [{ read: whole, accompaniment: false }]
        : splitWithAccompaniments(clause).map((p) => ({
            read: readPart(p.text),
            accompaniment: p.accompaniment,
          }));
    for (const { read, accompaniment } of parts) {
      if (!read) continue;
      const combination = combinationNamed(read.food);
      if (combination) {
        // "A plate of pav bhaji": its parts, each in its usual amount times how many plates were said.
        for (const part of combination.parts) {
          const food = byCode(part.code);
          if (!food) continue;
          const found: FoundFood = { food, exact: true, match: 'exact', alternatives: () => [] };
          items.push(
            itemOf(
              read.text,
              found,
              { quantity: part.quantity * read.quantity, portion: part.portion },
              {
                note: `part of ${combination.name.replace(/ \(.*$/, '')}`,
              },
            ),
          );
        }
        continue;
      }
      // "big mac", "chipotle bowl": a size or measure word is the name's before it is a portion.
      const named = read.sizeWord ? find(`${read.sizeWord} ${read.food}`) : undefined;
      const bowl = read.unitWord ? find(`${read.food} ${read.unitWord}`) : undefined;
      const part = named?.exact
        ? { ...read, food: `${read.sizeWord} ${read.food}`, portion: undefined, sizeWord: undefined }
        : bowl?.exact
          ? { ...read, food: `${read.food} ${read.unitWord}`, portion: undefined, unitWord: undefined }
          : read;
      const found = findFoods(part.food.split(' '), find);
      unmatched.push(...found.unmatched);
      found.foods.forEach((food, i) => {
        const side = accompaniment && !part.said ? accompanimentAmount(food.food) : undefined;
        if (side) {
          items.push(itemOf(part.text, food, side.amount, { note: side.note }));
          return;
        }
        // "2 dal chawal": the amount said is the first food's; the others come as one portion each.
        items.push(itemOf(part.text, food, i === 0 ? part : { quantity: 1 }));
      });
    }
  }
  return { items: items.slice(0, FOOD_LIMITS.mealItems), unmatched };
}
