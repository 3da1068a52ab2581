// The insights engine: findings from the last 14 days against the goals, and a plan for the rest of today around
// the lunch we cook (docs/nutrition-method.md). Pure: the same logs give the same findings.
import type { DayIntake } from './nutrition-progress';
import type { GoalType, Targets } from './nutrition-targets';
import { amountIn, INSIGHT_FOODS, proteinServings } from './insight-foods';
import { countOf } from './plural';

export type InsightCategory =
  'protein' | 'energy' | 'fiber' | 'hydration' | 'consistency' | 'exercise' | 'plan' | 'getting_started';
export type Priority = 'high' | 'medium' | 'low';

export interface Finding {
  category: InsightCategory;
  priority: Priority;
  title: string;
  description: string;
  actionItems: string[];
  nutritionalFocus: string;
  estimatedImpact: string;
}

/** A logged day's intake, with its date. */
export interface DayLog extends DayIntake {
  date: string;
}

export interface InsightInput {
  goals: { goalType: GoalType; targets: Targets } | null;
  /** Logged days of the 14 before today. */
  days: readonly DayLog[];
  /** What is logged today so far, if anything. */
  today: DayLog | null;
  /** Today's lunch from our kitchen, if there is one, and whether it is logged already. */
  lunch: { name: string; calories: number; protein: number; logged: boolean } | null;
  /** kg a week from the weight trend, if known. */
  weightTrendPerWeek: number | null;
}

export const INSIGHT_WINDOW_DAYS = 14;
export const MAX_FINDINGS = 6;

const PRIORITY_ORDER: Record<Priority, number> = { high: 0, medium: 1, low: 2 };
const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const pct = (value: number) => `${Math.round(value * 100)}%`;

function proteinFinding(goals: NonNullable<InsightInput['goals']>, days: readonly DayLog[]): Finding | null {
  const avg = mean(days.map((d) => d.protein));
  const target = goals.targets.targetProtein;
  const ratio = avg / target;
  if (ratio >= 0.95) return null;
  const gap = Math.round(target - avg);
  return {
    category: 'protein',
    priority: ratio < 0.8 ? 'high' : 'medium',
    title: 'Close your protein gap',
    description: `Over your last ${days.length} logged days you averaged ${Math.round(avg)} g of protein a day, ${pct(ratio)} of your ${target} g target: about ${gap} g short.`,
    actionItems: [
      `Add one protein serving a day of about ${Math.min(gap, 30)} g: ${proteinServings(Math.min(gap, 30))}`,
      'Have a bowl of dal or chana with dinner',
      `Swap a snack for 200 g of hung curd (Greek yoghurt): about ${amountIn(INSIGHT_FOODS.greekYogurt, 'protein', 200)} g of protein`,
    ],
    nutritionalFocus: 'Protein',
    estimatedImpact: 'Keeps muscle while you train and keeps you fuller between meals',
  };
}

function energyFinding(goals: NonNullable<InsightInput['goals']>, days: readonly DayLog[]): Finding | null {
  const budgets = days.map((d) => goals.targets.targetCalories + d.exerciseCalories);
  const avg = mean(days.map((d) => d.calories));
  const budget = mean(budgets);
  const diff = avg - budget;
  const ratio = diff / budget;
  const kcal = Math.round(Math.abs(diff));
  const { goalType } = goals;
  const over = (priority: Priority, note: string): Finding => ({
    category: 'energy',
    priority,
    title: 'You are eating above your budget',
    description: `You averaged ${Math.round(avg)} kcal a day against a budget of ${Math.round(budget)} kcal (target plus exercise): ${kcal} kcal over. ${note}`,
    actionItems: [
      `Measure oil and ghee with a spoon: one tablespoon is about ${Math.round(amountIn(INSIGHT_FOODS.oil, 'calories', INSIGHT_FOODS.oil.portion.grams) / 10) * 10} kcal`,
      'Fill half the plate with sabzi or salad before rice or roti',
      'Keep sweets and fried snacks to one small serving a day',
    ],
    nutritionalFocus: 'Energy balance',
    estimatedImpact: `About ${Math.round(((kcal * 7) / 7700) * 10) / 10} kg a week closer to your goal`,
  });
  const under = (priority: Priority, note: string): Finding => ({
    category: 'energy',
    priority,
    title: 'You are eating below your budget',
    description: `You averaged ${Math.round(avg)} kcal a day against a budget of ${Math.round(budget)} kcal: ${kcal} kcal under. ${note}`,
    actionItems: [
      'Add a snack of nuts, banana or a glass of milk between meals',
      'Have a second roti or a little more rice with lunch or dinner',
      'Eat within two hours after training',
    ],
    nutritionalFocus: 'Energy balance',
    estimatedImpact: 'Steadier energy for training and recovery',
  });
  if (goalType === 'weight_loss') {
    if (ratio > 0.1) return over('high', 'At this level the deficit your goal needs is gone.');
    if (ratio < -0.25) return under('medium', 'A deficit this deep costs muscle and is hard to keep up.');
  } else if (goalType === 'muscle_gain') {
    if (ratio < -0.1) return under('high', 'Muscle gain needs a small surplus every day.');
    if (ratio > 0.2) return over('medium', 'A surplus this large adds more fat than muscle.');
  } else if (goalType === 'endurance') {
    if (ratio < -0.1) return under('high', 'Endurance training needs at least maintenance energy.');
    if (ratio > 0.2) return over('low', 'Fine on heavy training weeks; otherwise trim a little.');
  } else if (Math.abs(ratio) > 0.1) {
    return ratio > 0
      ? over('medium', 'Maintenance means eating about what you spend.')
      : under('medium', 'Maintenance means eating about what you spend.');
  }
  return null;
}

