// The search over the catalogue: an inverted index of word keys (food-text.ts), prefixes for a word being typed, and
// one typo forgiven among the keys of about the same length and letters. Ranking: the subscriber's own recent and
// frequent foods first, then fewer typos, then an exact name or synonym before a partial match, the food as eaten
// before an ingredient to cook, a common food before a rare one, and the name that is mostly what was typed. Built
// for speed: numbers, not objects, on the hot path, and arrays kept between searches (a search over 9,000 foods takes
// 10-200 µs, 27 µs on average over the benchmark's 30 queries). The candidates of the last 1,024 queries asked at
// least twice are kept, ranked without the subscriber's own scores, which are laid on top per search: a query asked
// again takes 3 µs.
import type { Food } from '../../../contracts/foods';
import { STOP_WORDS, SYNONYMS, withinOneEdit, wordKey, words } from '../../../domain/food-text';

/** What the index reads of a food: its code, names and how common it is. */
export interface IndexedFood {
  code: string;
  name: string;
  localNames: readonly string[];
  /** Other names (synonyms, transliterations), matched like the name. */
  aliases: readonly string[];
  kind: Food['kind'];
  /** 3 staple, 2 common, 1 ingredient, 0 rare. */
  common: number;
}

/** A food with the names it is found by. */
export interface SearchableFood {
  food: Food;
  aliases: readonly string[];
  common: number;
}

export interface Ranked {
  food: Food;
  /**
   * 3: the whole query is the food's name or one of its synonyms; 2: every word matched whole (or by one typo);
   * 1: a word matched only by its start.
   */
  tier: number;
  /** The query is the head of the food's name ("guava" for "Guava, white flesh") or one of its local names. */
  weak: boolean;
  typos: number;
  personal: number;
}

/** How well a word matched a food: 3 whole word or synonym, 2 the start of a word, 1 one typo away. */
const WHOLE = 3;
const PREFIX = 2;
const TYPO = 1;
/** Field weights: the name and its synonyms count more than a local name. */
const FIELD_NAME = 3;
const FIELD_LOCAL = 2;
const KIND_RANK = { dish: 2, ready: 1, raw: 0 } as const;
const MAX_QUERY_WORDS = 8;
const MAX_PREFIX_EXPANSIONS = 200;
const MAX_FOODS = 16384;

/** Key ids in ascending order without repeats (a phrase's few words: an insertion sort). */
function uniqueSorted(ids: ArrayLike<number>, count: number, out: Int32Array): number {
  let n = 0;
  for (let k = 0; k < count; k++) {
    const id = ids[k] ?? 0;
    let i = n;
    let seen = false;
    for (let j = 0; j < n && !seen; j++) seen = out[j] === id;
    if (seen) continue;
    while (i > 0 && (out[i - 1] ?? 0) > id) {
      out[i] = out[i - 1] ?? 0;
      i--;
    }
    out[i] = id;
    n++;
  }
  return n;
}

/** The letters of a key as bits (a letter's code mod 32): keys one edit apart differ in at most two of them. */
function letterMask(key: string): number {
  let mask = 0;
  for (let i = 0; i < key.length; i++) mask |= 1 << (key.charCodeAt(i) & 31);
  return mask;
}

/** How many bits are set. */
function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits of a rank key below the subscriber's own score (`rank`): the score is added on top, times this. */
const PERSONAL_UNIT = 2 ** 43;
/** Bits below the typo count (15 - typos, 4 bits). */
const TYPOS_UNIT = 2 ** 39;
/** The candidate lists of this many recent queries are kept, up to this many candidates in all (10 bytes each). */
const CACHE_QUERIES = 1024;
const CACHE_CANDIDATES = 262_144;

/** A query's candidates, best first without the subscriber's own scores: rank keys and the food of each. */
interface Candidates {
  keys: Float64Array;
  foods: Uint16Array;
}

/**
 * The best `limit` candidates, best first: with the subscriber's own foods raised by their score (`boost`, by food;
 * only where no typo was forgiven), ahead of the rest in the candidates' order.
 */
