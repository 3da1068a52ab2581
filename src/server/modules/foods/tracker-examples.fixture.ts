// The examples of issue 45 ("a tracker that never guesses silently"), each as what the tracker must answer: the
// sentences the auditor typed and the searches that found nothing or the wrong food. tracker-examples.test.ts runs
// each as its own test, so the count of those right is measured before and after a change.

/** An item a sentence must give: its food, and optionally its portion, how many and a range of grams. */
export interface ExpectedItem {
  code: string;
  portion?: string | null;
  quantity?: number;
  /** Inclusive range of grams. */
  grams?: [number, number];
  /** Inclusive range of kcal. */
  calories?: [number, number];
  unsure?: boolean;
}

export interface ExampleSentence {
  text: string;
  /** Exactly these items, in this order (nothing that was not said). */
  items: ExpectedItem[];
  unmatched?: string[];
}

export const ISSUE_SENTENCES: ExampleSentence[] = [
  {
    // "from a restaurant" named a place, not "Restaurant, family style, chicken fingers".
    text: 'chicken biryani from a restaurant, a coke',
    items: [
      { code: 'TF004', unsure: false },
      { code: 'US14148', portion: 'can', quantity: 1 },
    ],
  },
  {
    // The katori typed is the katori logged: about 150 ml of curry.
    text: '1 katori butter chicken',
    items: [{ code: 'ASC242', portion: 'katori', quantity: 1, grams: [140, 160] }],
  },
  {
    // A plate of pav bhaji is the bhaji and the pav (and its butter).
    text: 'a plate of pav bhaji',
    items: [
      { code: 'OSR112', portion: 'katori', grams: [200, 250] },
      { code: 'US18342', portion: 'piece', quantity: 2 },
      { code: 'US01001', portion: 'tbsp', quantity: 1 },
    ],
  },
  {
    // Powder by the scoop, in a glass of water: not 101 g of whey.
    text: 'a glass of protein shake',
    items: [
      { code: 'US14066', portion: 'scoop', quantity: 1, grams: [25, 40] },
      { code: 'US14411', portion: 'glass', quantity: 1, grams: [240, 260] },
    ],
  },
  {
    // The milk is a splash, not a 254 g glass; the sugar a teaspoon.
    text: 'coffee with milk and sugar',
    items: [{ code: 'US14209' }, { code: 'US01077', grams: [10, 60] }, { code: 'US19335', grams: [3, 10] }],
  },
  {
    // Sambar beside idlis is a small katori, not a 257 g bowl.
    text: '2 idli with sambar',
    items: [
      { code: 'ASC144', portion: 'piece', quantity: 2 },
      { code: 'ASC167', grams: [80, 160] },
    ],
  },
  {
    // Oats with a cup are dry oats: half a cup about 150 kcal, not 83 kcal of oatmeal.
    text: 'half a cup of oats',
    items: [{ code: 'US08120', portion: 'cup', quantity: 0.5, calories: [140, 165] }],
  },
  {
    // Pickle beside parathas is achar by the tablespoon, not a US cucumber pickle.
    text: '2 parathas with pickle',
    items: [
      { code: 'ASC097', portion: 'piece', quantity: 2 },
      { code: 'ASC507', portion: 'tbsp', quantity: 1 },
    ],
  },
  {
    // The burger is not lost; medium fries are the medium size.
    text: 'a cheeseburger and medium fries',
    items: [
      { code: 'US21090', portion: 'piece', quantity: 1 },
      { code: 'US21138', portion: 'medium', quantity: 1 },
    ],
  },
  {
    // Read and logged as water: the day's water is tested with the log (tracker-examples.test.ts).
    text: '2 glasses of water',
    items: [{ code: 'US14411', portion: 'glass', quantity: 2, grams: [490, 510] }],
  },
  {
    // A chain the catalogue knows is a brand word, not a place: Chipotle's bowl.
    text: 'a chicken bowl at Chipotle',
    items: [{ code: 'TF030' }],
  },
  {
    // Homemade is how it was made, never a food.
    text: 'homemade dal and 2 rotis',
    items: [
      { code: 'TF001', portion: 'katori' },
      { code: 'TF015', portion: 'piece', quantity: 2 },
    ],
  },
  {
    // A typo is logged only after the subscriber says so: unsure, with the next two foods one tap away.
    text: 'a katori of chiken curry',
    items: [{ code: 'ASC240', portion: 'katori', unsure: true }],
  },
];

/** Searches whose first answer must be the food meant. */
export const ISSUE_SEARCHES: { query: string; code: string }[] = [
  { query: 'jalebi', code: 'TF027' },
  { query: 'pani puri', code: 'TF028' },
  { query: 'golgappa', code: 'TF028' },
  { query: 'chicken tikka masala', code: 'TF029' },
  { query: 'diet coke', code: 'US14146' },
  { query: 'instant noodles', code: 'US27035' },
  { query: 'maggi', code: 'US27035' },
  { query: 'bagel with cream cheese', code: 'TF026' },
  { query: 'subway sandwich', code: 'TF031' },
  { query: 'chipotle bowl', code: 'TF030' },
  { query: 'rajma chawal', code: 'TF022' },
  { query: 'chole bhature', code: 'TF021' },
  { query: 'oats', code: 'US08120' },
  { query: 'roti', code: 'TF015' },
  { query: 'dhokla', code: 'ASC474' },
  { query: 'pickle', code: 'ASC507' },
  { query: 'water', code: 'US14411' },
  { query: 'dal makhani', code: 'TF017' },
  { query: 'sweet lassi', code: 'TF016' },
  { query: 'kheer', code: 'TF018' },
  { query: 'paneer tikka', code: 'TF019' },
  { query: 'pav bhaji', code: 'TF020' },
];

/** Foods the issue found too low per 100 g, with the range most references give (kcal per 100 g). */
export const ISSUE_LOW_ROWS: { query: string; range: [number, number] }[] = [
  { query: 'roti', range: [240, 300] },
  { query: 'dal makhani', range: [100, 200] },
  { query: 'sweet lassi', range: [60, 110] },
  { query: 'kheer', range: [120, 200] },
  { query: 'paneer tikka', range: [180, 280] },
  { query: 'pav bhaji', range: [120, 200] },
];
