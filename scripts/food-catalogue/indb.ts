// The Indian Nutrient Databank (INDB 2024.11, Anuvaad Solutions): 1,014 Indian dishes as cooked and served, each row
// checked before use. Rows whose frying oil was counted in full are corrected; rows that contradict themselves or
// are not what an adult logs are withheld; the reasons go into the build report (docs/food-data-checks.md).
import { PORTION_ML } from '../../src/domain/food-portions';
import { csvRecords, num } from './csv';
import {
  atwaterKcal,
  energyDisagrees,
  round1,
  roundMacros,
  type BuiltFood,
  type FoodKind,
  type Macros,
  type Portion,
} from './model';
import { finishPortions, indbServingLabel, p, standardPortions, type DensityClass } from './portions';

export interface IndbNote {
  code: string;
  name: string;
  action: 'corrected' | 'withheld' | 'serving dropped';
  reason: string;
  before?: Macros;
  after?: Macros;
}

/** Rows the notes and our own reading found wrong in ways no general rule catches, with why. */
const WITHHELD: Record<string, string> = {
  BFP148:
    'plain dosa at 381 kcal and 64 g carbohydrate per 100 g is the dry batter, not a cooked dosa (masala dosa: 165); our recipe TF005 replaces it',
  BFP044:
    'poha at 295 kcal per 100 g in a 55 g bowl is the dry flakes with the oil, not soaked and cooked poha; our recipe TF006 replaces it',
  BFP144:
    'plain khichdi at 57 kcal per 100 g in a 574 g small bowl is far more water than a khichdi holds; our recipe TF007 replaces it',
  OSR155:
    "maa chaane ki dal at 345 kcal per 100 g in an 81 g bowl is the raw pulses' energy, not a cooked dal; our dal recipes replace it",
  BFP554: 'rice dal porridge for infants at 383 kcal per 100 g in a 33 g serving is a dry premix',
};

/** Infant and supplementary feeding preparations (BFP546-BFP560): not dishes an adult logs. */
const INFANT_FOODS = /^BFP5(4[6-9]|5\d|60)$/;

const INTRINSICALLY_FATTY =
  /mayonnaise|dressing|baghar|tadka|pickle|achaar|achar|chutney|sauce|icing|salad|pastry|dip|coconut|peanut|walnut|almond|cashew|butter|cream|ice cream|cookie|biscuit|burfi|ladoo|cake|kulfi|chocolate/i;
const SALTY_BY_NATURE = /pickle|achaar|achar|masala|sauce|chutney|panch phoran|powder|ketchup/i;

const SNACK = /chips|\bsev\b|papdi|murukku|mathri|namak paras|khasta/i;
const SHALLOW_FRIED = /cheela|chilla|uttapam|appam|toast|pancake|parantha|paratha/i;
const DEEP_FRIED =
  /pakora|pakoda|samosa|kachori|poori|puri\b|bhatura|vada|bonda|cutlet|kebab|kabab|tikki|spring roll|fritter|gunjia|gujia|ghujia|malpua|mal pua|mango malpua|jamun|scotch egg|balls|fried|aigrette|muthia|orly|fish finger|bread roll|chops|crispy|manchurian|gobi 65|kofta|seekh/i;

/**
 * Fat kept per gram of the finished dish when frying oil was counted in full: chips and namkeen hold about 30%, a
 * deep-fried snack or sweet about 20%, a shallow-fried bread or pancake about 12%, a curry, rice or raita with fried
 * pieces in it about 10% (published oil uptake of Indian fried foods runs 8-40% of the product's weight).
 */
function retainedFat(name: string): number {
  if (
    /curry|raita|pulao|rice|soup|korma|chaman|yakhni|kadhi|bhalla|dahi vada|chaat|chat\b|bhel|sabzi|sweet and sour|dum aloo|tomato fish|creamed/i.test(
      name,
    )
  ) {
    return 0.1;
  }
  if (SNACK.test(name) && !/fish/i.test(name)) return 0.3;
  if (SHALLOW_FRIED.test(name)) return 0.12;
  if (DEEP_FRIED.test(name)) return 0.2;
  return 0.1;
}

/**
 * A row whose fat was counted with all the frying oil: keep everything that is not fat, and as much fat as such a
 * food holds. Answers the corrected macros and the factor by which a serving's grams shrink.
 */