function topKeys({ keys, foods }: Candidates, limit: number, boost: Uint8Array | undefined): number[] {
  const top: number[] = [];
  if (limit <= 0) return top;
  const raised = (i: number) => {
    const score = boost?.[foods[i] ?? 0] ?? 0;
    return score > 0 && Math.floor((keys[i] ?? 0) / TYPOS_UNIT) % 16 === 15 ? score : 0;
  };
  if (boost) {
    // Few of a query's candidates are the subscriber's own: an insertion into a short sorted list.
    for (let i = 0; i < keys.length; i++) {
      const score = raised(i);
      if (score === 0) continue;
      const key = score * PERSONAL_UNIT + (keys[i] ?? 0);
      if (top.length === limit && key <= (top[limit - 1] ?? 0)) continue;
      let at = Math.min(top.length, limit - 1);
      if (top.length < limit) top.push(key);
      while (at > 0 && (top[at - 1] ?? 0) < key) {
        top[at] = top[at - 1] ?? 0;
        at--;
      }
      top[at] = key;
    }
  }
  for (let i = 0; i < keys.length && top.length < limit; i++)
    if (!boost || raised(i) === 0) top.push(keys[i] ?? 0);
  return top;
}

/** "H. Chawal", "B., Kash., H. Arhar dal": the language marks are not names. */
const stripLanguage = (name: string) => name.replace(/^([A-Z][a-z]*\.,?\s*)+/, '');

export class FoodIndex {
  private readonly codes: string[] = [];
  /** The food at an index, made when a search answers it (9,000 food objects held would double the memory). */
  private readonly foodAt: (index: number) => Food | undefined;
  /** Per food: kind rank (2 bits), common (2 bits), words in the name, length of the name. */
  private readonly kindRank: Uint8Array;
  private readonly common: Uint8Array;
  private readonly nameWords: Uint8Array;
  private readonly nameLength: Uint16Array;
  private readonly keyIds = new Map<string, number>();
  private readonly keys: string[] = [];
  /** key id -> postings (food * 4 + field weight), one per food, ascending. */
  private readonly postings: number[][] = [];
  /**
   * Each food's phrases, one after another: strong (1: the name, a synonym) or weak (0: a local name, the name's
   * head), how many keys, and their ids in ascending order. phraseStart[i] is where food i's begin.
   */
  private readonly phrases: Int32Array;
  private readonly phraseStart: Int32Array;
  /** Every word of every name, folded, sorted: the prefixes of a word being typed; and the key id of each. */
  private readonly literal: string[];
  private readonly literalKey: Int32Array;
  /**
   * Per key id, the word of a search (`round`) that last collected its foods: a key reached twice for one word
   * (a word and its plural, both starting with what is typed) is read once, the first time being its best match.
   */
  private readonly keyStamp: Uint32Array;
  private round = 0;
  /** Key ids by the key's length: a typo is looked for among keys one letter shorter, as long, or longer. */
  private readonly byLength: number[][] = [];
  /** Each key's letters (`letterMask`): most keys are ruled out as a typo without comparing them. */
  private readonly keyMask: Int32Array;
  /**
   * What each word of the query being ranked matched, per food, in arrays kept between searches (a Map per word
   * was a third of a search's time): the best match (key id * 16 + quality * 4 + field weight), valid where the
   * food's stamp is this search's; and the foods matched, in the order found. One search runs at a time.
   */
  private readonly matches: { best: Int32Array; stamp: Uint32Array; foods: number[] }[] = [];
  private search = 0;
  /** The rank keys of the search being worked out, kept between searches. */
  private keyScratch = new Float64Array(1024);
  /** Recent queries' candidates, least recently asked first, and how many candidates they hold in all. */
  private readonly cache = new Map<string, Candidates>();
  private cached = 0;
  /**
   * Queries asked once lately, oldest first: a query's candidates are kept from its second asking. Most queries are
   * asked once (a word being typed, a rare food); keeping theirs made old-generation garbage at every search, whose
   * collections held the server's thread for 12-80 ms under 50 searches at once (issue 18).
   */
  private readonly askedOnce = new Set<string>();
  /** Subscribers' foods and scores, per map of scores by code (`ownFoods`), and the search's scores by food. */
  private readonly owns = new WeakMap<ReadonlyMap<string, number>, Int32Array>();
  private boostArray: Uint8Array | undefined;
  private codeIndex: Map<string, number> | undefined;

