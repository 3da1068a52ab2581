// Our own dishes where INDB has a gap or a doubtful row (no plain dal, dal tadka, masala chai or chicken biryani; a
// plain dosa, poha and khichdi whose figures are not a cooked dish; no pongal, bisi bele bath, vada pav, misal pav or
// litti chokha), computed the way INDB computes its dishes: the raw ingredients from IFCT 2017 (USDA SR26 where IFCT
// has none: sugar, yogurt, a bread roll for pav), summed and divided by the weight of the cooked dish (the yield). Salt
// adds its sodium (388 mg per gram). Spices under 5 g are left out.
import { COMBINATIONS } from '../../src/domain/food-combinations';
import { atwaterKcal, roundMacros, type BuiltFood, type Macros } from './model';
import { finishPortions, p, standardPortions, type DensityClass } from './portions';

interface Recipe {
  code: string;
  name: string;
  localNames: string[];
  aliases: string[];
  /** Raw ingredients in grams by catalogue code; water adds weight only. */
  ingredients: Record<string, number>;
  salt: number;
  /** Weight of the cooked dish in grams (the yield). */
  cooked: number;
  /** How the yield was judged. */
  method: string;
  portions: ReturnType<typeof p>[];
  texture: DensityClass;
}

const SODIUM_PER_G_SALT = 388;

