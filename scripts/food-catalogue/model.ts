// The shape of a food on its way into the catalogue file, and the rounding and energy checks every source goes through.
import type { DensityClass } from '../../src/domain/food-portions';

export type SourceId = 'ifct2017' | 'indb2024' | 'usda-sr26' | 'tiffin';
/** dish: cooked or prepared, as eaten; ready: eaten as it comes (fruit, milk, bread, nuts); raw: an ingredient to cook. */
export type FoodKind = 'dish' | 'ready' | 'raw';
/** listed: the source's energy; computed: from the macros (missing or far off); corrected: the row was fixed (docs). */
export type EnergySource = 'listed' | 'computed' | 'corrected';

export interface Macros {
  calories: number;
  protein: number;
  /** Available carbohydrate (without fibre), as IFCT and INDB give it; USDA's by-difference minus fibre. */
  carbs: number;
  fat: number;
  fiber: number;
  /** mg */
  sodium: number;
}

export interface Portion {
  label: string;
  grams: number;
}

export interface BuiltFood {
  code: string;
  name: string;
  localNames: string[];
  /** Other names people type: synonyms, transliterations, everyday names. */
  aliases: string[];
  source: SourceId;
  group: string;
  kind: FoodKind;
  /** 3: a staple people log every day; 2: a common dish or everyday food; 1: an ingredient; 0: rare. */
  common: number;
  per100g: Macros;
  energy: EnergySource;
  portions: Portion[];
  /** How it fills a katori or a cup (build only; domain/food-portions.ts), where its source says. */
  density?: DensityClass;
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;

/** kcal of the macros by Atwater's general factors: 4 protein, 4 available carbohydrate, 9 fat, 2 fibre (FAO 2003). */
export function atwaterKcal(m: Pick<Macros, 'protein' | 'carbs' | 'fat' | 'fiber'>): number {
  return 4 * m.protein + 4 * m.carbs + 9 * m.fat + 2 * m.fiber;
}

/** Whether listed energy and the macros' disagree: more than 20% and more than 25 kcal per 100 g apart. */
export function energyDisagrees(listedKcal: number, m: Pick<Macros, 'protein' | 'carbs' | 'fat' | 'fiber'>) {
  const computed = atwaterKcal(m);
  const gap = Math.abs(listedKcal - computed);
  return gap > 25 && gap > 0.2 * Math.max(listedKcal, computed);
}

export function roundMacros(m: Macros): Macros {
  return {
    calories: Math.round(m.calories),
    protein: round1(m.protein),
    carbs: round1(m.carbs),
    fat: round1(m.fat),
    fiber: round1(m.fiber),
    sodium: Math.round(m.sodium),
  };
}