  private readonly cacheQueries: number;

  constructor(
    foods: readonly IndexedFood[],
    foodAt: (index: number) => Food | undefined,
    /** How many recent queries' candidates are kept (0: none). */
    options: { cacheQueries?: number } = {},
  ) {
    this.foodAt = foodAt;
    this.cacheQueries = options.cacheQueries ?? CACHE_QUERIES;
    const phrases: number[] = [];
    this.phraseStart = new Int32Array(foods.length + 1);
    let sorted = new Int32Array(16);
    const addPhrase = (strong: boolean, ids: readonly number[]) => {
      if (ids.length === 0) return;
      if (sorted.length < ids.length) sorted = new Int32Array(ids.length);
      const n = uniqueSorted(ids, ids.length, sorted);
      phrases.push(strong ? 1 : 0, n);
      for (let k = 0; k < n; k++) phrases.push(sorted[k] ?? 0);
    };
    const n = foods.length;
    // A food's index travels in the low 14 bits of its rank key.
    if (n > MAX_FOODS) throw new Error(`the search index holds at most ${MAX_FOODS} foods, not ${n}`);
    this.kindRank = new Uint8Array(n);
    this.common = new Uint8Array(n);
    this.nameWords = new Uint8Array(n);
    this.nameLength = new Uint16Array(n);
    // Each literal word's key id: needed only to build the index (literalKey keeps it by position).
    const keyOfLiteral = new Map<string, number>();
    const idOf = (word: string): number => {
      let id = keyOfLiteral.get(word);
      if (id !== undefined) return id;
      const key = wordKey(word);
      id = this.keyIds.get(key);
      if (id === undefined) {
        id = this.keys.length;
        this.keys.push(key);
        this.keyIds.set(key, id);
        this.postings.push([]);
      }
      keyOfLiteral.set(word, id);
      return id;
    };
    const phraseOf = (text: string) => {
      const ids: number[] = [];
      for (const w of words(text)) if (!STOP_WORDS.has(w)) ids.push(idOf(w));
      return ids;
    };

    foods.forEach((food, i) => {
      const { aliases, common } = food;
      this.codes.push(food.code);
      this.kindRank[i] = KIND_RANK[food.kind];
      this.common[i] = Math.max(0, Math.min(3, common));
      // The name's head (before its first comma) and the rest, read once: "Milk, whole" is found for "milk" first.
      const comma = food.name.indexOf(',');
      const headIds = comma < 0 ? phraseOf(food.name) : phraseOf(food.name.slice(0, comma));
      const nameIds = comma < 0 ? headIds : headIds.concat(phraseOf(food.name.slice(comma)));
      this.nameWords[i] = Math.min(255, Math.max(1, nameIds.length));
      this.nameLength[i] = Math.min(65535, food.name.length);
      for (const id of nameIds) this.post(id, i, FIELD_NAME);
      addPhrase(true, nameIds);
      for (const alias of aliases) {
        const ids = phraseOf(alias);
        for (const id of ids) this.post(id, i, FIELD_NAME);
        addPhrase(true, ids);
      }
      for (const local of food.localNames) {
        const ids = phraseOf(stripLanguage(local));
        for (const id of ids) this.post(id, i, FIELD_LOCAL);
        addPhrase(false, ids);
      }
      addPhrase(false, headIds);
      this.phraseStart[i + 1] = phrases.length;
    });
    this.phrases = Int32Array.from(phrases);
    this.literal = [...keyOfLiteral.keys()].sort();
    this.literalKey = Int32Array.from(this.literal, (w) => keyOfLiteral.get(w) ?? -1);
    this.keyStamp = new Uint32Array(this.keys.length);
    this.keyMask = new Int32Array(this.keys.length);
    this.keys.forEach((key, id) => {
      (this.byLength[key.length] ??= []).push(id);
      this.keyMask[id] = letterMask(key);
    });
  }

