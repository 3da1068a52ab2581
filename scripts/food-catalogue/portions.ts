// Household portions for each food: the source's own serving where it is sane, then the everyday measures that suit the
// food's texture (a katori of dal holds more grams than a katori of rice), and an ounce for everything.
import { GRAMS_PER_OUNCE } from '../../src/domain/food-portions';
import { round1, type Portion } from './model';

/**
 * How a food fills a measure. liquid: drinks, dals, curries, soups, kheer (about 1 g per ml); grain: cooked rice and
 * its dishes, upma, poha (about 0.66 g per ml: a US cup of cooked rice is 158 g); dry: a dry sabzi, bhurji, salad
 * (about 0.6 g per ml); paste: chutneys, pickles, sauces, jams (spoons only); count: breads, snacks and sweets, eaten
 * by the piece.
 */
export type Texture = 'liquid' | 'grain' | 'dry' | 'paste' | 'count';

const KATORI_ML = 150;
const CUP_ML = 240;
const GLASS_ML = 250;
const TBSP_ML = 15;
const TSP_ML = 5;
const DENSITY: Record<Exclude<Texture, 'count'>, number> = { liquid: 1, grain: 0.66, dry: 0.6, paste: 1.1 };

/** The everyday measures of a texture with their grams. */
export function standardPortions(texture: Texture, options: { drink?: boolean } = {}): Portion[] {
  if (texture === 'count') return [];
  const d = DENSITY[texture];
  const g = (ml: number) => round1(ml * d);
  if (texture === 'paste') return [p('tbsp', g(TBSP_ML)), p('tsp', g(TSP_ML))];
  if (options.drink) return [p('glass', g(GLASS_ML)), p('cup', g(CUP_ML)), p('tbsp', g(TBSP_ML))];
  return [p('katori', g(KATORI_ML)), p('cup', g(CUP_ML)), p('tbsp', g(TBSP_ML))];
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
