// Household portions: the labels a food's portions carry, the words people use for them, and the grams of the few
// measures that are the same for every food (an ounce is an ounce).

/** grams in one avoirdupois ounce. */
export const GRAMS_PER_OUNCE = 28.35;
/** grams in one pound. */
export const GRAMS_PER_POUND = 453.59;

/**
 * The portion labels of the catalogue, each with the words a person may type for it ("2 katoris", "a tbsp"). A food
 * offers the labels that make sense for it, with its own grams (a katori of dal is not a katori of rice).
 */
export const PORTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  piece: [
    'piece',
    'pieces',
    'pc',
    'pcs',
    'nos',
    'number',
    'whole',
    'each',
    'pack',
    'packs',
    'packet',
    'packets',
  ],
  katori: ['katori', 'katoris', 'katoree', 'vati', 'wati', 'vatki', 'bowlful'],
  bowl: ['bowl', 'bowls'],
  'small bowl': ['small bowl', 'small bowls'],
  plate: ['plate', 'plates', 'thali'],
  'small plate': ['small plate', 'small plates'],
  cup: ['cup', 'cups', 'mug', 'mugs'],
  'tea cup': ['tea cup', 'teacup', 'tea cups', 'teacups'],
  glass: ['glass', 'glasses', 'tumbler', 'tumblers'],
  'tall glass': ['tall glass', 'tall glasses', 'large glass', 'big glass'],
  tbsp: ['tbsp', 'tbsps', 'tablespoon', 'tablespoons', 'tbs', 'spoon', 'spoons', 'chamach', 'chammach'],
  tsp: ['tsp', 'tsps', 'teaspoon', 'teaspoons'],
  slice: ['slice', 'slices'],
  oz: ['oz', 'ounce', 'ounces'],
  'fl oz': ['fl oz', 'fluid ounce', 'fluid ounces'],
  scoop: ['scoop', 'scoops'],
  serving: ['serving', 'servings', 'portion', 'portions', 'helping', 'helpings'],
  large: ['large', 'big'],
  medium: ['medium'],
  small: ['small'],
  'extra large': ['extra large', 'xl'],
  handful: ['handful', 'handfuls', 'mutthi'],
  can: ['can', 'cans', 'tin'],
  bottle: ['bottle', 'bottles'],
};

/** Each unit word's label, the first label that names it winning (the sentence reader asks for every word it reads). */
const LABEL_OF_WORD: ReadonlyMap<string, string> = (() => {
  const labels = new Map<string, string>();
  for (const [label, words] of Object.entries(PORTION_WORDS)) {
    for (const w of [label, ...words]) if (!labels.has(w)) labels.set(w, label);
  }
  return labels;
})();

/** The portion label a typed unit word stands for ("katoris" -> "katori"), or undefined. */
export function portionLabelOf(word: string): string | undefined {
  return LABEL_OF_WORD.get(word.trim().toLowerCase());
}

/** Unit words of more than one word, longest first, for a parser that reads phrases ("small bowl" before "bowl"). */
export const MULTI_WORD_UNITS: readonly string[] = Object.values(PORTION_WORDS)
  .flat()
  .filter((w) => w.includes(' '))
  .sort((a, b) => b.length - a.length);

/** Weights a person types instead of a portion: grams and the US measures of mass. */
export const MASS_UNITS: Readonly<Record<string, number>> = {
  g: 1,
  gm: 1,
  gms: 1,
  gram: 1,
  grams: 1,
  gr: 1,
  kg: 1000,
  kilo: 1000,
  kilos: 1000,
  kilogram: 1000,
  kilograms: 1000,
  lb: GRAMS_PER_POUND,
  lbs: GRAMS_PER_POUND,
  pound: GRAMS_PER_POUND,
  pounds: GRAMS_PER_POUND,
  ml: 1,
  millilitre: 1,
  milliliter: 1,
  millilitres: 1,
  milliliters: 1,
  l: 1000,
  litre: 1000,
  liter: 1000,
  litres: 1000,
  liters: 1000,
};