export const RECIPES: Recipe[] = [
  {
    code: 'TF001',
    name: 'Dal, toor (arhar), plain cooked',
    localNames: ['Arhar dal', 'Toor dal', 'Tuvar dal', 'Pappu'],
    aliases: [
      'dal',
      'daal',
      'dhal',
      'plain dal',
      'toor dal',
      'arhar dal',
      'tuvar dal',
      'yellow dal',
      'pappu',
    ],
    ingredients: { B021: 100, G033: 2 },
    salt: 4,
    cooked: 420,
    method: '100 g dry toor dal pressure-cooked in 350 ml water, about 420 g of dal',
    portions: [p('katori', 150), p('bowl', 250)],
    texture: 'curry',
  },
  {
    code: 'TF002',
    name: 'Dal tadka (toor dal with ghee tempering)',
    localNames: ['Tadka dal', 'Dal fry'],
    aliases: ['dal tadka', 'tadka dal', 'dal fry', 'daal fry', 'dhal fry', 'tarka dal', 'dal tarka'],
    ingredients: { B021: 100, T013: 10, T012: 5, G017: 40, D075: 50, G011: 5, G025: 2 },
    salt: 5,
    cooked: 480,
    method: 'toor dal as TF001, tempered with ghee, oil, onion, tomato, garlic and cumin; about 480 g',
    portions: [p('katori', 150), p('bowl', 250)],
    texture: 'curry',
  },
  {
    code: 'TF003',
    name: 'Masala chai (tea with milk and sugar)',
    localNames: ['Chai', 'Masala chai', 'Adrak chai'],
    aliases: [
      'chai',
      'masala chai',
      'milk tea',
      'tea with milk',
      'adrak chai',
      'cutting chai',
      'indian tea',
      'tea',
    ],
    ingredients: { L002: 80, US19335: 8, G014: 3, water: 120 },
    salt: 0,
    cooked: 180,
    method: '120 ml water boiled with 80 ml whole milk, 8 g sugar, ginger and tea; about 180 g in the cup',
    portions: [p('tea cup', 120), p('glass', 250)],
    texture: 'drink',
  },
  {
    code: 'TF004',
    name: 'Chicken biryani',
    localNames: ['Murgh biryani'],
    aliases: ['chicken biryani', 'chicken biriyani', 'murgh biryani', 'biryani'],
    ingredients: {
      A015: 150,
      N002: 200,
      US01116: 50,
      G017: 100,
      D075: 50,
      T012: 25,
      T013: 10,
      G014: 5,
      G011: 5,
    },
    salt: 6,
    cooked: 760,
    method:
      'basmati rice, chicken thigh, curd, fried onion, tomato, oil and ghee; rice about triples, chicken loses a quarter, onion browned to 40%: about 760 g',
    portions: [p('plate', 300), p('katori', 100), p('cup', 160)],
    texture: 'grain',
  },
  {
    code: 'TF005',
    name: 'Plain dosa',
    localNames: ['Sada dosa', 'Dosai'],
    aliases: ['dosa', 'plain dosa', 'sada dosa', 'dosai', 'dose'],
    ingredients: { A014: 150, B003: 50, T012: 15, water: 250 },
    salt: 4,
    cooked: 380,
    method:
      'parboiled rice and urad dal ground with water (450 g batter), cooked with 15 g oil; 8 dosas of about 48 g',
    portions: [p('piece', 48)],
    texture: 'count',
  },
  {
    code: 'TF006',
    name: 'Poha (kanda poha)',
    localNames: ['Kanda poha', 'Aval upma', 'Chivda'],
    aliases: ['poha', 'kanda poha', 'aval', 'pohe', 'batata poha'],
    ingredients: { A011: 100, T012: 10, G017: 50, F006: 50, H012: 15, G033: 1 },
    salt: 3,
    cooked: 330,
    method: '100 g rice flakes soaked (they double), cooked with oil, onion, potato and peanuts: about 330 g',
    portions: [p('plate', 180), p('katori', 100), p('cup', 160)],
    texture: 'grain',
  },
  {
    code: 'TF007',
    name: 'Khichdi, moong dal and rice',
    localNames: ['Khichri', 'Khichdi'],
    aliases: ['khichdi', 'khichri', 'khichadi', 'kitchari', 'dal khichdi', 'moong dal khichdi'],
    ingredients: { A015: 60, B010: 40, T013: 5, G033: 1, water: 400 },
    salt: 3,
    cooked: 400,
    method: '60 g rice and 40 g moong dal cooked soft in 400 ml water with ghee: about 400 g',
    portions: [p('katori', 150), p('bowl', 250), p('plate', 300)],
    texture: 'curry',
  },
  {
    code: 'TF008',
    name: 'Chicken tikka',
    localNames: ['Murgh tikka'],
    aliases: ['chicken tikka', 'murgh tikka', 'tikka', 'grilled chicken tikka'],
    ingredients: { N003: 500, US01116: 100, T012: 10, G014: 10, G011: 10 },
    salt: 6,
    cooked: 470,
    method:
      'chicken breast marinated in curd, ginger and garlic, grilled; a quarter of the weight lost: about 470 g',
    portions: [p('piece', 30), p('plate', 180)],
    texture: 'count',
  },
  {
    code: 'TF009',
    name: 'Mutton curry (goat)',
    localNames: ['Mutton curry', 'Gosht curry', 'Bakre ka salan'],
    aliases: ['mutton curry', 'goat curry', 'gosht', 'mutton masala', 'lamb curry'],
    ingredients: { O003: 500, G017: 150, D075: 100, T012: 30, US01116: 50, G014: 10, G011: 10 },
    salt: 7,
    cooked: 720,
    method: 'goat on the bone (meat weighed), onion, tomato, oil and curd, simmered: about 720 g',
    portions: [p('katori', 150), p('bowl', 250)],
    texture: 'curry',
  },
  // Regional staples INDB 2024.11 has no row for (Tamil Nadu, Karnataka, Maharashtra, Bihar).
  {
    code: 'TF010',
    name: 'Ven pongal (rice and moong dal with ghee and pepper)',
    localNames: ['Ven pongal', 'Khara pongal', 'Huggi'],
    aliases: ['pongal', 'ven pongal', 'khara pongal', 'ghee pongal', 'huggi'],
    ingredients: { A015: 100, B010: 50, T013: 20, H005: 10, G014: 5, G031: 2, G025: 2, water: 600 },
    salt: 4,
    cooked: 650,
    method:
      '100 g rice and 50 g moong dal cooked soft in 600 ml water, tempered with ghee, cashews, ginger, pepper and cumin: about 650 g',
    portions: [p('plate', 250), p('bowl', 250)],
    texture: 'grain',
  },
  {
    code: 'TF011',
    name: 'Bisi bele bath (rice, toor dal and vegetables with tamarind)',
    localNames: ['Bisi bele bath', 'Bisibelebath'],
    aliases: ['bisi bele bath', 'bisibelebath', 'bisi bele bhath', 'bisibele bath', 'bisi bele'],
    ingredients: {
      A015: 100,
      B021: 50,
      F002: 50,
      D061: 50,
      F006: 50,
      E064: 10,
      T013: 15,
      T012: 10,
      H005: 10,
      water: 700,
    },
    salt: 5,
    cooked: 850,
    method:
      'rice and toor dal cooked with carrot, peas and potato in 700 ml water, soured with tamarind, finished with ghee, oil and cashews: about 850 g',
    portions: [p('plate', 250), p('bowl', 250)],
    texture: 'grain',
  },
  {
    code: 'TF012',
    name: 'Vada pav',
    localNames: ['Vada pav', 'Wada pav', 'Batata vada pav'],
    aliases: ['vada pav', 'vada pao', 'wada pav', 'wada pao', 'batata vada pav', 'bombay burger'],
    ingredients: { F006: 300, B001: 60, T012: 30, G011: 10, G001: 10, US18342: 160, water: 60 },
    salt: 4,
    cooked: 570,
    method:
      '300 g boiled potato spiced with garlic and green chilli, in a batter of 60 g gram flour, deep-fried (30 g oil taken up), in four 40 g pav: four of about 142 g',
    portions: [p('piece', 142)],
    texture: 'count',
  },
  {
    code: 'TF013',
    name: 'Misal pav (sprouted moth bean curry with farsan and pav)',
    localNames: ['Misal pav', 'Misal'],
    aliases: ['misal pav', 'misal pao', 'misal', 'misal paav', 'puneri misal', 'kolhapuri misal'],
    ingredients: {
      B016: 100,
      G017: 80,
      D075: 60,
      T012: 35,
      H006: 15,
      B001: 25,
      G011: 5,
      US18342: 240,
      water: 350,
    },
    salt: 6,
    cooked: 960,
    method:
      '100 g moth beans, sprouted and simmered with onion, tomato, oil and dry coconut into a thin curry, topped with farsan (25 g gram flour fried) and raw onion, with six 40 g pav: three plates of about 320 g',
    portions: [p('plate', 320)],
    texture: 'count',
  },
  {
    code: 'TF014',
    name: 'Litti chokha',
    localNames: ['Litti chokha', 'Litti'],
    aliases: ['litti chokha', 'litti', 'litti choka', 'baati chokha'],
    ingredients: {
      A019: 200,
      B001: 100,
      T013: 30,
      T006: 20,
      G017: 60,
      G011: 10,
      G014: 5,
      D010: 250,
      F006: 150,
      D075: 100,
      water: 120,
    },
    salt: 6,
    cooked: 850,
    method:
      'eight baked littis of atta stuffed with sattu (roasted gram flour), dipped in ghee, with chokha of roasted brinjal, potato and tomato in mustard oil: about 850 g, a plate of two littis with chokha about 210 g',
    portions: [p('plate', 210)],
    texture: 'count',
  },
  // Issue 45: staples people name that the sources lack, and our recipes for rows that run low against home
  // recipes (INDB's roti 202, sweet lassi 36, dal makhani 74, rice kheer 75 and paneer tikka 94 kcal per 100 g:
  // docs/food-data.md names each with its references; the INDB rows stay searchable by their own names).
  {
    code: 'TF015',
    name: 'Roti (chapati, phulka), whole wheat',
    localNames: ['Chapati', 'Phulka', 'Rotli'],
    aliases: [
      'roti',
      'rotis',
      'chapati',
      'chapatti',
      'chappati',
      'chapathi',
      'phulka',
      'fulka',
      'rotli',
      'wheat roti',
      'atta roti',
      'tawa roti',
    ],
    ingredients: { A019: 100, water: 60 },
    salt: 0,
    cooked: 130,
    method:
      '100 g atta kneaded with 60 ml water (160 g dough), rolled and cooked on a tawa and flame: about 130 g of rotis, one roti from 30 g atta weighing about 39 g',
    portions: [p('piece', 39)],
    texture: 'count',
  },
  {
    code: 'TF016',
    name: 'Sweet lassi',
    localNames: ['Meethi lassi'],
    aliases: ['lassi', 'sweet lassi', 'meethi lassi', 'punjabi lassi'],
    ingredients: { US01116: 200, US19335: 20, water: 50 },
    salt: 0,
    cooked: 270,
    method: '200 g whole-milk curd whisked with 20 g sugar and 50 ml cold water: about 270 g',
    portions: [p('glass', 250)],
    texture: 'drink',
  },
  {
    code: 'TF017',
    name: 'Dal makhani',
    localNames: ['Maa ki dal', 'Kaali dal'],
    aliases: ['dal makhani', 'daal makhani', 'dal makhni', 'maa ki dal', 'kali dal'],
    ingredients: {
      B004: 100,
      B020: 20,
      US01001: 30,
      US01053: 40,
      D075: 150,
      G017: 60,
      G014: 10,
      G011: 10,
      T012: 5,
    },
    salt: 5,
    cooked: 700,
    method:
      '100 g whole urad and 20 g rajma soaked and simmered, with tomato, onion, ginger, garlic, 30 g butter and 40 g cream: about 700 g',
    portions: [p('katori', 150), p('bowl', 250)],
    texture: 'curry',
  },
  {
    code: 'TF018',
    name: 'Rice kheer',
    localNames: ['Chawal ki kheer', 'Payasam'],
    aliases: ['kheer', 'rice kheer', 'chawal ki kheer', 'payasam', 'paal payasam'],
    ingredients: { L002: 1000, A015: 60, US19335: 80 },
    salt: 0,
    cooked: 750,
    method: '60 g rice simmered in 1 litre of whole milk with 80 g sugar, reduced to about 750 g',
    portions: [p('katori', 157.5)],
    texture: 'sweet',
  },
  {
    code: 'TF019',
    name: 'Paneer tikka',
    localNames: ['Paneer tikka', 'Paneer shashlik'],
    aliases: ['paneer tikka', 'paneer tikka dry', 'tandoori paneer'],
    ingredients: { L003: 250, US01116: 60, D033: 60, G017: 60, T012: 15, B001: 10, G014: 5, G011: 5 },
    salt: 4,
    cooked: 390,
    method:
      '250 g paneer cubes with capsicum and onion in curd, besan and oil, grilled; a sixth of the weight lost: about 390 g, eight skewer pieces of about 25 g with their vegetables',
    portions: [p('piece', 25), p('plate', 180)],
    texture: 'count',
  },
  {
    code: 'TF027',
    name: 'Jalebi',
    localNames: ['Jalebi', 'Jilapi', 'Imarti'],
    aliases: ['jalebi', 'jalebis', 'jilebi', 'jilapi', 'jalabi'],
    ingredients: { A018: 100, US01116: 15, T012: 35, US19335: 110, water: 40 },
    salt: 0,
    cooked: 300,
    method:
      '100 g maida batter fermented with curd, piped and deep-fried (35 g oil taken up), soaked in syrup (110 g sugar taken up with 40 g of its water): about 300 g, twelve jalebis of 25 g',
    portions: [p('piece', 25)],
    texture: 'count',
  },
  {
    code: 'TF028',
    name: 'Pani puri (golgappa)',
    localNames: ['Golgappa', 'Puchka', 'Pani poori'],
    aliases: [
      'pani puri',
      'pani poori',
      'panipuri',
      'golgappa',
      'golgappe',
      'gol gappa',
      'gol gappe',
      'puchka',
      'phuchka',
    ],
    ingredients: { A022: 20, A018: 5, T012: 8, F006: 40, B002: 10, E064: 8, I001: 10, G017: 10, water: 130 },
    salt: 3,
    cooked: 240,
    method:
      'six puris of semolina and maida fried (8 g oil taken up), filled with boiled potato and chickpeas, with tamarind-jaggery chutney and spiced water: a plate of six about 240 g',
    portions: [p('piece', 40), p('plate', 240)],
    texture: 'count',
  },
  {
    code: 'TF029',
    name: 'Chicken tikka masala',
    localNames: ['Murgh tikka masala'],
    aliases: ['chicken tikka masala', 'tikka masala', 'murgh tikka masala', 'ctm'],
    ingredients: {
      N003: 500,
      US01116: 100,
      D075: 300,
      G017: 150,
      US01001: 25,
      US01053: 60,
      T012: 20,
      G014: 10,
      G011: 10,
    },
    salt: 7,
    cooked: 900,
    method:
      'chicken tikka (breast in curd, grilled) in a gravy of tomato, onion, butter and cream: about 900 g',
    portions: [p('katori', 150), p('bowl', 250)],
    texture: 'curry',
  },
];

