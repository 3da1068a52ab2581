// USDA National Nutrient Database for Standard Reference, release 26 (public domain), as the CSV files Rscript wrote
// from the hadley/usdanutrients data: everyday US foods with their household portions (1 large egg = 50 g).
import { csvRecords, num } from './csv';
import { OUNCE, finishPortions, p } from './portions';
import {
  atwaterKcal,
  energyDisagrees,
  roundMacros,
  type BuiltFood,
  type FoodKind,
  type Macros,
  type Portion,
} from './model';

/** SR nutrient numbers. */
const NUTRIENT = {
  kcal: '208',
  protein: '203',
  fat: '204',
  carbs: '205',
  fiber: '291',
  sodium: '307',
} as const;
/** Baby foods and the American Indian/Alaska Native foods are left out: not what our subscribers log. */
const LEFT_OUT_GROUPS = new Set(['300', '3500']);

export interface UsdaCheck {
  code: string;
  name: string;
  listedKcal: number;
  atwaterKcal: number;
  action: 'kept listed' | 'computed';
}

export const usdaCode = (foodId: string) => `US${foodId.padStart(5, '0')}`;

/** SR's portion description ("cup, chopped", "large", "slice (1 oz)") as one of our labels; undefined to drop it. */
export function usdaPortionLabel(desc: string, foodName: string, grams: number): string | undefined {
  const d = desc
    .toLowerCase()
    .trim()
    .replace(/^each\s+/, '');
  const word = d.split(/[ ,(]/)[0] ?? '';
  if (/^(fl oz|fluid ounce)/.test(d)) return 'fl oz';
  if (/^(oz|ounce)/.test(d)) return 'oz';
  if (/^cup/.test(d)) return 'cup';
  if (/^(tbsp|tablespoon)/.test(d)) return 'tbsp';
  if (/^(tsp|teaspoon)/.test(d)) return 'tsp';
  if (/^slice/.test(d)) return 'slice';
  if (/^(extra large|jumbo)/.test(d)) return 'extra large';
  if (/^large/.test(d)) return 'large';
  if (/^medium/.test(d)) return 'medium';
  if (/^small/.test(d)) return 'small';
  if (/^scoop/.test(d)) return 'scoop';
  if (/^(serving|nlea serving|order)/.test(d)) return 'serving';
  if (/^container/.test(d)) return grams <= 250 ? 'container' : undefined;
  if (/^(breast|drumstick|thigh|wing|leg)\b/.test(d)) return word;
  if (
    /^(piece|pieces|item|items|cookie|cookies|cracker|crackers|bar|sandwich|egg|muffin|bagel|biscuit|roll|bun|tortilla|pancake|waffle|taco|burrito|doughnut|donut|fruit|nugget|pizza|patty|link|sausage|fillet|chop|wedge|shrimp|nut|kernel|berry|date|fig)\b/.test(
      d,
    )
  ) {
    return 'piece';
  }
  // "avocado, NS as to Florida or California", "pita, large": one of the food itself.
  if (word.length > 2 && foodName.toLowerCase().includes(word.replace(/e?s$/, ''))) return 'piece';
  return undefined;
}

function kindOf(group: string, name: string): FoodKind {
  const n = name.toLowerCase();
  const cooked =
    /cooked|roasted|baked|fried|boiled|grilled|broiled|stewed|braised|steamed|prepared|scrambled|poached|toasted|microwaved|heated|ready-to-eat|canned/.test(
      n,
    );
  if (['2100', '2200', '3600', '600'].includes(group) || cooked) return 'dish';
  // Grains and pulses are cooked before they are eaten unless the name says otherwise.
  if (['1600', '2000'].includes(group)) return 'raw';
  const needsCooking = ['500', '700', '1000', '1300', '1500', '1700'].includes(group);
  if (needsCooking && /\braw\b|uncooked|unprepared/.test(n)) return 'raw';
  if (group === '800' && /\bdry\b/.test(n)) return 'raw';
  return 'ready';
}

export function readUsda(files: { food: string; nutrient: string; weight: string; foodGroup: string }): {
  foods: BuiltFood[];
  checks: UsdaCheck[];
  rows: number;
} {
  const groups = new Map(csvRecords(files.foodGroup).map((g) => [g.grp_id ?? '', g.group ?? '']));
  const values = new Map<string, Map<string, number>>();
  for (const row of csvRecords(files.nutrient)) {
    const id = row.food_id ?? '';
    let of = values.get(id);
    if (!of) values.set(id, (of = new Map<string, number>()));
    of.set(row.nutr_id ?? '', num(row.value));
  }
  const names = new Map(csvRecords(files.food).map((f) => [f.food_id ?? '', f.food ?? '']));
  const portionsOf = new Map<string, Portion[]>();
  for (const row of csvRecords(files.weight)) {
    const id = row.food_id ?? '';
    const amount = num(row.amount);
    const grams = num(row.weight);
    if (amount <= 0 || grams <= 0) continue;
    const label = usdaPortionLabel(row.desc ?? '', names.get(id) ?? '', grams / amount);
    if (!label) continue;
    const list = portionsOf.get(id) ?? [];
    list.push(p(label, grams / amount));
    portionsOf.set(id, list);
  }

  const foods: BuiltFood[] = [];
  const checks: UsdaCheck[] = [];
  const records = csvRecords(files.food);
  for (const row of records) {
    const id = row.food_id ?? '';
    const group = row.grp_id ?? '';
    if (LEFT_OUT_GROUPS.has(group)) continue;
    const portions = portionsOf.get(id);
    if (!portions || portions.length === 0) continue;
    const v = values.get(id) ?? new Map<string, number>();
    const fiber = v.get(NUTRIENT.fiber) ?? 0;
    const m: Macros = {
      calories: v.get(NUTRIENT.kcal) ?? 0,
      protein: v.get(NUTRIENT.protein) ?? 0,
      // SR's carbohydrate is by difference and includes fibre; the catalogue counts available carbohydrate.
      carbs: Math.max(0, (v.get(NUTRIENT.carbs) ?? 0) - fiber),
      fat: v.get(NUTRIENT.fat) ?? 0,
      fiber,
      sodium: v.get(NUTRIENT.sodium) ?? 0,
    };
    const name = row.food ?? '';
    const code = usdaCode(id);
    let energy: BuiltFood['energy'] = 'listed';
    if (!v.has(NUTRIENT.kcal)) {
      m.calories = atwaterKcal(m);
      energy = 'computed';
      checks.push({ code, name, listedKcal: 0, atwaterKcal: Math.round(m.calories), action: 'computed' });
    } else if (energyDisagrees(m.calories, m)) {
      // SR computes energy with food-specific factors and counts alcohol: its figure stands, and is reported.
      checks.push({
        code,
        name,
        listedKcal: Math.round(m.calories),
        atwaterKcal: Math.round(atwaterKcal(m)),
        action: 'kept listed',
      });
    }
    const drink = group === '1400' || /^milk\b/i.test(name);
    const cup = portions.find((portion) => portion.label === 'cup');
    const extra = drink && cup ? [p('glass', (cup.grams * 250) / 240)] : [];
    // Survey foods (FNDDS) are what Americans report eating; offal and odd parts are rarely logged.
    const odd =
      /\b(feet|gizzard|giblets|liver|skin|neck|back|heart|kidneys?|brain|tongue|tripe|spleen|lungs?|meatless|imitation|human|infant)\b/i;
    const common = odd.test(name) ? 0 : row.survey === 'TRUE' ? 2 : 1;
    foods.push({
      code,
      name,
      localNames: [],
      aliases: (row.common ?? '')
        .split(',')
        .map((a) => a.trim())
        .filter((a) => a.length > 2 && !/usda commodity|includes/i.test(a)),
      source: 'usda-sr26',
      group: groups.get(group) ?? '',
      kind: kindOf(group, name),
      common: /[A-Z]{4,}/.test(name.replace(/\bUSDA\b/g, '')) ? Math.min(common, 1) : common,
      per100g: roundMacros(m),
      energy,
      portions: finishPortions([...orderPortions(portions), ...extra, OUNCE]),
    });
  }
  return { foods, checks, rows: records.length };
}

/** A count (a large egg, a slice, a piece) first: it is what "2 eggs" means; then cups and spoons. */
function orderPortions(portions: Portion[]): Portion[] {
  const rank = (label: string) =>
    [
      'large',
      'medium',
      'piece',
      'slice',
      'breast',
      'drumstick',
      'thigh',
      'wing',
      'leg',
      'scoop',
      'serving',
    ].includes(label)
      ? 0
      : ['small', 'extra large'].includes(label)
        ? 1
        : label === 'cup'
          ? 2
          : 3;
  return [...portions].sort((a, b) => rank(a.label) - rank(b.label));
}
