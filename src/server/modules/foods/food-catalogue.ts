// The food catalogue in memory: read once at start from the compact file `npm run foods:build` writes (IFCT 2017,
// INDB 2024.11, USDA SR26 and our recipes; docs/food-data.md), looked up by code and searched by FoodIndex.
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { FOOD_KINDS, type Food } from '../../../contracts/foods';
import { FoodIndex, type IndexedFood, type Ranked } from './food-index';

const CATALOGUE_SOURCES = ['ifct2017', 'indb2024', 'usda-sr26', 'tiffin'] as const;

const rowSchema = z.tuple([
  z.string(), // code
  z.string(), // name
  z.array(z.string()), // localNames
  z.array(z.string()), // aliases
  z.enum(CATALOGUE_SOURCES),
  z.number().int(), // group index
  z.enum(FOOD_KINDS),
  z.number().int(), // common
  z.number(), // calories
  z.number(), // protein
  z.number(), // carbs
  z.number(), // fat
  z.number(), // fiber
  z.number(), // sodium
  z.enum(['listed', 'computed', 'corrected']),
  z.array(z.union([z.string(), z.number()])), // portions: label, grams, label, grams...
]);

const fileSchema = z.object({
  format: z.literal(1),
  sources: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      version: z.string(),
      sha256: z.string(),
      citation: z.string(),
    }),
  ),
  groups: z.array(z.string()),
  foods: z.array(z.unknown()),
});

export interface CatalogueSource {
  id: string;
  title: string;
  version: string;
  sha256: string;
  citation: string;
}

export interface FoodCatalogue {
  readonly size: number;
  readonly sources: readonly CatalogueSource[];
  find(code: string): Food | undefined;
  search(query: string, options: Parameters<FoodIndex['rank']>[1]): Ranked[];
}

type Row = z.infer<typeof rowSchema>;
const SOURCE_SET = new Set<string>(CATALOGUE_SOURCES);
const KIND_SET = new Set<string>(FOOD_KINDS);
const ENERGY_SET = new Set<string>(['listed', 'computed', 'corrected']);
function isStrings(v: unknown): v is string[] {
  if (!Array.isArray(v)) return false;
  for (const x of v) if (typeof x !== 'string') return false;
  return true;
}

/** label, grams, label, grams... */
function isPortions(v: unknown): boolean {
  if (!Array.isArray(v) || v.length % 2 !== 0) return false;
  for (let k = 0; k < v.length; k += 2) {
    if (typeof v[k] !== 'string' || typeof v[k + 1] !== 'number') return false;
  }
  return true;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** A row of the file, its fields' types checked as rowSchema would. */
function checkRow(raw: unknown, i: number): Row {
  const ok =
    Array.isArray(raw) &&
    raw.length === 16 &&
    typeof raw[0] === 'string' &&
    typeof raw[1] === 'string' &&
    isStrings(raw[2]) &&
    isStrings(raw[3]) &&
    SOURCE_SET.has(raw[4] as string) &&
    Number.isInteger(raw[5]) &&
    KIND_SET.has(raw[6] as string) &&
    Number.isInteger(raw[7]) &&
    isFiniteNumber(raw[8]) &&
    isFiniteNumber(raw[9]) &&
    isFiniteNumber(raw[10]) &&
    isFiniteNumber(raw[11]) &&
    isFiniteNumber(raw[12]) &&
    isFiniteNumber(raw[13]) &&
    ENERGY_SET.has(raw[14] as string) &&
    isPortions(raw[15]);
  if (!ok) throw new Error(`food catalogue row ${i} is malformed`);
  return raw as Row;
}

/** The food of a row of the file. */
function foodOf(row: Row, groups: readonly string[]): Food {
  const [
    code,
    name,
    localNames,
    ,
    source,
    group,
    kind,
    ,
    calories,
    protein,
    carbs,
    fat,
    fiber,
    sodium,
    energySource,
    flat,
  ] = row;
  const portions: Food['portions'] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) {
    portions.push({ label: String(flat[i]), grams: Number(flat[i + 1]) });
  }
  return {
    code,
    name,
    localNames,
    source,
    group: groups[group] ?? '',
    kind,
    per100g: { calories, protein, carbs, fat, fiber, sodium },
    portions,
    energySource,
  };
}

/** The file's rows, checked, with its groups and sources. */
export function parseCatalogue(text: string): { rows: Row[]; groups: string[]; sources: CatalogueSource[] } {
  const file = fileSchema.parse(JSON.parse(text));
  // The first row through zod, the rest by a quick check of each field's type (zod on 9,000 rows costs seconds).
  if (file.foods.length > 0) rowSchema.parse(file.foods[0]);
  return { rows: file.foods.map(checkRow), groups: file.groups, sources: file.sources };
}

/** What the search index reads of each row. */
export function indexedFoods(rows: readonly Row[]): IndexedFood[] {
  return rows.map(([code, name, localNames, aliases, , , kind, common]) => ({
    code,
    name,
    localNames,
    aliases,
    kind,
    common,
  }));
}

export function buildCatalogue(text: string): FoodCatalogue {
  const { rows, groups, sources } = parseCatalogue(text);
  const byCode = new Map(rows.map((row, i) => [row[0], i]));
  // Rows stay as the file has them; a food object is made the first time it is answered and kept (the foods people
  // search for are a few hundred of the 9,000: a few MB at most, and searches stop making garbage of them).
  const made: (Food | undefined)[] = [];
  const foodAt = (i: number) => {
    const known = made[i];
    if (known) return known;
    const row = rows[i];
    if (!row) return undefined;
    // Frozen: every caller shares it from now on.
    const food = foodOf(row, groups);
    for (const portion of food.portions) Object.freeze(portion);
    Object.freeze(food.portions);
    Object.freeze(food.per100g);
    Object.freeze(food.localNames);
    made[i] = Object.freeze(food);
    return food;
  };
  const index = new FoodIndex(indexedFoods(rows), foodAt);
  return {
    size: index.size,
    sources,
    find: (code) => {
      const i = byCode.get(code);
      return i === undefined ? undefined : foodAt(i);
    },
    search: (query, options) => index.rank(query, options),
  };
}

/**
 * The catalogue of a file, read and indexed on first use and then shared by every app of the process: it never
 * changes while the process runs, and each test's app would otherwise pay the second it takes to index 9,000 foods.
 */
const loaded = new Map<string, FoodCatalogue>();
export function catalogueFrom(file: string): () => FoodCatalogue {
  return () => {
    let catalogue = loaded.get(file);
    if (!catalogue) {
      catalogue = buildCatalogue(readFileSync(file, 'utf8'));
      loaded.set(file, catalogue);
    }
    return catalogue;
  };
}