  /** An index of foods held as objects (a subscriber's own foods: a few, searched at once, nothing kept). */
  static of(foods: readonly SearchableFood[]): FoodIndex {
    return new FoodIndex(
      foods.map(({ food, aliases, common }) => ({ ...food, aliases, common })),
      (i) => foods[i]?.food,
      { cacheQueries: 0 },
    );
  }

  /** Whether the query's keys are one of a food's phrases: 2 a strong one, 1 a weak one, 3 both, 0 none. */
  private phraseMatch(food: number, keys: Int32Array, count: number): number {
    let found = 0;
    const end = this.phraseStart[food + 1] ?? 0;
    for (let p = this.phraseStart[food] ?? 0; p < end;) {
      const strong = this.phrases[p] === 1;
      const length = this.phrases[p + 1] ?? 0;
      if (length === count) {
        let same = true;
        for (let k = 0; k < length; k++) {
          if (this.phrases[p + 2 + k] !== keys[k]) {
            same = false;
            break;
          }
        }
        if (same) found |= strong ? 2 : 1;
      }
      p += 2 + length;
    }
    return found;
  }

  get size(): number {
    return this.codes.length;
  }

  private get boost(): Uint8Array {
    this.boostArray ??= new Uint8Array(this.size);
    return this.boostArray;
  }

  /** How many queries' candidates are kept, and how many candidates in all. */
  get cacheSize(): { queries: number; candidates: number } {
    return { queries: this.cache.size, candidates: this.cached };
  }

  private post(keyId: number, food: number, weight: number) {
    const list = this.postings[keyId];
    if (!list) return;
    const last = list[list.length - 1];
    if (last !== undefined && last >> 2 === food) {
      if ((last & 3) < weight) list[list.length - 1] = food * 4 + weight;
    } else list.push(food * 4 + weight);
  }

  /** Where the literal words that start with a prefix begin in the sorted word list (a binary search). */
  private prefixStart(prefix: string): number {
    let lo = 0;
    let hi = this.literal.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.literal[mid] ?? '') < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The arrays of the query's word `slot` (made on first use), for this search. */
  private matchesOf(slot: number) {
    let m = this.matches[slot];
    if (!m) {
      m = { best: new Int32Array(this.size), stamp: new Uint32Array(this.size), foods: [] };
      this.matches[slot] = m;
    }
    m.foods.length = 0;
    return m;
  }

  /** The food's best match for a word of the query (`matchWord`), or -1. */
  private matchOf(slot: { best: Int32Array; stamp: Uint32Array }, food: number): number {
    return slot.stamp[food] === this.search ? (slot.best[food] ?? -1) : -1;
  }

  /**
   * The foods one word of the query matches, with the best match of each (key id * 16 + quality * 4 + field
   * weight), into the arrays of the word's slot.
   */
  private matchWord(word: string, typing: boolean, literal: boolean, slot: number) {
    const found = this.matchesOf(slot);
    const { best, stamp, foods } = found;
    const search = this.search;
    const { keyStamp } = this;
    this.round = this.round >= 0xfffffffe ? 1 : this.round + 1;
    if (this.round === 1) keyStamp.fill(0);
    const round = this.round;
    const collect = (keyId: number | undefined, quality: number, penalty = 0) => {
      if (keyId === undefined || keyId < 0 || keyStamp[keyId] === round) return;
      keyStamp[keyId] = round;
      const list = this.postings[keyId];
      if (!list) return;
      for (const value of list) {
        const food = value >> 2;
        const packed = keyId * 16 + quality * 4 + Math.max(1, (value & 3) - penalty);
        if (stamp[food] !== search) {
          stamp[food] = search;
          best[food] = packed;
          foods.push(food);
        } else if (((best[food] ?? 0) & 15) < (packed & 15)) best[food] = packed;
      }
    };
    const key = wordKey(word);
    collect(this.keyIds.get(key), WHOLE);
    if (!literal) {
      // A synonym matches as a whole word, a little below the word itself ("chawal": the rice named chawal first).
      for (const synonym of SYNONYMS.get(key) ?? []) collect(this.keyIds.get(synonym), WHOLE, 1);
    }
    // A word found in only a food or two may itself be a misspelling there ("Paaner"): look one typo away too.
    const whole = foods.length >= 3 || (foods.length > 0 && key.length < 5);
    if (typing && word.length >= 2 && !/^\d+$/.test(word)) {
      const start = this.prefixStart(word);
      const end = Math.min(this.literal.length, start + MAX_PREFIX_EXPANSIONS);
      for (let i = start; i < end && (this.literal[i] ?? '').startsWith(word); i++)
        collect(this.literalKey[i], PREFIX);
    }
    if (!whole && !literal && key.length >= 4) {
      const mask = letterMask(key);
      for (let length = key.length - 1; length <= key.length + 1; length++) {
        for (const id of this.byLength[length] ?? []) {
          if (bitCount((this.keyMask[id] ?? 0) ^ mask) > 2) continue;
          if (withinOneEdit(key, this.keys[id] ?? '')) collect(id, TYPO);
        }
      }
    }
    return found;
  }