function withoutFryingOil(m: Macros, name: string): { macros: Macros; massFactor: number } {
  const nonFat = 100 - m.fat;
  const share = retainedFat(name);
  const fat = (share * nonFat) / (1 - share);
  const mass = nonFat + fat;
  const scale = 100 / mass;
  const macros = {
    protein: m.protein * scale,
    carbs: m.carbs * scale,
    fat: fat * scale,
    fiber: m.fiber * scale,
    sodium: m.sodium * scale,
    calories: 0,
  };
  macros.calories = atwaterKcal(macros);
  return { macros, massFactor: mass / 100 };
}

/** "Hot tea (Garam Chai)" -> name "Hot tea", local names ["Garam Chai"]; qualifiers such as "(toasted)" stay. */
export function splitIndbName(full: string): { name: string; localNames: string[] } {
  const groups: string[] = [];
  let depth = 0;
  let current = '';
  let outside = '';
  for (const c of full.trim()) {
    if (c === '(') {
      if (depth === 0) current = '';
      else current += c;
      depth++;
    } else if (c === ')' && depth > 0) {
      depth--;
      if (depth === 0) groups.push(current.trim());
      else current += c;
    } else if (depth > 0) current += c;
    else outside += c;
  }
  const localNames: string[] = [];
  const qualifiers: string[] = [];
  for (const group of groups) {
    const isQualifier =
      /^[a-z]/.test(group) || /^(Indian|English) (s|S)tyle$/.test(group) || /^with /i.test(group);
    if (isQualifier) qualifiers.push(group);
    else {
      for (const part of group.replace(/[()]/g, '').split(/[/;,]/)) {
        const local = part.trim();
        if (local.length > 1 && !localNames.includes(local)) localNames.push(local);
      }
    }
  }
  const base = outside.replace(/\s+/g, ' ').trim();
  const name = [base, ...qualifiers.map((q) => `(${q})`)].join(' ');
  return { name, localNames };
}

const DRINK =
  /\b(tea|chai|coffee|cocoa|lassi|shake|milkshake|juice|sharbat|drink|punch|cooler|lemonade|canjee|thandai|smoothie|jal jeera|egg nog|gingo|mintade|milk|kehwa|lem-o-gin|iced)\b/i;

const SWEET = /\b(kheer|payasam|halwa|shrikhand|rabri|rabdi|phirni|custard|mousse|basundi|pudding|sheera|kesari)\b/;
const GRAIN =
  /\b(rice|pulao|pulav|biryani|biriyani|khichdi|khichri|khitchdi|upma|poha|dalia|daliya|chowmein|noodles?|pasta|macaroni|spaghetti|bhaat|tahar|bath|puttu|couscous|penne|fettuccine|lasagne|sadam|annam)\b/;
const CURRY =
  /\b(dal|daal|curry|soup|sambar|rasam|kadhi|raita|stew|korma|makhani|makhanwala|yakhni|stock|consomme|dalma|saag|josh|gravy|salan|butter chicken|chole|rajma|spinach paneer|palak|butter sauce|kofta curry)\b/;
/** A dish named for its main ingredient in a sauce ("Paneer in butter sauce") is a curry, not a spoonful of sauce. */
const MAIN = /\b(paneer|chicken|mutton|fish|egg|prawn|kofta|aloo|potato|chana|vegetables?)\b/;

/** A dish's density class from its name, and its INDB serving unit for what is eaten by the piece. */
function textureOf(name: string, unit: string): DensityClass {
  const n = name.toLowerCase();
  if (
    /chutney|pickle|achaar|achar|sauce|\bjam\b|jelly|murabba|marmalade|preserves|\bdip\b|dressing|mayonnaise|icing|frosting|filling|ketchup|puree|masala\b(?! dosa)|baghar|tadka|squash|premix|candy/.test(
      n,
    ) &&
    !CURRY.test(n) &&
    !MAIN.test(n)
  ) {
    return 'paste';
  }
  if (SWEET.test(n)) return 'sweet';
  if (DRINK.test(n) && !CURRY.test(n)) return 'drink';
  const label = indbServingLabel(unit);
  // Served by the piece: a vada, a kofta, a cutlet (a curry served "by the large piece" is curated: curation.ts).
  if (label === 'piece' || label === 'slice') return 'count';
  if (GRAIN.test(n) && !/\b(kheer|idli|dosa|cake|flour)\b/.test(n)) return 'grain';
  if (CURRY.test(n)) return 'curry';
  return 'dry';
}

/** The most one household measure holds; a serving above it is taken as a slip (a 450 g tea cup of coffee). */
const SERVING_MAX_GRAMS: Record<string, number> = {
  'tea cup': 250,
  cup: 300,
  glass: 350,
  'tall glass': 500,
  bowl: 500,
  'small bowl': 300,
  plate: 600,
  'small plate': 300,
  tbsp: 30,
  tsp: 10,
  piece: 400,
  slice: 250,
};

