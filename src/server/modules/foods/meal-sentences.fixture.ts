// Meals typed as sentences, Indian and US, with the items, portions and grams POST /api/foods/parse must answer
// (issue 18: at least 40). Reviewed by hand: each line's food is what the words name, and its grams are that
// food's portion times how many (docs/food-data.md for where the portions come from).

export interface SentenceCase {
  text: string;
  items: { code: string; portion: string | null; quantity: number; grams: number }[];
  unmatched?: string[];
}

export const MEAL_SENTENCES: SentenceCase[] = [
  {
    text: '2 roti, a katori of dal and a cup of rice',
    items: [
      { code: 'ASC096', portion: 'piece', quantity: 2, grams: 72 }, // Roti (chapati, phulka)
      { code: 'TF001', portion: 'katori', quantity: 1, grams: 150 }, // Dal, toor (arhar), plain cooked
      { code: 'ASC113', portion: 'cup', quantity: 1, grams: 158 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: '3 eggs and a slice of toast',
    items: [
      { code: 'US01129', portion: 'large', quantity: 3, grams: 150 }, // Egg, hard-boiled
      { code: 'US18070', portion: 'slice', quantity: 1, grams: 27 }, // Toast, white bread
    ],
  },
  {
    text: 'chai with 2 biscuits',
    items: [
      { code: 'TF003', portion: 'cup', quantity: 1, grams: 150 }, // Masala chai (tea with milk and sugar)
      { code: 'ASC441', portion: 'piece', quantity: 2, grams: 28.6 }, // Biscuit, sweet (Marie or glucose type)
    ],
  },
  {
    text: '2 idli with sambar and coconut chutney',
    items: [
      { code: 'ASC144', portion: 'piece', quantity: 2, grams: 80 }, // Idli
      { code: 'ASC167', portion: 'bowl', quantity: 1, grams: 257.2 }, // Sambar
      { code: 'ASC386', portion: 'tbsp', quantity: 1, grams: 25.3 }, // Coconut chutney
    ],
  },
  {
    text: 'a plate of poha and a cup of chai',
    items: [
      { code: 'TF006', portion: 'plate', quantity: 1, grams: 180 }, // Poha (kanda poha)
      { code: 'TF003', portion: 'cup', quantity: 1, grams: 150 }, // Masala chai (tea with milk and sugar)
    ],
  },
  {
    text: '1 aloo paratha with a katori of dahi',
    items: [
      { code: 'ASC098', portion: 'piece', quantity: 1, grams: 93.4 }, // Potato parantha/paratha
      { code: 'US01116', portion: 'katori', quantity: 1, grams: 150 }, // Dahi (curd, plain yogurt, whole milk)
    ],
  },
  {
    text: 'masala dosa',
    items: [
      { code: 'ASC146', portion: 'piece', quantity: 1, grams: 209.7 }, // Masala dosa
    ],
  },
  {
    text: 'bowl of oatmeal with a banana',
    items: [
      { code: 'US08121', portion: 'bowl', quantity: 1, grams: 234 }, // Oatmeal, cooked with water
      { code: 'US09040', portion: 'medium', quantity: 1, grams: 118 }, // Banana
    ],
  },
  {
    text: '2 slices of whole wheat toast with 2 tbsp peanut butter',
    items: [
      { code: 'US18076', portion: 'slice', quantity: 2, grams: 50 }, // Toast, whole wheat
      { code: 'US16098', portion: 'tbsp', quantity: 2, grams: 32 }, // Peanut butter, smooth
    ],
  },
  {
    text: '1 scoop whey protein in a glass of milk',
    items: [
      { code: 'US14066', portion: 'scoop', quantity: 1, grams: 32 }, // Whey protein powder
      { code: 'US01077', portion: 'glass', quantity: 1, grams: 254.2 }, // Milk, whole (3.25%)
    ],
  },
  {
    text: 'chicken biryani and raita',
    items: [
      { code: 'TF004', portion: 'plate', quantity: 1, grams: 300 }, // Chicken biryani
      { code: 'ASC273', portion: 'bowl', quantity: 1, grams: 152.7 }, // Cucumber raita
    ],
  },
  {
    text: 'a bowl of rajma with a cup of rice',
    items: [
      { code: 'ASC165', portion: 'bowl', quantity: 1, grams: 119.9 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'cup', quantity: 1, grams: 158 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'half a cup of rice and a katori of chole',
    items: [
      { code: 'ASC113', portion: 'cup', quantity: 0.5, grams: 79 }, // Rice, boiled (plain white rice)
      { code: 'ASC162', portion: 'katori', quantity: 1, grams: 99 }, // Chole (chickpea curry)
    ],
  },
  {
    text: '3 rotis, palak paneer and a cup of dal',
    items: [
      { code: 'ASC096', portion: 'piece', quantity: 3, grams: 108 }, // Roti (chapati, phulka)
      { code: 'ASC215', portion: 'bowl', quantity: 1, grams: 295.5 }, // Spinach paneer
      { code: 'TF001', portion: 'cup', quantity: 1, grams: 240 }, // Dal, toor (arhar), plain cooked
    ],
  },
  {
    text: '200 g grilled chicken breast with a cup of brown rice',
    items: [
      { code: 'US05064', portion: null, quantity: 200, grams: 200 }, // Chicken breast, roasted (meat only)
      { code: 'US20037', portion: 'cup', quantity: 1, grams: 195 }, // Rice, brown, cooked
    ],
  },
  {
    text: '6 oz salmon and a cup of broccoli',
    items: [
      { code: 'US15237', portion: 'oz', quantity: 6, grams: 169.8 }, // Salmon, Atlantic, cooked
      { code: 'US11091', portion: 'cup', quantity: 1, grams: 156 }, // Broccoli, boiled
    ],
  },
  {
    text: 'greek yogurt with blueberries and honey',
    items: [
      { code: 'US01256', portion: 'container', quantity: 1, grams: 170 }, // Greek yogurt, plain, nonfat
      { code: 'US09050', portion: 'cup', quantity: 1, grams: 148 }, // Blueberries
      { code: 'US19296', portion: 'tbsp', quantity: 1, grams: 21 }, // Honey
    ],
  },
  {
    text: 'an apple and a handful of almonds',
    items: [
      { code: 'US09003', portion: 'medium', quantity: 1, grams: 182 }, // Apple, with skin
      { code: 'US12063', portion: 'handful', quantity: 1, grams: 28 }, // Almonds, dry-roasted
    ],
  },
  {
    text: '2 samosas and a cup of chai',
    items: [
      { code: 'ASC361', portion: 'piece', quantity: 2, grams: 143.8 }, // Potato samosa
      { code: 'TF003', portion: 'cup', quantity: 1, grams: 150 }, // Masala chai (tea with milk and sugar)
    ],
  },
  {
    text: '1 1/2 cups of khichdi with a katori of curd',
    items: [
      { code: 'TF007', portion: 'cup', quantity: 1.5, grams: 360 }, // Khichdi, moong dal and rice
      { code: 'US01116', portion: 'katori', quantity: 1, grams: 150 }, // Dahi (curd, plain yogurt, whole milk)
    ],
  },
  {
    text: '2 chapati, bhindi sabzi, dal tadka',
    items: [
      { code: 'ASC096', portion: 'piece', quantity: 2, grams: 72 }, // Roti (chapati, phulka)
      { code: 'BFP269', portion: 'bowl', quantity: 1, grams: 166.3 }, // Okra/Lady's fingers fry
      { code: 'TF002', portion: 'katori', quantity: 1, grams: 150 }, // Dal tadka (toor dal with ghee tempering)
    ],
  },
  {
    text: 'a glass of lassi',
    items: [
      { code: 'ASC021', portion: 'glass', quantity: 1, grams: 250 }, // Sweet Lassi
    ],
  },
  {
    text: '2 pooris with aloo sabzi',
    items: [
      { code: 'ASC107', portion: 'piece', quantity: 2, grams: 50 }, // Poori
      { code: 'BFP239', portion: 'bowl', quantity: 1, grams: 201.6 }, // Potato curry
    ],
  },
  {
    text: 'chole bhature',
    items: [
      { code: 'ASC162', portion: 'bowl', quantity: 1, grams: 119.9 }, // Chole (chickpea curry)
      { code: 'ASC143', portion: 'piece', quantity: 1, grams: 65 }, // Bhatura
    ],
  },
  {
    text: 'one and a half plates of pulao',
    items: [
      { code: 'ASC114', portion: 'plate', quantity: 1.5, grams: 461.9 }, // Plain pulao
    ],
  },
  {
    text: '2 medu vada and sambar',
    items: [
      { code: 'BFP436', portion: 'piece', quantity: 2, grams: 46.6 }, // Plain urad dal vada
      { code: 'ASC167', portion: 'bowl', quantity: 1, grams: 257.2 }, // Sambar
    ],
  },
  {
    text: 'a bowl of upma',
    items: [
      { code: 'BFP039', portion: 'bowl', quantity: 1, grams: 106.3 }, // Semolina upma
    ],
  },
  {
    text: 'big mac and fries and a coke',
    items: [
      { code: 'US21237', portion: 'piece', quantity: 1, grams: 219 }, // McDonald's Big Mac
      { code: 'US21138', portion: 'serving', quantity: 1, grams: 71 }, // French fries (fast food)
      { code: 'US14148', portion: 'can', quantity: 1, grams: 368 }, // Cola
    ],
  },
  {
    text: '2 slices of pizza',
    items: [
      { code: 'US21224', portion: 'slice', quantity: 2, grams: 214 }, // Pizza, cheese
    ],
  },
  {
    text: 'a cup of coffee with milk',
    items: [
      { code: 'ASC002', portion: 'cup', quantity: 1, grams: 150 }, // Instant coffee
    ],
  },
  {
    text: '4 oz chicken tikka with 2 naan',
    items: [
      { code: 'TF008', portion: 'oz', quantity: 4, grams: 113.6 }, // Chicken tikka
      { code: 'ASC142', portion: 'piece', quantity: 2, grams: 106.4 }, // Naan
    ],
  },
  {
    text: 'egg bhurji with 2 slices of bread',
    items: [
      { code: 'ASC059', portion: 'piece', quantity: 1, grams: 70 }, // Scrambled egg
      { code: 'US18069', portion: 'slice', quantity: 2, grams: 56 }, // Bread, white
    ],
  },
  {
    text: 'dal chawal',
    items: [
      { code: 'TF001', portion: 'katori', quantity: 1, grams: 150 }, // Dal, toor (arhar), plain cooked
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 100 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: '2 gulab jamun',
    items: [
      { code: 'ASC348', portion: 'piece', quantity: 2, grams: 80 }, // Gulab Jamun with khoya
    ],
  },
  {
    text: 'black coffee',
    items: [
      { code: 'US14209', portion: 'cup', quantity: 1, grams: 237 }, // Coffee, black, brewed
    ],
  },
  {
    text: 'a cup of cooked oats with 1 tbsp honey',
    items: [
      { code: 'US08121', portion: 'cup', quantity: 1, grams: 234 }, // Oatmeal, cooked with water
      { code: 'US19296', portion: 'tbsp', quantity: 1, grams: 21 }, // Honey
    ],
  },
  {
    text: '2 boiled eggs and a glass of orange juice',
    items: [
      { code: 'US01129', portion: 'large', quantity: 2, grams: 100 }, // Egg, hard-boiled
      { code: 'US09206', portion: 'cup', quantity: 1.04, grams: 257.9 }, // Orange juice
    ],
  },
  {
    text: 'mutton curry with 3 roti',
    items: [
      { code: 'TF009', portion: 'katori', quantity: 1, grams: 150 }, // Mutton curry (goat)
      { code: 'ASC096', portion: 'piece', quantity: 3, grams: 108 }, // Roti (chapati, phulka)
    ],
  },
  {
    text: 'a katori of moong dal and 2 phulka',
    items: [
      { code: 'ASC151', portion: 'katori', quantity: 1, grams: 150 }, // Washed moong dal
      { code: 'ASC096', portion: 'piece', quantity: 2, grams: 72 }, // Roti (chapati, phulka)
    ],
  },
  {
    text: '200ml milk with 1 tsp sugar',
    items: [
      { code: 'US01077', portion: null, quantity: 200, grams: 200 }, // Milk, whole (3.25%)
      { code: 'US19335', portion: 'tsp', quantity: 1, grams: 4.2 }, // Sugar, white
    ],
  },
  {
    text: '1 lb chicken breast',
    items: [
      { code: 'US05064', portion: null, quantity: 453.6, grams: 453.6 }, // Chicken breast, roasted (meat only)
    ],
  },
  {
    text: 'a bowl of sprouts chaat',
    items: [
      { code: 'ASC170', portion: 'katori', quantity: 1.67, grams: 250.5 }, // Sprouted moong dal chat
    ],
  },
  {
    text: 'xyzzy and 2 roti',
    items: [
      { code: 'ASC096', portion: 'piece', quantity: 2, grams: 72 }, // Roti (chapati, phulka)
    ],
    unmatched: ['xyzzy'],
  },
  {
    text: '2 cups of watermelon',
    items: [
      { code: 'US09326', portion: 'cup', quantity: 2, grams: 308 }, // Watermelon
    ],
  },
  {
    text: 'ek katori dal aur teen roti',
    items: [
      { code: 'TF001', portion: 'katori', quantity: 1, grams: 150 }, // Dal, toor (arhar), plain cooked
      { code: 'ASC096', portion: 'piece', quantity: 3, grams: 108 }, // Roti (chapati, phulka)
    ],
  },
  {
    text: '2 chapatti with panner tikka',
    items: [
      { code: 'ASC096', portion: 'piece', quantity: 2, grams: 72 }, // Roti (chapati, phulka)
      { code: 'ASC381', portion: 'plate', quantity: 1, grams: 438.7 }, // Paneer shaslik/tikka
    ],
  },
  {
    text: '½ cup chole and 2 bhature',
    items: [
      { code: 'ASC162', portion: 'cup', quantity: 0.5, grams: 79.2 }, // Chole (chickpea curry)
      { code: 'ASC143', portion: 'piece', quantity: 2, grams: 130 }, // Bhatura
    ],
  },
  {
    text: 'a large banana and peanut butter on toast',
    items: [
      { code: 'US09040', portion: 'large', quantity: 1, grams: 136 }, // Banana
      { code: 'US16098', portion: 'tbsp', quantity: 1, grams: 16 }, // Peanut butter, smooth
      { code: 'US18070', portion: 'slice', quantity: 1, grams: 27 }, // Toast, white bread
    ],
  },
  {
    text: 'rajma chawal',
    items: [
      { code: 'ASC165', portion: 'bowl', quantity: 1, grams: 119.9 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 100 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: '2 scrambled eggs, 1 slice brown bread and black coffee',
    items: [
      { code: 'ASC059', portion: 'piece', quantity: 2, grams: 140 }, // Scrambled egg
      { code: 'US18075', portion: 'slice', quantity: 1, grams: 32 }, // Bread, whole wheat
      { code: 'US14209', portion: 'cup', quantity: 1, grams: 237 }, // Coffee, black, brewed
    ],
  },
  // Regional staples: Tamil Nadu, Karnataka, Maharashtra, Bihar.
  {
    text: 'a plate of pongal with sambar',
    items: [
      { code: 'TF010', portion: 'plate', quantity: 1, grams: 250 }, // Ven pongal
      { code: 'ASC167', portion: 'bowl', quantity: 1, grams: 257.2 }, // Sambar
    ],
  },
  {
    text: 'a bowl of bisi bele bath',
    items: [{ code: 'TF011', portion: 'bowl', quantity: 1, grams: 250 }], // Bisi bele bath
  },
  {
    text: '2 vada pav and a cutting chai',
    items: [
      { code: 'TF012', portion: 'piece', quantity: 2, grams: 284 }, // Vada pav
      { code: 'TF003', portion: 'cup', quantity: 1, grams: 150 }, // Masala chai (tea with milk and sugar)
    ],
  },
  {
    text: 'misal pav',
    items: [{ code: 'TF013', portion: 'plate', quantity: 1, grams: 320 }], // Misal pav
  },
  {
    text: 'litti chokha',
    items: [{ code: 'TF014', portion: 'plate', quantity: 1, grams: 210 }], // Litti chokha
  },
];
