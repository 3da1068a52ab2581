// A meal typed as a sentence ("2 roti, a katori of dal and a cup of rice") split into parts, each with how much (a
// number, a number word, a fraction), of what measure (a portion word, grams, ounces) and the words of the food.
// Deterministic and pure: the caller finds the food for the words, and says which words it could not place.
import { MASS_UNITS, MULTI_WORD_UNITS, portionLabelOf } from './food-portions';

export interface SentencePart {
  /** The part of the sentence as typed ("a katori of dal"). */
  text: string;
  /** How many (of the measure, or of the food's first portion); 1 when none was said. */
  quantity: number;
  /** A portion label ("katori", "cup", "large"), or undefined. */
  portion?: string;
  /** Grams per unit when a weight or a volume in ml was typed ("200 g", "1 lb", "250 ml"). */
  gramsPerUnit?: number;
  /** The words naming the food ("dal"). */
  food: string;
  /** A size word read as the portion ("big" in "big mac"): the caller tries it as part of the name first. */
  sizeWord?: string;
  /** A measure word typed after the food's words ("chipotle bowl"): the caller tries it as part of the name first. */
  unitWord?: string;
  /** Whether a number or a measure was typed ("2 roti", "a katori of dal"), not only an article or nothing. */
  said: boolean;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  single: 1,
  two: 2,
  couple: 2,
  pair: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  half: 0.5,
  quarter: 0.25,
  // Hindi numbers as people type them.
  ek: 1,
  teen: 3,
  char: 4,
  chaar: 4,
  paanch: 5,
  panch: 5,
  adha: 0.5,
  aadha: 0.5,
  aadhi: 0.5,
  adhi: 0.5,
};

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': ' 1/2',
  '¼': ' 1/4',
  '¾': ' 3/4',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
};

/** Words that describe rather than name: left out of the food's words. */
const FILLER = new Set([
  'of',
  'some',
  'my',
  'homemade',
  'home',
  'made',
  'fresh',
  'hot',
  'warm',
  'cold',
  'leftover',
  'about',
  'around',
  'approx',
  'approximately',
  'like',
  'x',
  'serving',
  'servings',
  'had',
  'ate',
  'i',
  'for',
  'breakfast',
  'lunch',
  'dinner',
  'snack',
  'nashta',
]);

/**
 * Chains a Texas lunch crowd names whose dishes the catalogue holds: "a bowl at Chipotle" is Chipotle's bowl. Any
 * other "at ..." or "from ..." names a place, not a food.
 */
export const KNOWN_BRANDS: readonly string[] = ['chipotle', 'subway', 'mcdonalds'];

const PLACES =
  'restaurant|restaurants|hotel|dhaba|canteen|cafeteria|cafe|office|home|work|school|college|mall|food court|party|wedding|gym|outside|street|stall|stand|truck|takeout|take-out|takeaway|deli|airport|friends?|mom|mother|grandma|temple|gurudwara|buffet';
/** A place or a manner of making ("from a restaurant", "homemade", "restaurant style"): never a food. */
const PLACE_WORDS = new RegExp(
  `\\b(?:from|at|in|by|near)\\s+(?:a|an|the|my|our|his|her|their|some|local)?\\s*(?:${PLACES})\\b(?:'s)?|\\b(?:restaurant|hotel|dhaba|street|canteen|home|homemade)[- ]style\\b|\\b(?:homemade|home-made|home made|home cooked|home-cooked|store-bought|store bought|take-?out|takeaway|delivery|delivered|ordered in|packaged|leftovers?)\\b|\\b(?:after|before|post|pre)[- ]?(?:the\\s+)?(?:gym|workout|training|run|class|practice)\\b`,
  'gi',
);

