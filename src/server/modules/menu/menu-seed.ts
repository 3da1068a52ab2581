// The menu a fresh install starts with: the spec's five lunches and the Friday Special (sections 3 and 9), each dish
// with its recipe from the food catalogue and, as stated figures, the spec's totals shared out per dish (so each day
// adds up to exactly the spec's numbers); a one-week rotation serves them every week. docs/menu.md compares each
// recipe's computed figures with the stated ones.
import type { DishIcon, MealImage } from '../../../contracts/menu';
import type { RecipeLine, StatedFigures } from './menu-tables';

export interface SeedDish {
  key: string;
  name: string;
  description: string;
  icon: DishIcon;
  portionGrams: number;
  recipe: RecipeLine[];
  stated: Omit<StatedFigures, 'source'>;
  tags: string[];
}

export interface SeedDay {
  weekday: number;
  title: string;
  description: string;
  badge: string;
  image: MealImage;
  dishes: string[];
  choices: { key: string; label: string; dishes: string[] }[];
}

/** Where the seeded dishes' stated figures come from. */
export const SEED_SOURCE =
  'Spec sections 3 and 9 (each day’s totals); calories and protein per dish as the site showed them, carbs, fat, fiber and sodium shared out by the recipe';

/** The Monday the seeded rotation starts on: far enough back that every week the site has served reads it. */
export const SEED_ROTATION_START = '2024-01-01';

const SALT = 'US02047';
const YOGURT = 'US01117';
const line = (foodCode: string, grams: number, label: string): RecipeLine => ({ foodCode, grams, label });