  /**
   * The foods every word of the query matches, best first. The last word may be unfinished (matched by its start).
   * `personal` scores the subscriber's own recent and frequent foods by code (0-63, higher first).
   */
  rank(
    query: string,
    options: {
      limit: number;
      personal?: ReadonlyMap<string, number>;
      /** Every word is finished: no word is matched by its start. */
      whole?: boolean;
      /** Words only as written: no synonyms, no typo forgiven. */
      literal?: boolean;
    },
  ): Ranked[] {
    const typed = words(query)
      .filter((w) => !STOP_WORDS.has(w))
      .slice(0, MAX_QUERY_WORDS);
    if (typed.length === 0) return [];
    const whole = options.whole ?? false;
    const literal = options.literal ?? false;
    // The subscriber's scores, laid into the shared array by food for this search and taken out after it.
    const own = options.personal && options.personal.size > 0 ? this.ownFoods(options.personal) : undefined;
    for (let i = 0; own && i < own.length; i += 2) this.boost[own[i] ?? 0] = own[i + 1] ?? 0;
    const top = topKeys(
      this.candidatesOf(typed, whole, literal),
      options.limit,
      own?.length ? this.boost : undefined,
    );
    for (let i = 0; own && i < own.length; i += 2) this.boost[own[i] ?? 0] = 0;
    const out: Ranked[] = [];
    for (const ranked of top) {
      let key = ranked;
      const food = 16383 - (key % 16384);
      key = Math.floor(key / (16384 * 256 * 32 * 32 * 2 * 4));
      const weak = key % 2 === 1;
      key = Math.floor(key / (2 * 2));
      const tier = key % 4;
      key = Math.floor(key / 4);
      const typos = 15 - (key % 16);
      const score = Math.floor(key / 16);
      const found = this.foodAt(food);
      if (found) out.push({ food: found, tier, weak, typos, personal: score });
    }
    return out;
  }

  /** The subscriber's foods in the catalogue and their scores, food, score...: read once per map of scores by code. */
  private ownFoods(personal: ReadonlyMap<string, number>): Int32Array {
    let own = this.owns.get(personal);
    if (own) return own;
    const pairs: number[] = [];
    for (const [code, score] of personal) {
      const food = this.foodOfCode(code);
      if (food !== undefined && score > 0) pairs.push(food, Math.min(63, Math.round(score)));
    }
    own = Int32Array.from(pairs);
    this.owns.set(personal, own);
    return own;
  }

  private foodOfCode(code: string): number | undefined {
    if (!this.codeIndex) this.codeIndex = new Map(this.codes.map((c, i) => [c, i]));
    return this.codeIndex.get(code);
  }