/** A clause without its place and manner words, before it is divided ("in a restaurant" would divide at "in"). */
export function stripPlaceWords(clause: string): string {
  return clause.replace(PLACE_WORDS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The text without the words that name where or how it was made, and with a known chain moved before the food's
 * words ("a bowl at Chipotle" -> "a chipotle bowl"); "at" or "from" an unknown place is dropped with its words.
 */
export function withoutPlaces(text: string): string {
  let out = text.replace(PLACE_WORDS, ' ');
  out = out.replace(
    /\b(?:at|from)\s+([a-z'\u2019-]+(?:\s+[a-z'\u2019-]+){0,2})\s*$/i,
    (_whole, place: string) => {
      const brand = KNOWN_BRANDS.find((b) =>
        place
          .toLowerCase()
          .replace(/[^a-z]/g, '')
          .startsWith(b),
      );
      return brand ? ` ${brand}` : ' ';
    },
  );
  const trailingBrand = /^(.*?)\s+(chipotle|subway|mcdonalds)\s*$/i.exec(out);
  if (trailingBrand?.[1] && trailingBrand[2]) {
    const [, rest, brand] = trailingBrand;
    // The brand goes before the food's words, after any amount: "a chicken bowl chipotle" -> "a chipotle chicken bowl".
    const amount = /^(\s*(?:\d+(?:[./]\d+)?|a|an|one|two|three|half)\s+)?(.*)$/i.exec(rest);
    out = `${amount?.[1] ?? ''}${brand.toLowerCase()} ${amount?.[2] ?? rest}`;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Where a sentence divides into parts: commas, "and", "with", "plus", "aur", "&", "+", line breaks. */
const SEPARATORS =
  /\s*(?:,|;|\n|\+|&|\.\s|\.$|\band\b|\bwith\b|\bplus\b|\baur\b|\bthen\b|\balso\b|\bin\b|\bon\b|\bover\b)\s*/i;

/** "one and a half", "2 and a half": one number, before "and" divides the sentence. */
function normalizeHalves(sentence: string): string {
  return sentence.replace(/\b(\d+|[a-z]+)\s+and\s+a\s+half\b/gi, (whole, n: string) => {
    const value = /^\d+$/.test(n) ? Number(n) : NUMBER_WORDS[n.toLowerCase()];
    return value === undefined || n.toLowerCase() === 'a' ? whole : String(value + 0.5);
  });
}

/** A number as typed: 2, 1.5, 1/2, 1 1/2, 2x. */
function readNumber(token: string, next: string | undefined): { value: number; used: number } | undefined {
  const clean = token.replace(/x$/i, '');
  const mixed = next && /^\d+\/\d+$/.test(next) && /^\d+$/.test(clean);
  if (mixed) {
    const [n, d] = next.split('/').map(Number);
    if (n !== undefined && d) return { value: Number(clean) + n / d, used: 2 };
  }
  if (/^\d+\/\d+$/.test(clean)) {
    const [n, d] = clean.split('/').map(Number);
    if (n !== undefined && d) return { value: n / d, used: 1 };
  }
  if (/^\d+(\.\d+)?$/.test(clean)) return { value: Number(clean), used: 1 };
  return undefined;
}

/** "200g", "8oz", "2x": a number stuck to its unit becomes two tokens. */
function splitTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[½¼¾⅓⅔]/g, (f) => UNICODE_FRACTIONS[f] ?? f)
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/\b(x)(\d)/g, '$1 $2')
    .replace(/[^a-z0-9./%\s-]/g, ' ')
    .split(/\s+/)
    .filter((t) => t.length > 0);
}

/** The multi-word unit phrases split once, with their labels, longest first. */
const MULTI_WORD_PHRASES = MULTI_WORD_UNITS.flatMap((phrase) => {
  const label = portionLabelOf(phrase);
  return label ? [{ parts: phrase.split(' '), label }] : [];
});

/** A unit at tokens[i]: a multi-word portion ("small bowl"), a portion word, or a weight. */
function readUnit(
  tokens: string[],
  i: number,
): { portion?: string; gramsPerUnit?: number; used: number } | undefined {
  for (const { parts, label } of MULTI_WORD_PHRASES) {
    if (parts.every((p, k) => tokens[i + k] === p)) return { portion: label, used: parts.length };
  }
  const token = tokens[i];
  if (token === undefined) return undefined;
  const grams = MASS_UNITS[token];
  if (grams !== undefined) return { gramsPerUnit: grams, used: 1 };
  const label = portionLabelOf(token);
  if (label) return { portion: label, used: 1 };
  return undefined;
}