function fiberFinding(goals: NonNullable<InsightInput['goals']>, days: readonly DayLog[]): Finding | null {
  const avg = mean(days.map((d) => d.fiber));
  const target = goals.targets.targetFiber;
  if (avg >= 0.8 * target) return null;
  return {
    category: 'fiber',
    priority: avg < 0.5 * target ? 'medium' : 'low',
    title: 'More fiber, from dals and vegetables',
    description: `You averaged ${Math.round(avg)} g of fiber a day; your target is ${target} g (14 g per 1,000 kcal).`,
    actionItems: [
      'Choose whole-wheat roti, brown rice or millets (bajra, jowar, ragi) over white rice',
      `Add a cup of boiled chana, rajma or moong a day (a cup of chana is about ${amountIn(INSIGHT_FOODS.chickpeas, 'fiber', INSIGHT_FOODS.chickpeas.portion.grams)} g fiber)`,
      'Eat a fruit with its skin, such as guava or apple',
    ],
    nutritionalFocus: 'Fiber',
    estimatedImpact: 'Better digestion and steadier blood sugar',
  };
}

function hydrationFinding(
  goals: NonNullable<InsightInput['goals']>,
  days: readonly DayLog[],
): Finding | null {
  const avg = mean(days.map((d) => d.water));
  const target = goals.targets.targetWater;
  if (avg >= 0.8 * target) return null;
  const none = days.every((d) => d.water === 0);
  return {
    category: 'hydration',
    priority: 'medium',
    title: none ? 'Start logging your water' : 'Drink a little more water',
    description: none
      ? `No water is logged in your last ${countOf(days.length, 'day')}; your target is ${target} L a day (about 35 ml per kg).`
      : `You averaged ${Math.round(avg * 10) / 10} L of water a day against ${target} L.`,
    actionItems: [
      'Keep a 1 L bottle at your desk and refill it twice',
      'Drink a glass of water with every meal',
      'Add 0.5 L for every hour of training',
    ],
    nutritionalFocus: 'Hydration',
    estimatedImpact: 'Better training performance and fewer false hunger pangs',
  };
}

function consistencyFinding(days: readonly DayLog[]): Finding | null {
  if (days.length >= 10) return null;
  return {
    category: 'consistency',
    priority: days.length < 5 ? 'high' : 'medium',
    title: 'Log a little every day',
    description: `You logged ${days.length} of the last ${INSIGHT_WINDOW_DAYS} days. Insights, grades and your adaptive target need most days logged.`,
    actionItems: [
      'Log our lunch with one tap when you pick it up',
      'Log breakfast right after eating it',
      'Set a reminder at 9 PM to log the rest of the day',
    ],
    nutritionalFocus: 'Consistency',
    estimatedImpact: 'Targets that adapt to you after 14 logged days',
  };
}

function exerciseFinding(days: readonly DayLog[]): Finding {
  const active = days.filter((d) => d.exerciseCalories > 0);
  if (active.length === 0) {
    return {
      category: 'exercise',
      priority: 'low',
      title: 'Log your training too',
      description:
        'No exercise is logged in the last two weeks. Exercise calories are added to the day’s budget.',
      actionItems: [
        'Log the calories your watch or the gym machine shows',
        'On training days, have protein within two hours after',
      ],
      nutritionalFocus: 'Exercise',
      estimatedImpact: 'A daily budget that matches how active you are',
    };
  }
  const avg = Math.round(mean(active.map((d) => d.exerciseCalories)));
  return {
    category: 'exercise',
    priority: 'low',
    title: 'Fuel your training days',
    description: `You trained on ${active.length} of your logged days, burning about ${avg} kcal a session; those calories are added to that day's budget.`,
    actionItems: [
      'Eat carbohydrate before long sessions: a banana or poha an hour before',
      'Get 20-40 g of protein after training',
    ],
    nutritionalFocus: 'Exercise',
    estimatedImpact: 'Better recovery between sessions',
  };
}