/**
 * Chain dishes a Texas lunch crowd names, from the chains' published US nutrition (per serving, as quoted in their
 * nutrition guides; docs/food-data.md): the serving's weight and its label values.
 */
const PUBLISHED: {
  code: string;
  name: string;
  aliases: string[];
  grams: number;
  label: { calories: number; protein: number; carbs: number; fiber: number; fat: number; sodium: number };
  source: string;
}[] = [
  {
    code: 'TF030',
    name: 'Chipotle chicken burrito bowl (rice, black beans, salsa, cheese, lettuce)',
    aliases: [
      'chipotle bowl',
      'chipotle chicken bowl',
      'chipotle burrito bowl',
      'burrito bowl',
      'chicken burrito bowl',
      'chicken bowl',
    ],
    grams: 508,
    // Chicken 4 oz 180 kcal, white rice 4 oz 210, black beans 4 oz 130, fresh tomato salsa 4 oz 25, cheese 1 oz 110,
    // romaine 1 oz 5 (Chipotle's US nutrition calculator, per ingredient).
    label: { calories: 660, protein: 50, carbs: 71, fiber: 9, fat: 20.5, sodium: 1610 },
    source: "Chipotle's published US nutrition per ingredient: chicken, white rice, black beans, fresh tomato salsa, cheese, romaine (4 oz each; cheese and romaine 1 oz)",
  },
  {
    code: 'TF031',
    name: 'Subway 6-inch oven-roasted turkey sub',
    aliases: [
      'subway sandwich',
      'subway sub',
      'subway turkey',
      'subway turkey sub',
      'subway turkey sandwich',
      'turkey sub',
      'subway',
    ],
    grams: 220,
    label: { calories: 280, protein: 18, carbs: 46, fiber: 5, fat: 3.5, sodium: 760 },
    source: "Subway's published US nutrition for the 6-inch turkey breast sub on 9-grain wheat with the standard vegetables",
  },
];