/** One part of the sentence: its quantity and measure (before or after the food's words) and the food's words. */
export function readPart(text: string): SentencePart | undefined {
  const tokens = splitTokens(withoutPlaces(text));
  let quantity: number | undefined;
  let portion: string | undefined;
  let gramsPerUnit: number | undefined;
  let sizeWord: string | undefined;
  let said = false;
  let unitWord: string | undefined;
  const food: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? '';
    const number = readNumber(token, tokens[i + 1]);
    if (number && quantity === undefined) {
      quantity = number.value;
      said = true;
      i += number.used;
      continue;
    }
    // "a", "two", "half" count only before the food's words ("half a cup", "a cup of"), not inside a name.
    const word = NUMBER_WORDS[token];
    if (
      word !== undefined &&
      food.length === 0 &&
      (quantity === undefined || token === 'half' || token === 'a')
    ) {
      if (!['a', 'an', 'one', 'single'].includes(token)) said = true;
      if (token === 'half' && quantity !== undefined) quantity += 0.5;
      else if (token === 'a' && quantity !== undefined) {
        // "one and a half", "half a cup": "a" adds nothing
      } else quantity = word;
      i += 1;
      continue;
    }
    const unit = portion === undefined && gramsPerUnit === undefined ? readUnit(tokens, i) : undefined;
    // A size word names a portion only before the food ("2 large eggs"), and is a word of the name after it
    // ("chocolate chip cookie, large").
    const size =
      unit?.portion !== undefined && ['large', 'medium', 'small', 'extra large'].includes(unit.portion);
    if (unit && !(size && food.length > 0)) {
      said = true;
      portion = unit.portion;
      gramsPerUnit = unit.gramsPerUnit;
      if (size) sizeWord = tokens.slice(i, i + unit.used).join(' ');
      else if (food.length > 0 && unit.portion) unitWord = tokens.slice(i, i + unit.used).join(' ');
      i += unit.used;
      continue;
    }
    if (!FILLER.has(token) && !/^[./%-]+$/.test(token)) food.push(token);
    i += 1;
  }
  if (food.length === 0) return undefined;
  return {
    text: text.trim(),
    quantity: quantity ?? 1,
    ...(portion ? { portion } : {}),
    ...(gramsPerUnit ? { gramsPerUnit } : {}),
    ...(sizeWord ? { sizeWord } : {}),
    ...(unitWord ? { unitWord } : {}),
    food: food.join(' '),
    said,
  };
}

/**
 * The parts of a sentence, in order: divided at commas, "and", "with" and the like. A part that has no food words
 * ("and", "2") is dropped; `whole` keeps the sentence undivided where a name itself has "and" or "with" in it (the
 * caller tries it first: "mac and cheese").
 */
export function splitMeal(sentence: string): string[] {
  return normalizeHalves(sentence)
    .split(SEPARATORS)
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0);
}

/**
 * The parts of a clause with whether each came after "with" (an accompaniment: "idli with sambar", "coffee with milk
 * and sugar"), which gets the accompaniment's usual amount when none is typed.
 */
export function splitWithAccompaniments(clause: string): { text: string; accompaniment: boolean }[] {
  const [main = '', ...sides] = normalizeHalves(clause).split(/\s+with\s+/i);
  return [
    ...splitMeal(main).map((text) => ({ text, accompaniment: false })),
    ...sides.flatMap((side) => splitMeal(side).map((text) => ({ text, accompaniment: true }))),
  ];
}

/** Splits at commas and line breaks only: the coarse parts, each tried whole before it is divided further. */
export function splitClauses(sentence: string): string[] {
  return normalizeHalves(sentence)
    .split(/\s*(?:,|;|\n|\.\s|\.$)\s*/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