export const SEED_DISHES: SeedDish[] = [
  // Monday: 720 kcal, 40 g protein, 78 carbs, 26 fat, 9 fiber, 880 mg sodium.
  {
    key: 'tandoori-chicken',
    name: 'Tandoori chicken',
    description: 'Chicken thigh marinated in hung yoghurt and Kashmiri chilli, roasted in the tandoor.',
    icon: 'chicken',
    portionGrams: 115,
    recipe: [
      line('N002', 110, 'chicken thigh'),
      line('US01256', 30, 'hung yoghurt (milk)'),
      line('T006', 2, 'mustard oil'),
      line('US09152', 5, 'lemon juice'),
      line('G011', 3, 'garlic'),
      line('G014', 3, 'ginger'),
      line('G022', 2, 'Kashmiri chilli'),
      line(SALT, 0.65, 'salt'),
    ],
    stated: { calories: 250, protein: 28, carbs: 3, fat: 17, fiber: 1, sodium: 340 },
    tags: [],
  },
  {
    key: 'dal-tadka',
    name: 'Yellow dal tadka',
    description: 'Toor and moong dal with turmeric and tomato, finished with a ghee and cumin tempering.',
    icon: 'lentils',
    portionGrams: 200,
    recipe: [
      line('B021', 30, 'toor dal'),
      line('D075', 30, 'tomato'),
      line('G017', 15, 'onion'),
      line('B010', 10, 'moong dal'),
      line('T013', 5, 'ghee (milk)'),
      line('G011', 2, 'garlic'),
      line(SALT, 0.6, 'salt'),
      line('G033', 0.5, 'turmeric'),
      line('G025', 0.5, 'cumin'),
    ],
    stated: { calories: 170, protein: 8, carbs: 25, fat: 6, fiber: 5, sodium: 244 },
    tags: ['vegetarian'],
  },
  {
    key: 'jeera-rice-monday',
    name: 'Jeera basmati rice',
    description: 'Aged basmati steamed with cumin seeds and bay leaf (a 165 g portion).',
    icon: 'rice',
    portionGrams: 165,
    recipe: [
      line('A015', 55, 'basmati rice'),
      line('G025', 1, 'cumin'),
      line('T013', 1, 'ghee (milk)'),
      line(SALT, 0.4, 'salt'),
    ],
    stated: { calories: 210, protein: 3, carbs: 42, fat: 1, fiber: 2, sodium: 160 },
    tags: ['vegetarian'],
  },
  {
    key: 'cucumber-raita',
    name: 'Cucumber raita',
    description: 'Low-fat yoghurt with cucumber, roasted cumin and mint.',
    icon: 'yogurt',
    portionGrams: 145,
    recipe: [
      line(YOGURT, 100, 'low-fat yoghurt (milk)'),
      line('D043', 40, 'cucumber'),
      line('G016', 2, 'mint'),
      line('G025', 0.5, 'roasted cumin'),
      line(SALT, 0.15, 'salt'),
    ],
    stated: { calories: 90, protein: 1, carbs: 8, fat: 2, fiber: 1, sodium: 136 },
    tags: ['vegetarian'],
  },
  // Tuesday: 720 kcal, 38 g protein, 70 carbs, 30 fat, 11 fiber, 840 mg sodium.
  {
    key: 'paneer-tikka-masala',
    name: 'Paneer tikka masala',
    description: 'Charred paneer in a silky tomato and cashew masala with fenugreek and garam masala.',
    icon: 'paneer',
    portionGrams: 190,
    recipe: [
      line('L003', 90, 'paneer (milk)'),
      line('D075', 60, 'tomato'),
      line('G017', 20, 'onion'),
      line('H005', 8, 'cashew'),
      line('T013', 4, 'ghee (milk)'),
      line('G014', 3, 'ginger'),
      line('G011', 3, 'garlic'),
      line('C020', 2, 'fenugreek leaves'),
      line(SALT, 0.85, 'salt'),
      line('BFP001', 1, 'garam masala'),
    ],
    stated: { calories: 330, protein: 22, carbs: 15, fat: 24, fiber: 2, sodium: 364 },
    tags: ['vegetarian'],
  },
  {
    key: 'kala-chana',
    name: 'Kala chana',
    description: 'Black chickpeas with onion, amchur and coriander.',
    icon: 'chickpeas',
    portionGrams: 110,
    recipe: [
      line('B002', 40, 'black chickpeas'),
      line('G017', 15, 'onion'),
      line('T012', 2, 'sunflower oil'),
      line('G009', 2, 'coriander leaves'),
      line(SALT, 0.6, 'salt'),
    ],
    stated: { calories: 150, protein: 8, carbs: 15, fat: 5, fiber: 6, sodium: 239 },
    tags: ['vegetarian'],
  },
  {
    key: 'brown-basmati',
    name: 'Brown basmati rice',
    description: 'Whole-grain basmati steamed with whole spices.',
    icon: 'rice',
    portionGrams: 160,
    recipe: [line('A013', 52, 'brown basmati rice'), line(SALT, 0.3, 'salt')],
    stated: { calories: 190, protein: 4, carbs: 33, fat: 1, fiber: 1, sodium: 117 },
    tags: ['vegetarian'],
  },
  {
    key: 'sprouted-kachumber',
    name: 'Sprouted kachumber salad',
    description: 'Moong sprouts, cucumber, tomato and onion with lime and chaat masala.',
    icon: 'salad',
    portionGrams: 90,
    recipe: [
      line('D043', 30, 'cucumber'),
      line('D075', 25, 'tomato'),
      line('B011', 12, 'moong sprouts'),
      line('G017', 10, 'onion'),
      line('US09160', 5, 'lime juice'),
      line(SALT, 0.3, 'salt'),
    ],
    stated: { calories: 50, protein: 4, carbs: 7, fat: 0, fiber: 2, sodium: 120 },
    tags: ['vegetarian'],
  },
  // Wednesday: 695 kcal, 45 g protein, 62 carbs, 28 fat, 8 fiber, 760 mg sodium.
  {
    key: 'salmon-tikka',
    name: 'Salmon tikka',
    description: 'Atlantic salmon in mustard oil, ajwain, turmeric and yoghurt, charred in the tandoor.',
    icon: 'fish',
    portionGrams: 130,
    recipe: [
      line('P068', 155, 'salmon (fish)'),
      line(YOGURT, 15, 'yoghurt (milk)'),
      line('US09152', 5, 'lemon juice'),
      line('T006', 2, 'mustard oil'),
      line(SALT, 0.6, 'salt'),
      line('G029', 0.5, 'ajwain'),
      line('G033', 0.5, 'turmeric'),
    ],
    stated: { calories: 300, protein: 34, carbs: 2, fat: 15, fiber: 0, sodium: 279 },
    tags: [],
  },
  {
    key: 'lemon-rice',
    name: 'Lemon rice',
    description: 'South Indian basmati with lemon, curry leaves, mustard seeds and peanuts.',
    icon: 'rice',
    portionGrams: 150,
    recipe: [
      line('A015', 50, 'basmati rice'),
      line('US09152', 8, 'lemon juice'),
      line('H012', 5, 'peanuts'),
      line('T012', 3, 'sunflower oil'),
      line('G010', 1, 'curry leaves'),
      line(SALT, 0.45, 'salt'),
      line('H013', 0.5, 'mustard seeds'),
      line('G033', 0.3, 'turmeric'),
    ],
    stated: { calories: 220, protein: 4, carbs: 48, fat: 5, fiber: 2, sodium: 172 },
    tags: ['vegetarian'],
  },
  {
    key: 'green-bean-poriyal',
    name: 'Green bean poriyal',
    description: 'Green beans stir-fried with fresh coconut, urad dal and curry leaves.',
    icon: 'greens',
    portionGrams: 110,
    recipe: [
      line('D050', 100, 'green beans'),
      line('H007', 12, 'fresh coconut'),
      line('T001', 3, 'coconut oil'),
      line('B003', 3, 'urad dal'),
      line('G010', 1, 'curry leaves'),
      line(SALT, 0.45, 'salt'),
      line('H013', 0.5, 'mustard seeds'),
    ],
    stated: { calories: 110, protein: 4, carbs: 6, fat: 7, fiber: 5, sodium: 177 },
    tags: ['vegetarian'],
  },
  {
    key: 'mint-chutney',
    name: 'Mint-yoghurt chutney',
    description: 'Yoghurt blended with mint, coriander and green chilli.',
    icon: 'yogurt',
    portionGrams: 75,
    recipe: [
      line(YOGURT, 60, 'yoghurt (milk)'),
      line('G016', 10, 'mint'),
      line('G009', 8, 'coriander leaves'),
      line('G008', 2, 'green chilli'),
      line(SALT, 0.2, 'salt'),
    ],
    stated: { calories: 65, protein: 3, carbs: 6, fat: 1, fiber: 1, sodium: 132 },
    tags: ['vegetarian'],
  },
  // Thursday: 720 kcal, 40 g protein, 80 carbs, 25 fat, 12 fiber, 900 mg sodium.
  {
    key: 'lean-butter-chicken',
    name: 'Lean butter chicken',
    description: 'Chicken breast in a tomato and cashew gravy with kasuri methi and a spoon of butter.',
    icon: 'chicken',
    portionGrams: 200,
    recipe: [
      line('N003', 120, 'chicken breast'),
      line('D075', 80, 'tomato'),
      line('H005', 5, 'cashew'),
      line('US01001', 5, 'butter (milk)'),
      line('G014', 3, 'ginger'),
      line('G011', 3, 'garlic'),
      line(SALT, 0.75, 'salt'),
      line('C020', 1, 'kasuri methi'),
      line('BFP001', 1, 'garam masala'),
    ],
    stated: { calories: 280, protein: 29, carbs: 6, fat: 18, fiber: 2, sodium: 380 },
    tags: [],
  },
  {
    key: 'chana-masala',
    name: 'Chana masala',
    description: 'Chickpeas simmered with onion, tomato, anardana and chana masala spice.',
    icon: 'chickpeas',
    portionGrams: 170,
    recipe: [
      line('US16056', 40, 'chickpeas'),
      line('D075', 30, 'tomato'),
      line('G017', 25, 'onion'),
      line('T012', 2, 'sunflower oil'),
      line(SALT, 0.55, 'salt'),
      line('BFP001', 1, 'chana masala spice'),
    ],
    stated: { calories: 180, protein: 7, carbs: 23, fat: 5, fiber: 7, sodium: 229 },
    tags: ['vegetarian'],
  },
  {
    key: 'jeera-rice-thursday',
    name: 'Jeera basmati rice',
    description: 'Aged basmati steamed with cumin seeds and bay leaf (a 155 g portion).',
    icon: 'rice',
    portionGrams: 155,
    recipe: [
      line('A015', 52, 'basmati rice'),
      line('G025', 1, 'cumin'),
      line('T013', 1, 'ghee (milk)'),
      line(SALT, 0.45, 'salt'),
    ],
    stated: { calories: 200, protein: 3, carbs: 45, fat: 1, fiber: 2, sodium: 177 },
    tags: ['vegetarian'],
  },
  {
    key: 'cucumber-mint-raita',
    name: 'Cucumber-mint raita',
    description: 'Low-fat yoghurt with cucumber and mint.',
    icon: 'yogurt',
    portionGrams: 105,
    recipe: [
      line(YOGURT, 60, 'low-fat yoghurt (milk)'),
      line('D043', 40, 'cucumber'),
      line('G016', 3, 'mint'),
      line(SALT, 0.2, 'salt'),
    ],
    stated: { calories: 60, protein: 1, carbs: 6, fat: 1, fiber: 1, sodium: 114 },
    tags: ['vegetarian'],
  },
  // Friday special: 750 kcal, 48 g protein, 65 carbs, 28 fat, 4 fiber, 920 mg sodium, with either pulao.
  {
    key: 'chicken-pulao',
    name: 'Chicken pulao',
    description: 'Dum pulao of basmati and chicken with whole spices, saffron, fried onion and ghee.',
    icon: 'chicken',
    portionGrams: 330,
    recipe: [
      line('N003', 160, 'chicken'),
      line('A015', 60, 'basmati rice'),
      line('G017', 25, 'fried onion'),
      line('T013', 3, 'ghee (milk)'),
      line('T012', 2, 'sunflower oil'),
      line(SALT, 0.95, 'salt'),
      line('US02037', 0.05, 'saffron'),
    ],
    stated: { calories: 520, protein: 40, carbs: 44, fat: 22, fiber: 1, sodium: 428 },
    tags: [],
  },
  {
    key: 'shrimp-pulao',
    name: 'Shrimp pulao',
    description: 'Dum pulao of basmati and Gulf shrimp with whole spices, saffron, fried onion and ghee.',
    icon: 'shrimp',
    portionGrams: 330,
    recipe: [
      line('S010', 250, 'shrimp (crustacean shellfish)'),
      line('A015', 65, 'basmati rice'),
      line('G017', 25, 'fried onion'),
      line('T013', 6, 'ghee (milk)'),
      line('T012', 6, 'sunflower oil'),
      line(SALT, 0.55, 'salt'),
      line('US02037', 0.05, 'saffron'),
    ],
    stated: { calories: 520, protein: 40, carbs: 44, fat: 22, fiber: 1, sodium: 428 },
    tags: [],
  },
  {
    key: 'boondi-raita',
    name: 'Boondi raita',
    description: 'Yoghurt with crisp gram-flour pearls and roasted cumin.',
    icon: 'yogurt',
    portionGrams: 110,
    recipe: [
      line(YOGURT, 90, 'yoghurt (milk)'),
      line('US16157', 8, 'gram flour'),
      line('T012', 3, 'sunflower oil'),
      line(SALT, 0.25, 'salt'),
      line('G025', 0.5, 'roasted cumin'),
    ],
    stated: { calories: 110, protein: 5, carbs: 9, fat: 6, fiber: 1, sodium: 175 },
    tags: ['vegetarian'],
  },
  {
    key: 'kachumber',
    name: 'Kachumber salad',
    description: 'Cucumber, tomato and red onion with lime.',
    icon: 'salad',
    portionGrams: 115,
    recipe: [
      line('D043', 50, 'cucumber'),
      line('D075', 40, 'tomato'),
      line('G017', 20, 'red onion'),
      line('US09160', 5, 'lime juice'),
      line(SALT, 0.25, 'salt'),
    ],
    stated: { calories: 60, protein: 2, carbs: 5, fat: 0, fiber: 1, sodium: 109 },
    tags: ['vegetarian'],
  },
  {
    key: 'roasted-papad',
    name: 'Roasted papad',
    description: 'Urad dal wafer roasted over the flame, with black pepper.',
    icon: 'papad',
    portionGrams: 14,
    recipe: [line('B003', 15, 'urad dal flour'), line(SALT, 0.55, 'salt'), line('G031', 0.3, 'black pepper')],
    stated: { calories: 60, protein: 1, carbs: 7, fat: 0, fiber: 1, sodium: 208 },
    tags: ['vegetarian'],
  },
];

