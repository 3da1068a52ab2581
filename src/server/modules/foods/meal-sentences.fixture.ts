// Meals typed as sentences, Indian and US, with the items, portions and grams POST /api/foods/parse must answer
// (issue 18: at least 40; issue 45: 140, with issue 45's own examples in tracker-examples.fixture.ts). Reviewed by
// hand: each line's food is what the words name, and its grams are that food's portion times how many, from the one
// volume table (docs/food-data.md); `unsure` marks an item the screen asks about ("Did you mean ...?").

export interface SentenceCase {
  text: string;
  items: { code: string; portion: string | null; quantity: number; grams: number; unsure?: true }[];
  unmatched?: string[];
}

export const MEAL_SENTENCES: SentenceCase[] = [
  {
    text: '2 roti, a katori of dal and a cup of rice',
    items: [
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
      { code: 'TF001', portion: 'katori', quantity: 1, grams: 150 }, // Dal, toor (arhar), plain cooked
      { code: 'ASC113', portion: 'cup', quantity: 1, grams: 158.4 }, // Rice, boiled (plain white rice)
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
      { code: 'TF003', portion: 'tea cup', quantity: 1, grams: 120 }, // Masala chai (tea with milk and sugar)
      { code: 'ASC441', portion: 'piece', quantity: 2, grams: 28.6 }, // Biscuit, sweet (Marie or glucose type)
    ],
  },
  {
    text: '2 idli with sambar and coconut chutney',
    items: [
      { code: 'ASC144', portion: 'piece', quantity: 2, grams: 80 }, // Idli
      { code: 'ASC167', portion: 'katori', quantity: 0.67, grams: 100.5 }, // Sambar
      { code: 'ASC386', portion: 'tbsp', quantity: 1, grams: 16.5 }, // Coconut chutney
    ],
  },
  {
    text: 'a plate of poha and a cup of chai',
    items: [
      { code: 'TF006', portion: 'plate', quantity: 1, grams: 180 }, // Poha (kanda poha)
      { code: 'TF003', portion: 'tea cup', quantity: 1, grams: 120 }, // Masala chai (tea with milk and sugar)
    ],
  },
  {
    text: '1 aloo paratha with a katori of dahi',
    items: [
      { code: 'ASC098', portion: 'piece', quantity: 1, grams: 93.4 }, // Potato parantha/paratha
      { code: 'US01116', portion: 'katori', quantity: 1, grams: 153.1 }, // Dahi (curd, plain yogurt, whole milk)
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
      { code: 'US08121', portion: 'bowl', quantity: 1, grams: 243.8 }, // Oatmeal, cooked with water
      { code: 'US09040', portion: 'medium', quantity: 1, grams: 118 }, // Banana
    ],
  },
  {
    text: '2 slices of whole wheat toast with 2 tbsp peanut butter',
    items: [
      { code: 'US18076', portion: 'slice', quantity: 2, grams: 50 }, // Toast, whole wheat
      { code: 'US16098', portion: 'tbsp', quantity: 2, grams: 32.2 }, // Peanut butter, smooth
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
      { code: 'ASC273', portion: 'katori', quantity: 1, grams: 150 }, // Cucumber raita
    ],
  },
  {
    text: 'a bowl of rajma with a cup of rice',
    items: [
      { code: 'ASC165', portion: 'bowl', quantity: 1, grams: 250 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'cup', quantity: 1, grams: 158.4 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'half a cup of rice and a katori of chole',
    items: [
      { code: 'ASC113', portion: 'cup', quantity: 0.5, grams: 79.2 }, // Rice, boiled (plain white rice)
      { code: 'ASC162', portion: 'katori', quantity: 1, grams: 150 }, // Chole (chickpea curry)
    ],
  },
  {
    text: '3 rotis, palak paneer and a cup of dal',
    items: [
      { code: 'TF015', portion: 'piece', quantity: 3, grams: 117 }, // Roti (chapati, phulka), whole wheat
      { code: 'ASC215', portion: 'katori', quantity: 1, grams: 150 }, // Spinach paneer
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
      { code: 'US19296', portion: 'tbsp', quantity: 1, grams: 21.2 }, // Honey
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
      { code: 'TF003', portion: 'tea cup', quantity: 1, grams: 120 }, // Masala chai (tea with milk and sugar)
    ],
  },
  {
    text: '1 1/2 cups of khichdi with a katori of curd',
    items: [
      { code: 'TF007', portion: 'cup', quantity: 1.5, grams: 360 }, // Khichdi, moong dal and rice
      { code: 'US01116', portion: 'katori', quantity: 1, grams: 153.1 }, // Dahi (curd, plain yogurt, whole milk)
    ],
  },
  {
    text: '2 chapati, bhindi sabzi, dal tadka',
    items: [
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
      { code: 'BFP269', portion: 'katori', quantity: 1, grams: 90 }, // Okra/Lady's fingers fry
      { code: 'TF002', portion: 'katori', quantity: 1, grams: 150 }, // Dal tadka (toor dal with ghee tempering)
    ],
  },
  {
    text: 'a glass of lassi',
    items: [
      { code: 'TF016', portion: 'glass', quantity: 1, grams: 250 }, // Sweet lassi
    ],
  },
  {
    text: '2 pooris with aloo sabzi',
    items: [
      { code: 'ASC107', portion: 'piece', quantity: 2, grams: 50 }, // Poori
      { code: 'BFP239', portion: 'katori', quantity: 0.67, grams: 100.5 }, // Potato curry
    ],
  },
  {
    text: 'chole bhature',
    items: [
      { code: 'ASC162', portion: 'katori', quantity: 1, grams: 150 }, // Chole (chickpea curry)
      { code: 'ASC143', portion: 'piece', quantity: 2, grams: 130 }, // Bhatura
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
      { code: 'ASC167', portion: 'katori', quantity: 1, grams: 150 }, // Sambar
    ],
  },
  {
    text: 'a bowl of upma',
    items: [
      { code: 'BFP039', portion: 'bowl', quantity: 1, grams: 165 }, // Semolina upma
    ],
  },
  {
    text: 'big mac and fries and a coke',
    items: [
      { code: 'US21237', portion: 'piece', quantity: 1, grams: 219 }, // McDonald's Big Mac
      { code: 'US21138', portion: 'medium', quantity: 1, grams: 111 }, // French fries (fast food)
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
      { code: 'ASC002', portion: 'tea cup', quantity: 1, grams: 120 }, // Instant coffee
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
      { code: 'ASC113', portion: 'katori', quantity: 2, grams: 198 }, // Rice, boiled (plain white rice)
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
      { code: 'US19296', portion: 'tbsp', quantity: 1, grams: 21.2 }, // Honey
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
      { code: 'TF015', portion: 'piece', quantity: 3, grams: 117 }, // Roti (chapati, phulka), whole wheat
    ],
  },
  {
    text: 'a katori of moong dal and 2 phulka',
    items: [
      { code: 'ASC151', portion: 'katori', quantity: 1, grams: 150 }, // Washed moong dal
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
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
      { code: 'ASC170', portion: 'bowl', quantity: 1, grams: 250 }, // Sprouted moong dal chat
    ],
  },
  {
    text: 'xyzzy and 2 roti',
    items: [
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
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
      { code: 'TF015', portion: 'piece', quantity: 3, grams: 117 }, // Roti (chapati, phulka), whole wheat
    ],
  },
  {
    text: '2 chapatti with panner tikka',
    items: [
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
      { code: 'TF019', portion: 'piece', quantity: 1, grams: 25, unsure: true }, // Paneer tikka
    ],
  },
  {
    text: '½ cup chole and 2 bhature',
    items: [
      { code: 'ASC162', portion: 'cup', quantity: 0.5, grams: 120 }, // Chole (chickpea curry)
      { code: 'ASC143', portion: 'piece', quantity: 2, grams: 130 }, // Bhatura
    ],
  },
  {
    text: 'a large banana and peanut butter on toast',
    items: [
      { code: 'US09040', portion: 'large', quantity: 1, grams: 136 }, // Banana
      { code: 'US16098', portion: 'tbsp', quantity: 1, grams: 16.1 }, // Peanut butter, smooth
      { code: 'US18070', portion: 'slice', quantity: 1, grams: 27 }, // Toast, white bread
    ],
  },
  {
    text: 'rajma chawal',
    items: [
      { code: 'ASC165', portion: 'katori', quantity: 1, grams: 150 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'katori', quantity: 2, grams: 198 }, // Rice, boiled (plain white rice)
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
  {
    text: 'a plate of pongal with sambar',
    items: [
      { code: 'TF010', portion: 'plate', quantity: 1, grams: 250 }, // Ven pongal (rice and moong dal with ghee and pepper)
      { code: 'ASC167', portion: 'katori', quantity: 0.67, grams: 100.5 }, // Sambar
    ],
  },
  {
    text: 'a bowl of bisi bele bath',
    items: [
      { code: 'TF011', portion: 'bowl', quantity: 1, grams: 165 }, // Bisi bele bath (rice, toor dal and vegetables with tamarind)
    ],
  },
  {
    text: '2 vada pav and a cutting chai',
    items: [
      { code: 'TF012', portion: 'piece', quantity: 2, grams: 284 }, // Vada pav
      { code: 'TF003', portion: 'tea cup', quantity: 1, grams: 120 }, // Masala chai (tea with milk and sugar)
    ],
  },
  {
    text: 'misal pav',
    items: [
      { code: 'TF013', portion: 'plate', quantity: 1, grams: 320 }, // Misal pav (sprouted moth bean curry with farsan and pav)
    ],
  },
  {
    text: 'litti chokha',
    items: [
      { code: 'TF014', portion: 'plate', quantity: 1, grams: 210 }, // Litti chokha
    ],
  },
  {
    text: '2 aloo parathas with curd',
    items: [
      { code: 'ASC098', portion: 'piece', quantity: 2, grams: 186.8 }, // Potato parantha/paratha
      { code: 'US01116', portion: 'katori', quantity: 0.67, grams: 102.6 }, // Dahi (curd, plain yogurt, whole milk)
    ],
  },
  {
    text: 'a bowl of rajma and a katori of rice',
    items: [
      { code: 'ASC165', portion: 'bowl', quantity: 1, grams: 250 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 99 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: '3 idlis with coconut chutney',
    items: [
      { code: 'ASC144', portion: 'piece', quantity: 3, grams: 120 }, // Idli
      { code: 'ASC386', portion: 'tbsp', quantity: 1, grams: 16.5 }, // Coconut chutney
    ],
  },
  {
    text: '1 masala dosa with sambar',
    items: [
      { code: 'ASC146', portion: 'piece', quantity: 1, grams: 209.7 }, // Masala dosa
      { code: 'ASC167', portion: 'katori', quantity: 0.67, grams: 100.5 }, // Sambar
    ],
  },
  {
    text: 'a plate of chole bhature',
    items: [
      { code: 'ASC162', portion: 'katori', quantity: 1, grams: 150 }, // Chole (chickpea curry)
      { code: 'ASC143', portion: 'piece', quantity: 2, grams: 130 }, // Bhatura
    ],
  },
  {
    text: '2 puris with aloo sabzi',
    items: [
      { code: 'ASC107', portion: 'piece', quantity: 2, grams: 50 }, // Poori
      { code: 'BFP239', portion: 'katori', quantity: 0.67, grams: 100.5 }, // Potato curry
    ],
  },
  {
    text: 'a glass of milk',
    items: [
      { code: 'US01077', portion: 'glass', quantity: 1, grams: 254.2 }, // Milk, whole (3.25%)
    ],
  },
  {
    text: 'a cup of black coffee',
    items: [
      { code: 'US14209', portion: 'cup', quantity: 1, grams: 237 }, // Coffee, black, brewed
    ],
  },
  {
    text: '2 boiled eggs and a banana',
    items: [
      { code: 'US01129', portion: 'large', quantity: 2, grams: 100 }, // Egg, hard-boiled
      { code: 'US09040', portion: 'medium', quantity: 1, grams: 118 }, // Banana
    ],
  },
  {
    text: 'a bowl of dal makhani with 2 naan',
    items: [
      { code: 'TF017', portion: 'bowl', quantity: 1, grams: 250 }, // Dal makhani
      { code: 'ASC142', portion: 'piece', quantity: 2, grams: 106.4 }, // Naan
    ],
  },
  {
    text: 'one plate veg biryani and raita',
    items: [
      { code: 'ASC123', portion: 'plate', quantity: 1, grams: 301.6 }, // Vegetable biryani/biriyani
      { code: 'ASC273', portion: 'katori', quantity: 1, grams: 150 }, // Cucumber raita
    ],
  },
  {
    text: 'a katori of palak paneer and 2 rotis',
    items: [
      { code: 'ASC215', portion: 'katori', quantity: 1, grams: 150 }, // Spinach paneer
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
    ],
  },
  {
    text: 'half a katori of rice with a katori of sambar',
    items: [
      { code: 'ASC113', portion: 'katori', quantity: 0.5, grams: 49.5 }, // Rice, boiled (plain white rice)
      { code: 'ASC167', portion: 'katori', quantity: 1, grams: 150 }, // Sambar
    ],
  },
  {
    text: 'a glass of sweet lassi',
    items: [
      { code: 'TF016', portion: 'glass', quantity: 1, grams: 250 }, // Sweet lassi
    ],
  },
  {
    text: 'a cup of masala chai and 2 biscuits',
    items: [
      { code: 'TF003', portion: 'tea cup', quantity: 1, grams: 120 }, // Masala chai (tea with milk and sugar)
      { code: 'ASC441', portion: 'piece', quantity: 2, grams: 28.6 }, // Biscuit, sweet (Marie or glucose type)
    ],
  },
  {
    text: 'a plate of poha',
    items: [
      { code: 'TF006', portion: 'plate', quantity: 1, grams: 180 }, // Poha (kanda poha)
    ],
  },
  {
    text: 'a bowl of upma',
    items: [
      { code: 'BFP039', portion: 'bowl', quantity: 1, grams: 165 }, // Semolina upma
    ],
  },
  {
    text: '2 samosas with chutney',
    items: [
      { code: 'ASC361', portion: 'piece', quantity: 2, grams: 143.8 }, // Potato samosa
      { code: 'OSR098', portion: 'tbsp', quantity: 1, grams: 16.5 }, // Green chutney
    ],
  },
  {
    text: 'a plate of pav bhaji',
    items: [
      { code: 'OSR112', portion: 'katori', quantity: 1.5, grams: 225 }, // Bhaji (the vegetable mash of pav bhaji)
      { code: 'US18342', portion: 'piece', quantity: 2, grams: 56 }, // Rolls, dinner, plain, commercially prepared (includes brown-and-serve)
      { code: 'US01001', portion: 'tbsp', quantity: 1, grams: 14.2 }, // Butter, salted
    ],
  },
  {
    text: 'a plate of rajma chawal',
    items: [
      { code: 'ASC165', portion: 'katori', quantity: 1, grams: 150 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'katori', quantity: 2, grams: 198 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'a plate of dal chawal',
    items: [
      { code: 'TF001', portion: 'katori', quantity: 1, grams: 150 }, // Dal, toor (arhar), plain cooked
      { code: 'ASC113', portion: 'katori', quantity: 2, grams: 198 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'a plate of idli sambar',
    items: [
      { code: 'ASC144', portion: 'piece', quantity: 2, grams: 80 }, // Idli
      { code: 'ASC167', portion: 'katori', quantity: 1, grams: 150 }, // Sambar
    ],
  },
  {
    text: '200 g chicken breast',
    items: [
      { code: 'US05064', portion: null, quantity: 200, grams: 200 }, // Chicken breast, roasted (meat only)
    ],
  },
  {
    text: '150g paneer tikka',
    items: [
      { code: 'TF019', portion: null, quantity: 150, grams: 150 }, // Paneer tikka
    ],
  },
  {
    text: 'a bowl of chicken curry with rice',
    items: [
      { code: 'ASC240', portion: 'bowl', quantity: 1, grams: 250 }, // Chicken curry
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 99 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'a katori of kadhi and a cup of rice',
    items: [
      { code: 'ASC168', portion: 'katori', quantity: 1, grams: 150 }, // Besan kadhi with pakodies
      { code: 'ASC113', portion: 'cup', quantity: 1, grams: 158.4 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: '3 rotis and a katori of bhindi',
    items: [
      { code: 'TF015', portion: 'piece', quantity: 3, grams: 117 }, // Roti (chapati, phulka), whole wheat
      { code: 'BFP269', portion: 'katori', quantity: 1, grams: 90 }, // Okra/Lady's fingers fry
    ],
  },
  {
    text: '2 slices of pizza and a coke',
    items: [
      { code: 'US21224', portion: 'slice', quantity: 2, grams: 214 }, // Pizza, cheese
      { code: 'US14148', portion: 'can', quantity: 1, grams: 368 }, // Cola
    ],
  },
  {
    text: 'a cheeseburger with fries',
    items: [
      { code: 'US21090', portion: 'piece', quantity: 1, grams: 127 }, // Cheeseburger (fast food, single patty)
      { code: 'US21138', portion: 'medium', quantity: 1, grams: 111 }, // French fries (fast food)
    ],
  },
  {
    text: 'a turkey sub from subway',
    items: [
      { code: 'TF031', portion: 'piece', quantity: 1, grams: 220 }, // Subway 6-inch oven-roasted turkey sub
    ],
  },
  {
    text: 'a chicken bowl at chipotle',
    items: [
      { code: 'TF030', portion: 'piece', quantity: 1, grams: 508 }, // Chipotle chicken burrito bowl (rice, black beans, salsa, cheese, lettuce)
    ],
  },
  {
    text: 'a protein shake after the gym',
    items: [
      { code: 'US14066', portion: 'scoop', quantity: 1, grams: 32 }, // Whey protein powder
      { code: 'US14411', portion: 'glass', quantity: 1, grams: 250 }, // Water
    ],
  },
  {
    text: 'a scoop of whey in water',
    items: [
      { code: 'US14066', portion: 'scoop', quantity: 1, grams: 32 }, // Whey protein powder
      { code: 'US14411', portion: 'glass', quantity: 1, grams: 250 }, // Water
    ],
  },
  {
    text: 'a bowl of oatmeal with blueberries',
    items: [
      { code: 'US08121', portion: 'bowl', quantity: 1, grams: 243.8 }, // Oatmeal, cooked with water
      { code: 'US09050', portion: 'cup', quantity: 1, grams: 148 }, // Blueberries
    ],
  },
  {
    text: 'half a cup of oats with milk',
    items: [
      { code: 'US08120', portion: 'cup', quantity: 0.5, grams: 40.8 }, // Oats, rolled or quick, dry
      { code: 'US01077', portion: 'tbsp', quantity: 2, grams: 30.6 }, // Milk, whole (3.25%)
    ],
  },
  {
    text: 'a cup of greek yogurt with honey',
    items: [
      { code: 'US01256', portion: 'cup', quantity: 1, grams: 285 }, // Greek yogurt, plain, nonfat
      { code: 'US19296', portion: 'tbsp', quantity: 1, grams: 21.2 }, // Honey
    ],
  },
  {
    text: '2 tbsp peanut butter on toast',
    items: [
      { code: 'US16098', portion: 'tbsp', quantity: 2, grams: 32.2 }, // Peanut butter, smooth
      { code: 'US18070', portion: 'slice', quantity: 1, grams: 27 }, // Toast, white bread
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
    text: 'a glass of orange juice',
    items: [
      { code: 'US09206', portion: 'cup', quantity: 1.04, grams: 257.9 }, // Orange juice
    ],
  },
  {
    text: '2 glasses of water',
    items: [
      { code: 'US14411', portion: 'glass', quantity: 2, grams: 500 }, // Water
    ],
  },
  {
    text: 'a bottle of water',
    items: [
      { code: 'US14411', portion: 'bottle', quantity: 1, grams: 500 }, // Water
    ],
  },
  {
    text: 'a can of diet coke',
    items: [
      { code: 'US14146', portion: 'can', quantity: 1, grams: 355 }, // Diet cola (Diet Coke, Coke Zero)
    ],
  },
  {
    text: 'a cup of green tea',
    items: [
      { code: 'US14355', portion: 'cup', quantity: 1, grams: 237 }, // Tea, black or green, brewed (no milk)
    ],
  },
  {
    text: '1 gulab jamun',
    items: [
      { code: 'ASC348', portion: 'piece', quantity: 1, grams: 40 }, // Gulab Jamun with khoya
    ],
  },
  {
    text: '2 jalebis',
    items: [
      { code: 'TF027', portion: 'piece', quantity: 2, grams: 50 }, // Jalebi
    ],
  },
  {
    text: 'a plate of pani puri',
    items: [
      { code: 'TF028', portion: 'plate', quantity: 1, grams: 240 }, // Pani puri (golgappa)
    ],
  },
  {
    text: 'a bowl of kheer',
    items: [
      { code: 'TF018', portion: 'bowl', quantity: 1, grams: 262.5 }, // Rice kheer
    ],
  },
  {
    text: 'a piece of dhokla',
    items: [
      { code: 'ASC474', portion: 'piece', quantity: 1, grams: 40 }, // Dhokla
    ],
  },
  {
    text: '2 vada pav',
    items: [
      { code: 'TF012', portion: 'piece', quantity: 2, grams: 284 }, // Vada pav
    ],
  },
  {
    text: 'a plate of misal pav',
    items: [
      { code: 'TF013', portion: 'plate', quantity: 1, grams: 320 }, // Misal pav (sprouted moth bean curry with farsan and pav)
    ],
  },
  {
    text: 'a bowl of khichdi with ghee',
    items: [
      { code: 'TF007', portion: 'bowl', quantity: 1, grams: 250 }, // Khichdi, moong dal and rice
      { code: 'T013', portion: 'tbsp', quantity: 1, grams: 13.6 }, // Ghee
    ],
  },
  {
    text: 'a katori of moong dal',
    items: [
      { code: 'ASC151', portion: 'katori', quantity: 1, grams: 150 }, // Washed moong dal
    ],
  },
  {
    text: 'curd rice and pickle',
    items: [
      { code: 'ASC126', portion: 'plate', quantity: 1, grams: 216.2 }, // Curd rice
      { code: 'ASC507', portion: 'tbsp', quantity: 1, grams: 16.5 }, // Mango pickle
    ],
  },
  {
    text: 'a plate of lemon rice',
    items: [
      { code: 'ASC124', portion: 'plate', quantity: 1, grams: 319.2 }, // Lemon rice
    ],
  },
  {
    text: '2 uttapam',
    items: [
      { code: 'BFP152', portion: 'piece', quantity: 2, grams: 136 }, // Uttapam
    ],
  },
  {
    text: 'a bowl of maggi',
    items: [
      { code: 'US27035', portion: 'piece', quantity: 1, grams: 70 }, // Instant noodles (ramen, Maggi type), dry block, reduced fat
    ],
  },
  {
    text: 'a pack of instant noodles',
    items: [
      { code: 'US27035', portion: 'piece', quantity: 1, grams: 70 }, // Instant noodles (ramen, Maggi type), dry block, reduced fat
    ],
  },
  {
    text: 'a bagel with cream cheese',
    items: [
      { code: 'US18001', portion: 'medium', quantity: 1, grams: 105 }, // Bagel, plain
      { code: 'US01017', portion: 'tbsp', quantity: 2, grams: 29 }, // Cream cheese
    ],
  },
  {
    text: 'scrambled eggs with 2 slices of toast',
    items: [
      { code: 'ASC059', portion: 'piece', quantity: 1, grams: 70 }, // Scrambled egg
      { code: 'US18070', portion: 'slice', quantity: 2, grams: 54 }, // Toast, white bread
    ],
  },
  {
    text: 'a bowl of cornflakes with milk',
    items: [
      { code: 'ASC051', portion: 'glass', quantity: 1, grams: 250 }, // Cornflakes with milk
    ],
  },
  {
    text: 'a bowl of fruit salad',
    items: [
      { code: 'ASC265', portion: 'bowl', quantity: 1, grams: 150 }, // Fruit salad
    ],
  },
  {
    text: 'a cup of grapes',
    items: [
      { code: 'US09132', portion: 'cup', quantity: 1, grams: 151 }, // Grapes
    ],
  },
  {
    text: 'a bowl of butter chicken and 2 butter naan',
    items: [
      { code: 'ASC242', portion: 'bowl', quantity: 1, grams: 250 }, // Butter chicken
      { code: 'ASC142', portion: 'piece', quantity: 2, grams: 106.4 }, // Naan
    ],
  },
  {
    text: 'chicken tikka masala with jeera rice',
    items: [
      { code: 'TF029', portion: 'katori', quantity: 1, grams: 150 }, // Chicken tikka masala
      { code: 'BFP134', portion: 'plate', quantity: 1, grams: 270.5 }, // Cumin pulao
    ],
  },
  {
    text: 'a bowl of mutton curry',
    items: [
      { code: 'TF009', portion: 'bowl', quantity: 1, grams: 250 }, // Mutton curry (goat)
    ],
  },
  {
    text: 'fish curry and rice',
    items: [
      { code: 'ASC246', portion: 'katori', quantity: 1, grams: 150 }, // Fish curry
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 99 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'egg curry with 2 rotis',
    items: [
      { code: 'BFP240', portion: 'katori', quantity: 1, grams: 150 }, // Egg curry
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
    ],
  },
  {
    text: 'a bowl of chana masala',
    items: [
      { code: 'ASC162', portion: 'bowl', quantity: 1, grams: 250 }, // Chole (chickpea curry)
    ],
  },
  {
    text: 'a katori of baingan bharta',
    items: [
      { code: 'ASC177', portion: 'katori', quantity: 1, grams: 90 }, // Brinjal bhartha
    ],
  },
  {
    text: 'aloo gobi with 2 phulkas',
    items: [
      { code: 'ASC171', portion: 'katori', quantity: 1, grams: 90 }, // Potato cauliflower
      { code: 'TF015', portion: 'piece', quantity: 2, grams: 78 }, // Roti (chapati, phulka), whole wheat
    ],
  },
  {
    text: '2 methi theplas with curd',
    items: [
      { code: 'OSR104', portion: 'piece', quantity: 2, grams: 72.8 }, // Methi thepla
      { code: 'US01116', portion: 'katori', quantity: 0.67, grams: 102.6 }, // Dahi (curd, plain yogurt, whole milk)
    ],
  },
  {
    text: 'a bowl of sprouts salad',
    items: [
      { code: 'ASC259', portion: 'bowl', quantity: 1, grams: 150 }, // Sprouted moong salad
    ],
  },
  {
    text: 'a cup of chaas',
    items: [
      { code: 'ASC022', portion: 'cup', quantity: 1, grams: 240 }, // Lassi (salted)
    ],
  },
  {
    text: 'a glass of buttermilk',
    items: [
      { code: 'ASC022', portion: 'glass', quantity: 1, grams: 250 }, // Lassi (salted)
    ],
  },
  {
    text: 'a bowl of rasam with rice',
    items: [
      { code: 'BFP176', portion: 'bowl', quantity: 1, grams: 250 }, // Rasam with tamarind
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 99 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'a plate of bhel puri',
    items: [
      { code: 'OSR114', portion: 'plate', quantity: 1, grams: 405.6 }, // Bhel puri
    ],
  },
  {
    text: 'a bowl of pasta',
    items: [
      { code: 'US20121', portion: 'cup', quantity: 1.04, grams: 145.6 }, // Pasta (spaghetti), cooked
    ],
  },
  {
    text: 'a burrito',
    items: [
      { code: 'US21061', portion: 'piece', quantity: 1, grams: 185 }, // Burrito, bean and cheese
    ],
  },
  {
    text: '2 tacos',
    items: [
      { code: 'US21082', portion: 'piece', quantity: 2, grams: 138 }, // Taco, beef, hard shell
    ],
  },
  {
    text: 'a bowl of fried rice',
    items: [
      { code: 'ASC129', portion: 'bowl', quantity: 1, grams: 165 }, // Chinese fried rice
    ],
  },
  {
    text: 'a bowl of quinoa with black beans',
    items: [
      { code: 'US20137', portion: 'cup', quantity: 1.04, grams: 192.4 }, // Quinoa, cooked
      { code: 'US16015', portion: 'cup', quantity: 1, grams: 172 }, // Black beans, boiled
    ],
  },
  {
    text: 'a chicken sandwich from a restaurant',
    items: [
      { code: 'ASC028', portion: 'piece', quantity: 1, grams: 58.3 }, // Chicken sandwich
    ],
  },
  {
    text: 'homemade rajma with rice',
    items: [
      { code: 'ASC165', portion: 'katori', quantity: 1, grams: 150 }, // Rajma (kidney bean curry)
      { code: 'ASC113', portion: 'katori', quantity: 1, grams: 99 }, // Rice, boiled (plain white rice)
    ],
  },
  {
    text: 'restaurant style paneer butter masala and 2 naan',
    items: [
      { code: 'ASC222', portion: 'katori', quantity: 1, grams: 150 }, // Paneer in butter sauce
      { code: 'ASC142', portion: 'piece', quantity: 2, grams: 106.4 }, // Naan
    ],
  },
  {
    text: 'leftover biryani',
    items: [
      { code: 'TF004', portion: 'plate', quantity: 1, grams: 300 }, // Chicken biryani
    ],
  },
];
