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
  piece: ['piece', 'pieces', 'pc', 'pcs', 'nos', 'number', 'whole', 'each'],
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
};

/** The portion label a typed unit word stands for ("katoris" -> "katori"), or undefined. */
export function portionLabelOf(word: string): string | undefined {
  const w = word.trim().toLowerCase();
  for (const [label, words] of Object.entries(PORTION_WORDS)) {
    if (label === w || words.includes(w)) return label;
  }
  return undefined;
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

/** Millilitres of the volume measures, for a portion a food does not list ("a bowl of oatmeal" as cups). */
export const PORTION_ML: Readonly<Record<string, number>> = {
  tsp: 5,
  tbsp: 15,
  'fl oz': 29.57,
  'tea cup': 120,
  katori: 150,
  cup: 240,
  glass: 250,
  'tall glass': 400,
  bowl: 250,
};

interface PortionLike {
  label: string;
  grams: number;
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