export const SEED_WEEK: SeedDay[] = [
  {
    weekday: 1,
    title: 'Tandoori Chicken Thali',
    description: 'Yoghurt-marinated chicken from the tandoor with smoky dal and cumin rice.',
    badge: 'Best Seller',
    image: 'tandoori-thali',
    dishes: ['tandoori-chicken', 'dal-tadka', 'jeera-rice-monday', 'cucumber-raita'],
    choices: [],
  },
  {
    weekday: 2,
    title: 'Paneer Tikka Masala Bowl',
    description: 'Charred paneer in a silky tomato-cashew masala, black chana and brown basmati.',
    badge: 'Vegetarian',
    image: 'paneer-bowl',
    dishes: ['paneer-tikka-masala', 'kala-chana', 'brown-basmati', 'sprouted-kachumber'],
    choices: [],
  },
  {
    weekday: 3,
    title: 'Salmon Tikka Plate',
    description: 'Mustard-and-ajwain salmon, South Indian lemon rice and green bean poriyal.',
    badge: 'Omega-3 Rich',
    image: 'salmon-plate',
    dishes: ['salmon-tikka', 'lemon-rice', 'green-bean-poriyal', 'mint-chutney'],
    choices: [],
  },
  {
    weekday: 4,
    title: 'Lean Butter Chicken Thali',
    description: 'Our lighter butter chicken with chana masala, jeera rice and a cooling raita.',
    badge: 'Muscle Builder',
    image: 'butter-chicken-thali',
    dishes: ['lean-butter-chicken', 'chana-masala', 'jeera-rice-thursday', 'cucumber-mint-raita'],
    choices: [],
  },
  {
    weekday: 5,
    title: 'Friday Special: Chef’s Choice Pulao',
    description: 'Fragrant dum pulao with your choice of chicken or shrimp, finished with fried onions.',
    badge: 'Chef’s Choice',
    image: 'pulao-handi',
    dishes: ['boondi-raita', 'kachumber', 'roasted-papad'],
    choices: [
      { key: 'chicken', label: 'Chicken pulao', dishes: ['chicken-pulao'] },
      { key: 'shrimp', label: 'Shrimp pulao', dishes: ['shrimp-pulao'] },
    ],
  },
];
