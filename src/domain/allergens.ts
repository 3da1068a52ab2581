// The FDA's nine major food allergens (FALCPA 2004, FASTER Act 2021) found in a dish's ingredients by their names and
// food groups, and the "Contains:" statement that names each, with the kind for fish, shellfish and tree nuts.

export const FDA_ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'crustacean shellfish',
  'tree nuts',
  'peanuts',
  'wheat',
  'soybeans',
  'sesame',
] as const;
export type Allergen = (typeof FDA_ALLERGENS)[number];

/** An ingredient as the allergen rules read it: its catalogue name and food group. */
export interface AllergenSource {
  name: string;
  group: string;
}

/** What one ingredient brings: each allergen, with its kind where the FDA asks for it (fish, shellfish, tree nuts). */
export interface AllergenFinding {
  allergen: Allergen;
  kind: string | null;
}

const TREE_NUTS = [
  'almond',
  'cashew',
  'pistachio',
  'walnut',
  'pecan',
  'hazelnut',
  'macadamia',
  'brazil nut',
  'pine nut',
  'chestnut',
] as const;
const FISH = [
  'salmon',
  'tuna',
  'mackerel',
  'sardine',
  'pomfret',
  'hilsa',
  'rohu',
  'catla',
  'tilapia',
  'anchovy',
  'cod',
  'trout',
  'snapper',
  'catfish',
  'cat fish',
  'pangas',
  'basa',
] as const;
const SHELLFISH = ['shrimp', 'prawn', 'crab', 'lobster', 'crayfish'] as const;

const MILK_WORDS =
  /\b(milk|ghee|butter|paneer|dahi|curd|yog(h)?urt|cream|khoa|khoya|cheese|whey|buttermilk|lassi|raita|kheer|malai|casein|chhena|rabri|kulfi)\b/;
/** Plant "milks" and "butters" that are not milk. */
const NOT_MILK =
  /\b(coconut milk|almond milk|soy(a)? milk|oat milk|rice milk|peanut butter|nut butter|seed butter|cocoa butter|butter beans?|apple butter)\b|\bbutter(nut|fly)\b/;
const WHEAT_WORDS =
  /\b(wheat|atta|maida|semolina|sooji|suji|bulgur|vermicelli|seviyan|roti|chapat(t)?i|phulka|paratha|parantha|naan|kulcha|bhatura|poori|puri|bread|pasta|noodles?|couscous|seitan|durum|spelt|boondi)\b/;
const SOY_WORDS = /\b(soy|soya|soybeans?|soyabeans?|tofu|edamame|tempeh|miso)\b/;
const SESAME_WORDS = /\b(sesame|gingelly|til|tahini)\b/;
const PEANUT_WORDS = /\b(peanuts?|groundnuts?|ground nut)\b/;
const EGG_WORDS = /\b(eggs?|omelet(te)?|omlet|mayonnaise)\b/;
/** Highly refined oils are not major food allergens (FALCPA); cold-pressed sesame oil is, so it is not listed. */
const REFINED_OIL = /\b(groundnut|peanut|soy(a)?bean|soy)\b.*\boil\b/;
/** Gram flour (besan) is chickpea, not wheat; boondi is made of it. */
const GRAM_FLOUR = /\b(gram flour|besan|chickpea flour)\b/;

const FISH_GROUPS = new Set([
  'Marine Fish',
  'Fresh Water Fish and Shellfish',
  'Finfish and Shellfish Products',
]);
const SHELLFISH_GROUPS = new Set(['Marine Shellfish']);
const MILK_GROUPS = new Set(['Milk and Milk Products']);
const EGG_GROUPS = new Set(['Egg and Egg Products']);

function firstOf(words: readonly string[], text: string): string | null {
  for (const word of words) if (new RegExp(`\\b${word}`).test(text)) return word;
  return null;
}

/** The allergens one ingredient brings, read from its name and group. */
export function allergensOf(source: AllergenSource): AllergenFinding[] {
  const name = source.name.toLowerCase();
  const found: AllergenFinding[] = [];
  const add = (allergen: Allergen, kind: string | null = null) => {
    if (!found.some((f) => f.allergen === allergen)) found.push({ allergen, kind });
  };
  const refinedOil = REFINED_OIL.test(name);

  const shellfish = firstOf(SHELLFISH, name);
  if (shellfish || /\bcrustaceans?\b/.test(name) || SHELLFISH_GROUPS.has(source.group)) {
    if (!/\b(oyster|clam|squid|octopus|mussel|scallop)\b/.test(name)) add('crustacean shellfish', shellfish);
  }
  const fish = firstOf(FISH, name);
  if (fish || /\bfish\b/.test(name) || (FISH_GROUPS.has(source.group) && !shellfish)) {
    if (!/\b(crustaceans?|mollus[ck]s?)\b/.test(name) && !shellfish) add('fish', fish ?? firstWord(name));
  }
  const treeNut = firstOf(TREE_NUTS, name);
  if (treeNut && !/\bwater chestnut\b/.test(name)) add('tree nuts', treeNut);
  if (PEANUT_WORDS.test(name) && !refinedOil) add('peanuts');
  if ((MILK_GROUPS.has(source.group) || MILK_WORDS.test(name)) && !NOT_MILK.test(name)) add('milk');
  if (source.group === 'Dairy and Egg Products' && !EGG_WORDS.test(name) && !NOT_MILK.test(name)) add('milk');
  if (EGG_GROUPS.has(source.group) || (EGG_WORDS.test(name) && !/\beggplant\b/.test(name))) {
    // "Eggs, Cat fish" in IFCT is roe: fish, found above.
    if (!FISH_GROUPS.has(source.group)) add('egg');
  }
  if (WHEAT_WORDS.test(name) && !GRAM_FLOUR.test(name)) add('wheat');
  if (SOY_WORDS.test(name) && !refinedOil) add('soybeans');
  if (SESAME_WORDS.test(name)) add('sesame');
  return found;
}

function firstWord(name: string): string | null {
  const word = /^[a-z]+/.exec(name)?.[0];
  return word && word !== 'fish' ? word : null;
}

/** The allergens of several ingredients, in the FDA's order, each kind named once. */
export function combineAllergens(findings: readonly AllergenFinding[]): Map<Allergen, string[]> {
  const byAllergen = new Map<Allergen, string[]>();
  for (const allergen of FDA_ALLERGENS) {
    const kinds = findings.filter((f) => f.allergen === allergen);
    if (kinds.length === 0) continue;
    const named = [...new Set(kinds.map((k) => k.kind).filter((k): k is string => k !== null))];
    byAllergen.set(allergen, named);
  }
  return byAllergen;
}

/** "Contains: milk, tree nuts (cashew)"; null when there is none. */
export function containsStatement(allergens: ReadonlyMap<Allergen, readonly string[]>): string | null {
  if (allergens.size === 0) return null;
  const parts = FDA_ALLERGENS.filter((a) => allergens.has(a)).map((allergen) => {
    const kinds = allergens.get(allergen) ?? [];
    const kindful = allergen === 'fish' || allergen === 'crustacean shellfish' || allergen === 'tree nuts';
    return kindful && kinds.length > 0 ? `${allergen} (${kinds.join(', ')})` : allergen;
  });
  return `Contains: ${parts.join(', ')}`;
}

export function isAllergen(value: string): value is Allergen {
  return (FDA_ALLERGENS as readonly string[]).includes(value);
}
