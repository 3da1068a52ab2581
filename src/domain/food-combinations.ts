// Dishes eaten as a combination of catalogue foods ("a plate of pav bhaji" is bhaji and pav): the one table the meal
// parser logs their parts from and the catalogue build sums into one food for the search (scripts/food-catalogue).

/** One part of a combination: a catalogue food by code, in one of its portions, how many. */
export interface CombinationPart {
  code: string;
  portion: string;
  quantity: number;
}

export interface Combination {
  /** The catalogue code of the summed food (found by the search). */
  code: string;
  name: string;
  /** What people type for it, folded to plain lower-case words. */
  names: readonly string[];
  /** The portion of the summed food that one of it is ("plate", "glass"). */
  unit: string;
  parts: readonly CombinationPart[];
}

export const COMBINATIONS: readonly Combination[] = [
  {
    code: 'TF020',
    name: 'Pav bhaji (plate: bhaji with 2 pav and butter)',
    names: ['pav bhaji', 'pao bhaji', 'paav bhaji'],
    unit: 'plate',
    parts: [
      { code: 'OSR112', portion: 'katori', quantity: 1.5 },
      { code: 'US18342', portion: 'piece', quantity: 2 },
      { code: 'US01001', portion: 'tbsp', quantity: 1 },
    ],
  },
  {
    code: 'TF021',
    name: 'Chole bhature (plate: chole with 2 bhature)',
    names: ['chole bhature', 'chole bhatura', 'chhole bhature', 'chana bhatura', 'chana bhature'],
    unit: 'plate',
    parts: [
      { code: 'ASC162', portion: 'katori', quantity: 1 },
      { code: 'ASC143', portion: 'piece', quantity: 2 },
    ],
  },
  {
    code: 'TF022',
    name: 'Rajma chawal (plate: rajma with rice)',
    names: ['rajma chawal', 'rajma rice', 'rajma chaawal'],
    unit: 'plate',
    parts: [
      { code: 'ASC165', portion: 'katori', quantity: 1 },
      { code: 'ASC113', portion: 'katori', quantity: 2 },
    ],
  },
  {
    code: 'TF023',
    name: 'Idli sambar (plate: 2 idli with sambar)',
    names: ['idli sambar', 'idly sambar', 'idli sambhar'],
    unit: 'plate',
    parts: [
      { code: 'ASC144', portion: 'piece', quantity: 2 },
      { code: 'ASC167', portion: 'katori', quantity: 1 },
    ],
  },
  {
    code: 'TF024',
    name: 'Dal chawal (plate: dal with rice)',
    names: ['dal chawal', 'dal rice', 'daal chawal', 'dal bhat', 'dal bhaat'],
    unit: 'plate',
    parts: [
      { code: 'TF001', portion: 'katori', quantity: 1 },
      { code: 'ASC113', portion: 'katori', quantity: 2 },
    ],
  },
  {
    code: 'TF025',
    name: 'Protein shake (1 scoop whey in a glass of water)',
    names: ['protein shake', 'whey shake', 'protein drink'],
    unit: 'glass',
    parts: [
      { code: 'US14066', portion: 'scoop', quantity: 1 },
      { code: 'US14411', portion: 'glass', quantity: 1 },
    ],
  },
  {
    code: 'TF026',
    name: 'Bagel with cream cheese',
    names: ['bagel with cream cheese', 'bagel cream cheese', 'bagel and cream cheese'],
    unit: 'piece',
    parts: [
      { code: 'US18001', portion: 'medium', quantity: 1 },
      { code: 'US01017', portion: 'tbsp', quantity: 2 },
    ],
  },
];

/** Words folded as people type them: lower case, letters and digits, single spaces. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_NAME = new Map(COMBINATIONS.flatMap((c) => c.names.map((name) => [fold(name), c] as const)));

/** The combination some words name ("pav bhaji", "a plate of rajma chawal" once read), or undefined. */
export function combinationNamed(words: string): Combination | undefined {
  return BY_NAME.get(fold(words));
}