/** The recipes computed from the catalogue's ingredients (IFCT and USDA foods, by code). */
export function computeRecipes(ingredients: Map<string, BuiltFood>): { foods: BuiltFood[]; lines: string[] } {
  const foods: BuiltFood[] = [];
  const lines: string[] = [];
  for (const recipe of RECIPES) {
    const sum: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0 };
    for (const [code, grams] of Object.entries(recipe.ingredients)) {
      if (code === 'water') continue;
      const food = ingredients.get(code);
      if (!food) throw new Error(`recipe ${recipe.code}: no ingredient ${code}`);
      const f = grams / 100;
      sum.protein += food.per100g.protein * f;
      sum.carbs += food.per100g.carbs * f;
      sum.fat += food.per100g.fat * f;
      sum.fiber += food.per100g.fiber * f;
      sum.sodium += food.per100g.sodium * f;
      sum.calories += food.per100g.calories * f;
    }
    sum.sodium += recipe.salt * SODIUM_PER_G_SALT;
    const scale = 100 / recipe.cooked;
    const per100g: Macros = {
      calories: sum.calories * scale,
      protein: sum.protein * scale,
      carbs: sum.carbs * scale,
      fat: sum.fat * scale,
      fiber: sum.fiber * scale,
      sodium: sum.sodium * scale,
    };
    const rounded = roundMacros(per100g);
    lines.push(
      `| ${recipe.code} | ${recipe.name} | ${Object.entries(recipe.ingredients)
        .map(([code, grams]) => `${code} ${grams} g`)
        .join(
          ', ',
        )}${recipe.salt ? `, salt ${recipe.salt} g` : ''} | ${recipe.method} | ${rounded.calories} (Atwater ${Math.round(atwaterKcal(per100g))}) |`,
    );
    foods.push({
      code: recipe.code,
      name: recipe.name,
      localNames: recipe.localNames,
      aliases: recipe.aliases,
      source: 'tiffin',
      group: 'Indian dishes',
      kind: 'dish',
      common: 3,
      per100g: rounded,
      energy: 'computed',
      portions: finishPortions([
        ...recipe.portions,
        ...standardPortions(recipe.texture),
      ]),
      density: recipe.texture,
    });
  }
  for (const dish of PUBLISHED) {
    const f = 100 / dish.grams;
    const per100g = roundMacros({
      calories: dish.label.calories * f,
      protein: dish.label.protein * f,
      // A US label's total carbohydrate counts fibre; the catalogue counts available carbohydrate.
      carbs: (dish.label.carbs - dish.label.fiber) * f,
      fat: dish.label.fat * f,
      fiber: dish.label.fiber * f,
      sodium: dish.label.sodium * f,
    });
    lines.push(
      `| ${dish.code} | ${dish.name} | ${dish.source} | one serving of ${dish.grams} g: ${dish.label.calories} kcal | ${per100g.calories} (Atwater ${Math.round(atwaterKcal(per100g))}) |`,
    );
    foods.push({
      code: dish.code,
      name: dish.name,
      localNames: [],
      aliases: dish.aliases,
      source: 'tiffin',
      group: 'Restaurant dishes',
      kind: 'ready',
      common: 3,
      per100g,
      energy: 'listed',
      portions: finishPortions([p('piece', dish.grams)]),
    });
  }
  return { foods, lines };
}

