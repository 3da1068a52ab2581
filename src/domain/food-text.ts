// How food names are compared: folded to plain lower-case words, Hindi written in Latin letters brought to one
// spelling (daal, dhal and dal are one word; chapatti and chapati too), plurals made singular, a small dictionary of
// Hindi and English synonyms, and one typo forgiven.

/** Words that carry no food: "a katori of dal", "roti with sabzi", "aloo ka paratha". */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'of',
  'with',
  'and',
  'in',
  'on',
  'some',
  'my',
  'ka',
  'ki',
  'ke',
  'aur',
  'for',
  'to',
  'plus',
]);

/** Lower case, accents and apostrophes removed, anything not a letter or digit a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a text, folded as foldText folds them (one pass; the search index splits 40,000 names at start). */
export function words(text: string): string[] {
  let s = text;
  // eslint-disable-next-line no-control-regex
  if (/[^\x00-\x7f]/.test(s)) s = s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (s.includes("'") || s.includes('`') || s.includes('\u2019')) s = s.replace(/['\u2019`]/g, '');
  s = s.toLowerCase();
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 32;
    const isWordChar = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (isWordChar) {
      if (start < 0) start = i;
    } else {
      if (start >= 0) out.push(s.slice(start, i));
      start = -1;
      if (c === 38) out.push('and');
    }
  }
  return out;
}

/**
 * One spelling for the ways a word is written in Latin letters: long vowels shortened (aa, ee, oo), aspirates
 * dropped (kh, gh, chh, th, dh, bh, ph, sh), w as v, z as j, y as i, doubled letters single, a final h dropped, and
 * a plural made singular. Applied to names and to what is typed alike, so "chapatti", "chappati" and "chapati" meet.
 */
export function wordKey(word: string): string {
  let key = wordKeys.get(word);
  if (key === undefined) {
    key = spell(word);
    // Bounded: a long-running server meets new words without end (what is typed into the search box).
    if (wordKeys.size >= MAX_KEPT_KEYS) wordKeys.clear();
    wordKeys.set(word, key);
  }
  return key;
}

/** Keys worked out for words met before: eighteen replacements each, and the search asks for the same few words. */
const wordKeys = new Map<string, string>();
const MAX_KEPT_KEYS = 20_000;

function spell(word: string): string {
  let w = word.toLowerCase();
  if (/^\d/.test(w)) return w;
  if (w.length > 3) {
    if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith('oes')) w = w.slice(0, -2);
    else if (w.endsWith('ches') || w.endsWith('shes') || w.endsWith('sses')) w = w.slice(0, -2);
    else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  }
  w = w
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/aa/g, 'a')
    .replace(/ou/g, 'u')
    .replace(/chh/g, 'ch')
    .replace(/kh/g, 'k')
    .replace(/gh/g, 'g')
    .replace(/th/g, 't')
    .replace(/dh/g, 'd')
    .replace(/bh/g, 'b')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/jh/g, 'j')
    .replace(/w/g, 'v')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/y/g, 'i')
    .replace(/(.)\1+/g, '$1');
  if (w.length > 2 && w.endsWith('h')) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith('ai')) w = `${w.slice(0, -2)}e`;
  return w;
}

/** The keys of a text's food words (stop words left out). */
export function textKeys(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(wordKey);
}

/**
 * Words that mean the same food, by key: Hindi (in Latin letters) and English, and a few English pairs. A query word
 * also matches its synonyms.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['chawal', 'rice', 'bhat'],
  ['dahi', 'curd', 'yogurt', 'yoghurt'],
  ['anda', 'ande', 'egg'],
  ['doodh', 'dudh', 'milk'],
  ['murgh', 'murg', 'chicken'],
  ['gosht', 'mutton', 'goat'],
  ['machli', 'machhi', 'fish'],
  ['jhinga', 'prawn', 'shrimp'],
  ['aloo', 'alu', 'potato', 'batata'],
  ['gobhi', 'gobi', 'cauliflower'],
  ['patta gobhi', 'cabbage'],
  ['palak', 'spinach'],
  ['matar', 'mutter', 'peas'],
  ['pyaz', 'pyaaz', 'kanda', 'onion'],
  ['tamatar', 'tomato'],
  ['bhindi', 'okra', 'ladys finger'],
  ['baingan', 'brinjal', 'eggplant', 'aubergine'],
  ['kela', 'banana'],
  ['seb', 'apple'],
  ['aam', 'mango'],
  ['santra', 'narangi', 'orange'],
  ['chai', 'tea'],
  ['makhan', 'butter'],
  ['chana', 'channa', 'chickpea', 'chickpeas', 'garbanzo'],
  ['rajma', 'kidney bean'],
  ['besan', 'gram flour'],
  ['atta', 'wheat flour'],
  ['suji', 'sooji', 'rava', 'semolina'],
  ['gajar', 'carrot'],
  ['mooli', 'radish'],
  ['lauki', 'ghiya', 'bottle gourd'],
  ['karela', 'bitter gourd'],
  ['methi', 'fenugreek'],
  ['pudina', 'mint'],
  ['dhania', 'coriander', 'cilantro'],
  ['nariyal', 'coconut'],
  ['kaju', 'cashew'],
  ['badam', 'almond'],
  ['akhrot', 'walnut'],
  ['moongfali', 'mungfali', 'peanut', 'groundnut'],
  ['shahad', 'honey'],
  ['cheeni', 'sugar'],
  ['sabzi', 'sabji', 'subzi', 'vegetable'],
  ['omelette', 'omelet', 'omlet'],
  ['capsicum', 'bell pepper', 'shimla mirch'],
  ['paratha', 'parantha', 'parotta'],
  ['biryani', 'biriyani', 'biriani'],
  ['kebab', 'kabab'],
  ['pakora', 'pakoda', 'bhajji'],
  ['ladoo', 'laddu', 'laddoo'],
  ['burfi', 'barfi'],
  ['khichdi', 'khichri', 'khitchdi'],
];

/** Synonym keys by word key (a multi-word synonym's keys are joined by spaces). */
export const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const keys = group.map((w) => w.split(' ').map(wordKey).join(' '));
    for (const key of keys) {
      if (key.includes(' ')) continue;
      const others = keys.filter((k) => k !== key);
      map.set(key, [...new Set([...(map.get(key) ?? []), ...others])]);
    }
  }
  return map;
})();

/** Whether two keys are at most one edit apart (insert, delete, substitute, or swap of neighbours). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  if (la === lb) {
    let i = 0;
    while (i < la && a[i] === b[i]) i++;
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = la < lb ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** The strings one deletion away from a key (with the key itself): the neighbourhood that finds one-edit matches. */
export function deletions(key: string): string[] {
  const out = [key];
  for (let i = 0; i < key.length; i++) out.push(key.slice(0, i) + key.slice(i + 1));
  return out;
}