/**
 * Millilitres of each household volume measure: the one table every food's katori, bowl, cup, glass and spoon come
 * from (scripts/food-catalogue builds them with it; the parser converts with it), so a katori of anything is 150 ml
 * and a bowl is always larger than a katori.
 */
export const PORTION_ML: Readonly<Record<string, number>> = {
  tsp: 5,
  tbsp: 15,
  'fl oz': 29.57,
  'tea cup': 120,
  katori: 150,
  'small bowl': 200,
  cup: 240,
  glass: 250,
  bowl: 250,
  'tall glass': 400,
  bottle: 500,
};

/**
 * How a food fills a measure, in grams per millilitre: drinks and curries about 1 (water-based), cooked rice and its
 * dishes 0.66 (a US cup of cooked rice is 158 g), a dry sabzi 0.6, dry cereals such as rolled oats 0.34 (USDA: a cup
 * is 81 g), sweets such as kheer and halwa 1.05, chutneys and pickles 1.1. `count` foods (breads, snacks) are eaten by
 * the piece and have no volume measures.
 */
export const DENSITY_CLASSES = {
  drink: 1,
  curry: 1,
  grain: 0.66,
  dry: 0.6,
  cereal: 0.34,
  sweet: 1.05,
  paste: 1.1,
} as const;
export type DensityClass = keyof typeof DENSITY_CLASSES | 'count';

/** The volume measures each class offers, in the order a person picks them. */
export const CLASS_MEASURES: Readonly<Record<DensityClass, readonly string[]>> = {
  drink: ['glass', 'cup', 'tbsp'],
  curry: ['katori', 'bowl', 'cup', 'tbsp'],
  grain: ['katori', 'bowl', 'cup', 'tbsp'],
  dry: ['katori', 'bowl', 'cup', 'tbsp'],
  cereal: ['cup', 'bowl', 'tbsp'],
  sweet: ['katori', 'bowl', 'cup', 'tbsp'],
  paste: ['tbsp', 'tsp'],
  count: [],
};

/** Grams of a volume measure for a density, to 0.1 g. */
export function volumeGrams(label: string, density: number): number | undefined {
  const ml = PORTION_ML[label];
  return ml === undefined ? undefined : Math.round(ml * density * 10) / 10;
}

interface PortionLike {
  label: string;
  grams: number;
}

/** A food's grams per millilitre, read from its volume portions (undefined when it has none: a roti, an egg). */
export function densityOf(portions: readonly PortionLike[]): number | undefined {
  const volume = portions.find((p) => PORTION_ML[p.label] !== undefined && p.label !== 'tsp');
  const ml = volume ? PORTION_ML[volume.label] : undefined;
  return volume && ml ? volume.grams / ml : undefined;
}

/**
 * The food's portion for a measure and how many of it: the portion itself when the food lists it; else the same
 * volume in a volume portion it lists (1 bowl = 1.04 cups); else, for a count or a serving, the food's first
 * portion. Undefined when the food has no portions.
 */
export function portionFor<P extends PortionLike>(
  portions: readonly P[],
  label: string | undefined,
  quantity: number,
): { portion: P; quantity: number } | undefined {
  const first = portions[0];
  if (!first) return undefined;
  if (label === undefined) return { portion: first, quantity };
  const exact = portions.find((p) => p.label === label);
  if (exact) return { portion: exact, quantity };
  const ml = PORTION_ML[label];
  if (ml !== undefined) {
    const volume = portions.find((p) => PORTION_ML[p.label] !== undefined && p.label !== 'tsp');
    const volumeMl = volume ? PORTION_ML[volume.label] : undefined;
    if (volume && volumeMl)
      return { portion: volume, quantity: Math.round((quantity * ml * 100) / volumeMl) / 100 };
  }
  return { portion: first, quantity };
}