  /**
   * A query's candidates, from the cache of recent queries (people type the same few words and their starts:
   * "ch", "chi", "chicken") or worked out and kept.
   */
  private candidatesOf(typed: readonly string[], whole: boolean, literal: boolean): Candidates {
    const cacheKey = `${whole ? 'w' : ''}${literal ? 'l' : ''}:${typed.join(' ')}`;
    const cached = this.cache.get(cacheKey);
    if (cached) {
      // The most recent last: the first in the map is the one to forget.
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, cached);
      return cached;
    }
    const found = this.candidates(typed, whole, literal);
    if (this.cacheQueries > 0 && !this.askedOnce.delete(cacheKey)) {
      this.askedOnce.add(cacheKey);
      const oldest = this.askedOnce.values().next().value;
      if (this.askedOnce.size > this.cacheQueries && oldest !== undefined) this.askedOnce.delete(oldest);
    } else if (this.cacheQueries > 0 && found.keys.length <= CACHE_CANDIDATES / 4) {
      this.cached += found.keys.length;
      this.cache.set(cacheKey, found);
      for (const [oldest, dropped] of this.cache) {
        if (this.cache.size <= this.cacheQueries && this.cached <= CACHE_CANDIDATES) break;
        this.cache.delete(oldest);
        this.cached -= dropped.keys.length;
      }
    }
    return found;
  }

  /** Every food the query's words match, best first, each with its rank key without the subscriber's own score. */
  private candidates(typed: readonly string[], whole: boolean, literal: boolean): Candidates {
    // A new stamp for this search (0 is never one: the arrays start at 0).
    this.search = this.search >= 0xfffffffe ? 1 : this.search + 1;
    if (this.search === 1) for (const m of this.matches) m.stamp.fill(0);
    const perWord = typed.map((w, i) =>
      this.matchWord(w, !whole && !literal && i === typed.length - 1, literal, i),
    );
    perWord.sort((a, b) => a.foods.length - b.foods.length);
    const first = perWord[0];
    if (!first || first.foods.length === 0) return { keys: new Float64Array(0), foods: new Uint16Array(0) };
    const ids = new Int32Array(perWord.length);
    const sorted = new Int32Array(perWord.length);
    // Negated, so that an ascending sort puts the best first.
    let keys = this.keyScratch;
    if (keys.length < first.foods.length) keys = this.keyScratch = new Float64Array(first.foods.length * 2);
    let count = 0;
    for (const food of first.foods) {
      let typos = 0;
      let prefixes = 0;
      let score = 0;
      let all = true;
      for (let w = 0; w < perWord.length; w++) {
        const slot = perWord[w];
        const m = slot ? this.matchOf(slot, food) : -1;
        if (m < 0) {
          all = false;
          break;
        }
        const quality = (m >> 2) & 3;
        if (quality === TYPO) typos++;
        else if (quality === PREFIX) prefixes++;
        score += m & 3;
        ids[w] = m >> 4;
      }
      if (!all) continue;
      let tier = 1;
      let weak = 0;
      if (prefixes === 0) {
        const matched = this.phraseMatch(food, sorted, uniqueSorted(ids, perWord.length, sorted));
        tier = matched & 2 ? 3 : 2;
        weak = matched & 1;
      }
      // One number per candidate, most significant first (43 bits; the subscriber's own score goes above them,
      // times PERSONAL_UNIT); the low 14 bits are the food's index, which also keeps the catalogue's order on a tie.
      const kind = this.kindRank[food] ?? 0;
      let key = 15 - Math.min(15, typos);
      key = key * 4 + tier;
      // As eaten before an ingredient to cook; then the food the query is the head of ("Milk, 2%" for milk) before
      // foods that merely contain the word; then common before rare; a dish before a food eaten as it comes.
      key = key * 2 + (kind > 0 ? 1 : 0);
      // (An exact name needs no head: "chawal" is the rice named chawal before the rice it is a synonym of.)
      key = key * 2 + (tier === 3 ? 0 : weak);
      key = key * 4 + (this.common[food] ?? 0);
      key = key * 2 + (kind === 2 ? 1 : 0);
      key = key * 32 + Math.min(31, score);
      key = key * 32 + (31 - Math.min(31, this.nameWords[food] ?? 31));
      key = key * 256 + (255 - Math.min(255, this.nameLength[food] ?? 255));
      key = key * 16384 + (16383 - food);
      keys[count++] = -key;
    }
    const ordered = keys.slice(0, count).sort();
    const foods = new Uint16Array(count);
    for (let i = 0; i < count; i++) {
      const key = -(ordered[i] ?? 0);
      ordered[i] = key;
      foods[i] = 16383 - (key % 16384);
    }
    return { keys: ordered, foods };
  }
}