/** What is left of today's targets once the lunch (logged or still to come) is counted, split over what remains. */
function planFinding(input: InsightInput): Finding | null {
  const { goals, lunch } = input;
  if (!goals) return null;
  const t = goals.targets;
  const eaten = input.today;
  const pendingLunch = lunch && !lunch.logged ? lunch : null;
  const calories = (eaten?.calories ?? 0) + (pendingLunch?.calories ?? 0);
  const protein = (eaten?.protein ?? 0) + (pendingLunch?.protein ?? 0);
  const budget = t.targetCalories + (eaten?.exerciseCalories ?? 0);
  const leftCalories = Math.round(budget - calories);
  const leftProtein = Math.round(t.targetProtein - protein);
  const water = Math.max(0, Math.round((t.targetWater - (eaten?.water ?? 0)) * 10) / 10);
  const lunchNote = lunch
    ? `${lunch.logged ? 'With' : 'Counting'} today's ${lunch.name} (${lunch.calories} kcal, ${lunch.protein} g protein)`
    : 'With what you have logged today';
  const actionItems: string[] = [];
  if (leftCalories <= 0) {
    actionItems.push(
      'Your energy for today is used: choose a light dinner of dal, sabzi and salad if hungry',
    );
  } else if (leftCalories < 400) {
    actionItems.push(
      `A light dinner of about ${leftCalories} kcal: a bowl of dal with sabzi, or a paneer tikka salad`,
    );
  } else {
    const snack = Math.min(250, Math.round(leftCalories * 0.25));
    actionItems.push(
      `An evening snack of about ${snack} kcal: roasted chana, fruit and curd, or a sprouts chaat`,
    );
    actionItems.push(
      `A dinner of about ${leftCalories - snack} kcal with ${Math.max(20, Math.round(leftProtein * 0.7))} g protein`,
    );
  }
  if (leftProtein > 20)
    actionItems.push(`Still ${leftProtein} g of protein to go: eggs, chicken, paneer, curd or dal`);
  if (water > 0) actionItems.push(`Drink ${water} L more water`);
  return {
    category: 'plan',
    priority: 'medium',
    title: 'Plan for the rest of today',
    description: `${lunchNote}, you have about ${Math.max(0, leftCalories)} kcal and ${Math.max(0, leftProtein)} g of protein left for today.`,
    actionItems,
    nutritionalFocus: 'Today',
    estimatedImpact: 'Ends the day on target',
  };
}

/** The findings, most important first, at most six. */
export function generateFindings(input: InsightInput): Finding[] {
  if (!input.goals) {
    return [
      {
        category: 'getting_started',
        priority: 'high',
        title: 'Set your goals first',
        description:
          'Your targets come from your weight, height, age, activity and goal. Set them to get insights.',
        actionItems: ['Open Goals and fill in the form', 'Then log a meal or our lunch today'],
        nutritionalFocus: 'Getting started',
        estimatedImpact: 'Personal targets for energy, protein, carbs, fat, fiber and water',
      },
    ];
  }
  const { goals, days } = input;
  const findings: Finding[] = [];
  if (days.length === 0) {
    findings.push({
      category: 'getting_started',
      priority: 'high',
      title: 'Log your first days',
      description: 'Insights read your last 14 days. Log what you eat for a few days to see how you do.',
      actionItems: ['Log our lunch with one tap', 'Search the Indian food tables for the rest'],
      nutritionalFocus: 'Getting started',
      estimatedImpact: 'Insights about protein, energy, fiber and water',
    });
  } else {
    for (const finding of [
      proteinFinding(goals, days),
      energyFinding(goals, days),
      consistencyFinding(days),
      fiberFinding(goals, days),
      hydrationFinding(goals, days),
    ]) {
      if (finding) findings.push(finding);
    }
    if (
      input.weightTrendPerWeek !== null &&
      goals.goalType === 'weight_loss' &&
      input.weightTrendPerWeek > 0.1
    ) {
      const energy = findings.find((f) => f.category === 'energy');
      if (energy) energy.description += ` Your weight trend is rising ${input.weightTrendPerWeek} kg a week.`;
    }
  }
  const plan = planFinding(input);
  if (plan) findings.push(plan);
  if (days.length > 0) findings.push(exerciseFinding(days));
  return findings
    .map((finding, index) => ({ finding, index }))
    .sort(
      (a, b) => PRIORITY_ORDER[a.finding.priority] - PRIORITY_ORDER[b.finding.priority] || a.index - b.index,
    )
    .slice(0, MAX_FINDINGS)
    .map((x) => x.finding);
}
