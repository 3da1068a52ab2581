// The Nutrition Insights articles (spec section 2, /insights) as structured content: rendered by the web app, named in page metadata.

export type ArticleBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'ul'; items: { lead: string; text: string }[] }
  | { type: 'quote'; text: string };

export type ArticleCategory = 'Nutrition Science' | 'Performance Nutrition' | 'Metabolic Health';

export type ArticleImage = 'turmeric' | 'salmon' | 'spices';

export interface Article {
  id: string;
  title: string;
  category: ArticleCategory;
  readTime: string;
  author: string;
  /** YYYY-MM-DD, shown in long US format. */
  date: string;
  image: ArticleImage;
  excerpt: string;
  content: ArticleBlock[];
  tags: string[];
}

export const ARTICLE_CATEGORIES: ArticleCategory[] = [
  'Nutrition Science',
  'Performance Nutrition',
  'Metabolic Health',
];

export const ARTICLES: Article[] = [
  {
    id: 'turmeric-science',
    title: 'The Science of Turmeric: Why Curcumin Needs Black Pepper',
    category: 'Nutrition Science',
    readTime: '3 min read',
    author: 'Dr. Meera Iyer, RD',
    date: '2025-06-18',
    image: 'turmeric',
    excerpt:
      'Turmeric has been in Indian kitchens for thousands of years. Modern research explains why it is almost always cooked with black pepper and fat, and what that means for recovery.',
    content: [
      {
        type: 'p',
        text: 'Turmeric gives our dals and curries their golden colour, but its reputation comes from curcumin, a compound that has been studied for its anti-inflammatory and antioxidant effects. For people who train hard, that is interesting: exercise creates inflammation, and recovering from it well is what turns effort into progress.',
      },
      { type: 'h2', text: 'The absorption problem' },
      {
        type: 'p',
        text: 'On its own, curcumin is poorly absorbed: most of it is broken down before it reaches the bloodstream. Traditional Indian cooking solved this long before anyone measured it.',
      },
      {
        type: 'ul',
        items: [
          {
            lead: 'Black pepper.',
            text: 'Piperine, the compound that makes pepper hot, slows the breakdown of curcumin. In a widely cited study it raised curcumin levels in the blood by up to 2,000%.',
          },
          {
            lead: 'Healthy fat.',
            text: 'Curcumin dissolves in fat, so blooming turmeric in a little ghee or oil (a tadka) helps the body take it up.',
          },
          {
            lead: 'Gentle heat.',
            text: 'Cooking turmeric briefly releases its aroma and makes it easier to disperse through a dish.',
          },
        ],
      },
      { type: 'h2', text: 'What it means for your training' },
      {
        type: 'p',
        text: 'Research suggests curcumin may ease muscle soreness after hard sessions and support joint comfort. It is not a miracle supplement, and food amounts are modest, but a steady, everyday intake as part of a balanced diet is exactly how turmeric has always been used.',
      },
      {
        type: 'quote',
        text: 'Every Tiffin Fit lunch that uses turmeric pairs it with black pepper and ghee: the way our grandmothers cooked, and the way the science recommends.',
      },
    ],
    tags: ['Turmeric', 'Curcumin', 'Recovery', 'Anti-inflammatory'],
  },
  {
    id: 'salmon-performance',
    title: 'Salmon for Strength: Omega-3s, Protein and Faster Recovery',
    category: 'Performance Nutrition',
    readTime: '3 min read',
    author: 'Arjun Mehta, CSCS',
    date: '2025-06-04',
    image: 'salmon',
    excerpt:
      'A tandoori salmon lunch delivers complete protein and the omega-3 fats EPA and DHA. Here is why athletes keep it on rotation.',
    content: [
      {
        type: 'p',
        text: 'Salmon is one of the few foods that gives you two things serious trainers care about in one portion: high-quality protein for building muscle and long-chain omega-3 fats for recovery and heart health.',
      },
      { type: 'h2', text: 'Complete protein, easy to digest' },
      {
        type: 'p',
        text: 'A 150 g fillet provides around 30 g of protein with every essential amino acid, including leucine, the amino acid that switches on muscle protein synthesis. Eaten at lunch, it helps spread your protein evenly across the day, which research shows supports muscle growth better than one large evening meal.',
      },
      { type: 'h2', text: 'Why omega-3s matter' },
      {
        type: 'ul',
        items: [
          {
            lead: 'Recovery.',
            text: 'EPA and DHA help regulate inflammation and have been linked to less muscle soreness after eccentric exercise.',
          },
          {
            lead: 'Heart health.',
            text: 'Two servings of fatty fish a week is the long-standing recommendation for cardiovascular health.',
          },
          {
            lead: 'Muscle sensitivity.',
            text: 'Early studies suggest omega-3s may make muscles more responsive to protein, especially as we age.',
          },
        ],
      },
      { type: 'h2', text: 'The tandoori advantage' },
      {
        type: 'p',
        text: 'A yoghurt and spice marinade keeps salmon moist under high heat without heavy sauces, and adds the benefits of ginger, garlic and Kashmiri chilli. Paired with lentils and rice, it makes a lunch built for the afternoon and for tomorrow’s session.',
      },
    ],
    tags: ['Omega-3', 'Protein', 'Salmon', 'Muscle Recovery'],
  },
  {
    id: 'spice-synergy',
    title: 'Spice Synergy: How Cumin, Ginger and Cinnamon Support Your Metabolism',
    category: 'Metabolic Health',
    readTime: '3 min read',
    author: 'Dr. Meera Iyer, RD',
    date: '2025-05-21',
    image: 'spices',
    excerpt:
      'Indian cooking rarely uses one spice at a time. Blends like garam masala combine compounds that work on digestion, blood sugar and satiety together.',
    content: [
      {
        type: 'p',
        text: 'A single Indian dish can carry eight or more spices. They are there for flavour first, but many of them have been studied for their effects on digestion and metabolism, and they appear to work best together.',
      },
      { type: 'h2', text: 'The supporting cast' },
      {
        type: 'ul',
        items: [
          {
            lead: 'Cumin.',
            text: 'Used whole in a tadka, cumin has been linked in small trials to better digestion and modest improvements in body composition.',
          },
          {
            lead: 'Ginger.',
            text: 'Gingerols support digestion, may reduce exercise-related muscle pain and can help you feel full for longer.',
          },
          {
            lead: 'Cinnamon.',
            text: 'Cinnamon may help the body handle the carbohydrates in a meal, smoothing the rise in blood sugar after lunch.',
          },
          {
            lead: 'Chilli.',
            text: 'Capsaicin slightly raises energy expenditure and can curb appetite, one reason spicy meals feel so satisfying.',
          },
        ],
      },
      { type: 'h2', text: 'Why the blend beats the pill' },
      {
        type: 'p',
        text: 'No spice will replace training, sleep and a sensible calorie budget. But a lunch built on whole foods, lean protein and a well-balanced masala gives you steadier energy through the afternoon and fewer cravings, which is where metabolic health is really won.',
      },
      {
        type: 'quote',
        text: 'Flavour is not the enemy of a fitness diet. It is what makes eating well every day sustainable.',
      },
    ],
    tags: ['Spices', 'Metabolism', 'Blood Sugar', 'Digestion'],
  },
];

export function articleById(id: string | null): Article | undefined {
  return id ? ARTICLES.find((a) => a.id === id) : undefined;
}

/** Tags ordered by how many articles carry them, then alphabetically. */
export function popularTags(articles: Article[]): string[] {
  const counts = new Map<string, number>();
  for (const tag of articles.flatMap((a) => a.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
}

/** "Nutrition Science" -> "nutrition-science", for links. */
export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
