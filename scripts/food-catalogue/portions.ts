// Household portions for each food: the source's own serving where it is sane, then the everyday measures that suit the
// food's texture (a katori of dal holds more grams than a katori of rice), and an ounce for everything.
import {
  CLASS_MEASURES,
  DENSITY_CLASSES,
  GRAMS_PER_OUNCE,
  PORTION_ML,
  densityOf,
  volumeGrams,
  type DensityClass,
} from '../../src/domain/food-portions';
import { round1, type Portion } from './model';

export type { DensityClass };

/** The everyday volume measures of a density class with their grams, from the one table (domain/food-portions.ts). */
export function standardPortions(texture: DensityClass, options: { drink?: boolean } = {}): Portion[] {
  const cls: DensityClass = options.drink && texture !== 'count' && texture !== 'paste' ? 'drink' : texture;
  if (cls === 'count') return [];
  const d = DENSITY_CLASSES[cls];
  return CLASS_MEASURES[cls].map((label) => p(label, volumeGrams(label, d) ?? 0));
}

/**
 * Every volume portion of a food brought to the one table (a katori 150 ml, a bowl 250 ml, a cup 240 ml...) at the
 * food's density: its class's, else the one its measured cup gives (USDA weighs a cup of each food), else that of any
 * volume portion it lists. A source's own bowl of 120 g beside a katori of 150 g is how the two disagreed.
 */
export function consistentVolumes(portions: Portion[], cls: DensityClass | undefined): Portion[] {
  let density: number | undefined;
  if (cls && cls !== 'count') density = DENSITY_CLASSES[cls];
  else {
    const cup = portions.find((portion) => portion.label === 'cup');
    density = cup ? cup.grams / (PORTION_ML.cup ?? 240) : densityOf(portions);
  }
  if (density === undefined) return portions;
  const d = density;
  const extra = cls ? standardPortions(cls) : [];
  const labels = new Set(portions.map((portion) => portion.label));
  return [...portions, ...extra.filter((portion) => !labels.has(portion.label))].map((portion) => {
    const grams = volumeGrams(portion.label, d);
    return grams === undefined ? portion : p(portion.label, grams);
  });
}

export const p = (label: string, grams: number): Portion => ({ label, grams: round1(grams) });

/** One ounce, which every food offers (US labels and US cooks weigh in ounces). */
export const OUNCE = p('oz', GRAMS_PER_OUNCE);

/**
 * The portions in order (the first is what "2 roti" or "an egg" means), without two of the same label, without
 * absurd ones (under 1 g or over 1.5 kg), at most eight, and always with an ounce.
 */
export function finishPortions(portions: Portion[]): Portion[] {
  const seen = new Set<string>();
  const out: Portion[] = [];
  for (const portion of [...portions, OUNCE]) {
    const label = portion.label.trim();
    if (seen.has(label) || !(portion.grams >= 1 && portion.grams <= 1500)) continue;
    seen.add(label);
    out.push({ label, grams: round1(portion.grams) });
  }
  // An ounce stays where it was put (first, for a steak), else last; at most eight in all.
  const ounce = out.findIndex((portion) => portion.label === 'oz');
  if (ounce <= 0) return out.slice(0, 8);
  const rest = out.filter((portion) => portion.label !== 'oz').slice(0, 7);
  return [...rest, out[ounce] ?? OUNCE];
}

/** INDB's serving units (125 spellings) as our labels; undefined where the unit is not a household measure. */
export function indbServingLabel(unit: string): string | undefined {
  const u = unit.trim().toLowerCase();
  if (u === '' || ['jar', 'glass jar', 'half-pints', 'box', 'ml', 'gm', 'small'].includes(u))
    return undefined;
  if (['bowl', 'curry bowl', 'soup bowl'].includes(u)) return 'bowl';
  if (u === 'small bowl') return 'small bowl';
  if (['plate', 'dish', 'shallow dish', 'casserole dish', 'small casserole dish', 'portion'].includes(u)) {
    return 'plate';
  }
  if (u === 'small plate') return 'small plate';
  if (u === 'tea cup') return 'tea cup';
  if (['cup', 'ice cream cup', 'ice-cream cup', 'souffle cup'].includes(u)) return 'cup';
  if (u === 'tall glass') return 'tall glass';
  if (['glass', 'juice glass', 'tall stemmed glass', 'sundae glass'].includes(u)) return 'glass';
  if (u === 'tablespoon') return 'tbsp';
  if (u === 'teaspoon') return 'tsp';
  if (u === 'slice' || u === 'large slice') return 'slice';
  if (['souffle dish', 'small mould'].includes(u)) return 'serving';
  // A bread, a samosa, a ladoo, an egg: counted by the piece.
  return 'piece';
}