/** Western dishes of the cookery manuals that few people log; ranked after the everyday ones. */
const RARE =
  /souffle|aspic|mould|flan|gateau|consomme|aigrette|charlotte|melba|orly|au gratin|fricassee|swan|meringue|pavlova|triffle|alaska|bavarian|whip|fool|victorian|dundee|christmas|queen of pudding|towers|canjee|ducheese|nest|rousse|snowballs|horns?\b|shells|straws|stock|infant/i;

export function readIndb(csv: string): { foods: BuiltFood[]; notes: IndbNote[]; rows: number } {
  const foods: BuiltFood[] = [];
  const notes: IndbNote[] = [];
  const records = csvRecords(csv);
  for (const row of records) {
    const code = (row.food_code ?? '').trim();
    const full = (row.food_name ?? '').trim();
    if (!/^[A-Z]{3}\d{3}$/.test(code)) continue;
    const { name, localNames } = splitIndbName(full);
    const listed: Macros = {
      calories: num(row.energy_kcal),
      protein: num(row.protein_g),
      carbs: num(row.carb_g),
      fat: num(row.fat_g),
      fiber: num(row.fibre_g),
      sodium: num(row.sodium_mg),
    };
    const note = (action: IndbNote['action'], reason: string, extra: Partial<IndbNote> = {}) =>
      notes.push({ code, name: full, action, reason, ...extra });

    const explicit = WITHHELD[code];
    if (explicit) {
      note('withheld', explicit, { before: roundMacros(listed) });
      continue;
    }
    if (INFANT_FOODS.test(code)) {
      note('withheld', 'an infant or supplementary feeding preparation, not a dish an adult logs');
      continue;
    }
    if (energyDisagrees(listed.calories, listed)) {
      note(
        'withheld',
        `listed energy ${Math.round(listed.calories)} kcal against ${Math.round(atwaterKcal(listed))} kcal from its macros` +
          (listed.sodium > 2000 ? `, and ${Math.round(listed.sodium)} mg sodium per 100 g` : ''),
        { before: roundMacros(listed) },
      );
      continue;
    }
    if (listed.sodium > 2500 && !SALTY_BY_NATURE.test(full)) {
      note(
        'withheld',
        `${Math.round(listed.sodium)} mg sodium per 100 g, far beyond any dish (a salt or stock amount entered wrongly)`,
        { before: roundMacros(listed) },
      );
      continue;
    }

    let per100g = listed;
    let energy: BuiltFood['energy'] = 'listed';
    let massFactor = 1;
    const fatShare = (9 * listed.fat) / Math.max(1, listed.calories);
    if (listed.fat > 25 && fatShare > 0.75 && !INTRINSICALLY_FATTY.test(full)) {
      const fixed = withoutFryingOil(listed, full);
      per100g = fixed.macros;
      massFactor = fixed.massFactor;
      energy = 'corrected';
      note(
        'corrected',
        `${round1(listed.fat)} g fat per 100 g (${Math.round(fatShare * 100)}% of its energy): the frying oil was counted in full; kept ${Math.round(retainedFat(full) * 100)}% fat in the finished dish`,
        { before: roundMacros(listed), after: roundMacros(per100g) },
      );
    }

    const unit = row.servings_unit ?? '';
    const servingKcal = num(row.unit_serving_energy_kcal);
    const texture = textureOf(full, unit);
    const portions: Portion[] = [];
    const label = indbServingLabel(unit);
    // A volume serving (INDB's bowl of 120 g or 401 g) is not kept: the one table gives every volume (docs/food-data.md).
    if (label && PORTION_ML[label] === undefined && servingKcal > 0 && listed.calories > 0) {
      const grams = round1((servingKcal / listed.calories) * 100 * massFactor);
      if (grams >= 3 && grams <= (SERVING_MAX_GRAMS[label] ?? 700)) portions.push(p(label, grams));
      else note('serving dropped', `one ${unit} of ${grams} g is not a serving anyone eats`);
    }
    portions.push(...standardPortions(texture));

    const kind: FoodKind = texture === 'paste' && !label ? 'ready' : 'dish';
    foods.push({
      code,
      name,
      localNames,
      aliases: [],
      source: 'indb2024',
      group: 'Indian dishes',
      kind,
      common: RARE.test(full) ? 1 : 2,
      per100g: roundMacros(per100g),
      energy,
      portions: finishPortions(portions),
      density: texture,
    });
  }
  return { foods, notes, rows: records.length };
}