/**
 * The combinations (domain/food-combinations.ts) as one food each for the search: the parts' nutrients summed over
 * their grams, in the portions the parser logs them by ("a plate of rajma chawal" is its parts; "rajma chawal" in the
 * search is this).
 */
export function computeCombinations(byCode: Map<string, BuiltFood>): { foods: BuiltFood[]; lines: string[] } {
  const foods: BuiltFood[] = [];
  const lines: string[] = [];
  for (const combination of COMBINATIONS) {
    const sum: Macros = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0 };
    let grams = 0;
    const described: string[] = [];
    for (const part of combination.parts) {
      const food = byCode.get(part.code);
      const portion = food?.portions.find((x) => x.label === part.portion);
      if (!food || !portion) throw new Error(`combination ${combination.code}: no ${part.portion} of ${part.code}`);
      const g = portion.grams * part.quantity;
      grams += g;
      described.push(`${part.code} ${part.quantity} ${part.portion} (${Math.round(g)} g)`);
      for (const key of ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sodium'] as const) {
        sum[key] += (food.per100g[key] * g) / 100;
      }
    }
    const scale = 100 / grams;
    const per100g = roundMacros({
      calories: sum.calories * scale,
      protein: sum.protein * scale,
      carbs: sum.carbs * scale,
      fat: sum.fat * scale,
      fiber: sum.fiber * scale,
      sodium: sum.sodium * scale,
    });
    lines.push(
      `| ${combination.code} | ${combination.name} | ${described.join(', ')} | one ${combination.unit} of ${Math.round(grams)} g | ${per100g.calories} (Atwater ${Math.round(atwaterKcal(per100g))}) |`,
    );
    foods.push({
      code: combination.code,
      name: combination.name,
      localNames: [],
      aliases: [...combination.names],
      source: 'tiffin',
      group: 'Indian dishes',
      kind: 'dish',
      common: 3,
      per100g,
      energy: 'computed',
      portions: finishPortions([p(combination.unit, grams)]),
    });
  }
  return { foods, lines };
}
