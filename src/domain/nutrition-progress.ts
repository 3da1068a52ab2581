// Progress over days: the weight trend, streaks with freezes, achievements, the daily and weekly grade, and an
// expenditure estimate from intake and trend (docs/nutrition-method.md).
import { addDays, daysBetween, localDate, mondayOf, type LocalDate } from './calendar';

/** Share of a new weigh-in that moves the trend, per day (Hacker's Diet style smoothing). */
export const TREND_ALPHA_PER_DAY = 0.1;
/** kcal stored or released per kg of body weight change (Wishnofsky's rule, as used by most trackers). */
export const KCAL_PER_KG = 7700;
export const ACHIEVEMENTS = [
  { days: 1, title: 'First day logged' },
  { days: 3, title: 'Three days in a row' },
  { days: 7, title: 'One full week' },
  { days: 14, title: 'Two weeks strong' },
  { days: 30, title: 'A month of logging' },
  { days: 60, title: 'Two months of logging' },
  { days: 100, title: '100-day streak' },
] as const;

export interface WeightPoint {
  date: string;
  weight: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Exponential moving average of the weights, oldest first; a gap of n days weighs the new value as n daily steps. */
export function weightTrend(weights: readonly WeightPoint[]): (WeightPoint & { trend: number })[] {
  let trend: number | undefined;
  let last: string | undefined;
  return weights.map((w) => {
    if (trend === undefined || last === undefined) trend = w.weight;
    else {
      const gap = Math.max(1, daysBetween(localDate(last), localDate(w.date)));
      const alpha = 1 - Math.pow(1 - TREND_ALPHA_PER_DAY, gap);
      trend = trend + alpha * (w.weight - trend);
    }
    last = w.date;
    return { date: w.date, weight: w.weight, trend: round2(trend) };
  });
}

/** kg a week the trend moved between its first and last point at or after `from`; null with fewer than two. */
export function trendPerWeek(trend: readonly { date: string; trend: number }[], from: string): number | null {
  const inWindow = trend.filter((t) => t.date >= from);
  const first = inWindow[0];
  const last = inWindow.at(-1);
  if (!first || !last || first === last) return null;
  const days = daysBetween(localDate(first.date), localDate(last.date));
  if (days <= 0) return null;
  return round2(((last.trend - first.trend) / days) * 7);
}

export interface Streaks {
  current: number;
  longest: number;
  frozenDates: LocalDate[];
  freezeAvailable: boolean;
  achievements: { days: number; title: string; achieved: boolean; achievedOn: string | null }[];
}

/**
 * Streaks over the days something was logged. A single missed day is bridged by a freeze when the day after it was
 * logged and its week (Monday to Sunday) has not used its one freeze; bridged days keep the streak but do not count.
 * Today not yet logged does not break it.
 */
export function computeStreaks(loggedDates: readonly string[], today: LocalDate): Streaks {
  const logged = new Set(loggedDates);
  const frozen: LocalDate[] = [];
  const weeksFrozen = new Set<string>();
  const achievedOn = new Map<number, string>();
  let current = 0;
  let longest = 0;
  const first = loggedDates[0];
  if (first) {
    for (let day = localDate(first); day <= today; day = addDays(day, 1)) {
      if (logged.has(day)) {
        current += 1;
        longest = Math.max(longest, current);
        for (const a of ACHIEVEMENTS)
          if (current >= a.days && !achievedOn.has(a.days)) achievedOn.set(a.days, day);
        continue;
      }
      if (day === today) break;
      const next = addDays(day, 1);
      const week = mondayOf(day);
      if (current > 0 && logged.has(next) && !weeksFrozen.has(week)) {
        weeksFrozen.add(week);
        frozen.push(day);
        continue;
      }
      current = 0;
    }
  }
  return {
    current,
    longest,
    frozenDates: frozen.reverse(),
    freezeAvailable: !weeksFrozen.has(mondayOf(today)),
    achievements: ACHIEVEMENTS.map((a) => ({
      days: a.days,
      title: a.title,
      achieved: achievedOn.has(a.days),
      achievedOn: achievedOn.get(a.days) ?? null,
    })),
  };
}

export interface DayIntake {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  /** litres */
  water: number;
  exerciseCalories: number;
}

export interface DayTargets {
  targetCalories: number;
  targetProtein: number;
  targetFat: number;
  targetFiber: number;
  targetWater: number;
}

export type Grade = 'A' | 'B' | 'C' | 'D' | 'F';

const share = (value: number, target: number) => (target > 0 ? Math.min(1, value / target) : 1);

/**
 * A day's score out of 100: energy within the budget (target plus exercise) 40, protein 25, fiber 15, water 10,
 * fat not over 120% of target 10. Energy loses its points linearly to 0 at 50% off the budget; fat to 0 at 160%.
 */
export function dayScore(day: DayIntake, targets: DayTargets): number {
  const budget = targets.targetCalories + day.exerciseCalories;
  const off = budget > 0 ? Math.abs(day.calories - budget) / budget : 1;
  const energy = 40 * Math.max(0, 1 - off / 0.5);
  const protein = 25 * share(day.protein, targets.targetProtein);
  const fiber = 15 * share(day.fiber, targets.targetFiber);
  const water = 10 * share(day.water, targets.targetWater);
  const fatRatio = targets.targetFat > 0 ? day.fat / targets.targetFat : 0;
  const fat = 10 * (fatRatio <= 1.2 ? 1 : Math.max(0, 1 - (fatRatio - 1.2) / 0.4));
  return Math.round(energy + protein + fiber + water + fat);
}

/** The eating day, for grading a day in progress: from 6 AM to 9 PM. */
const EATING_DAY = { start: 6 * 60, end: 21 * 60 } as const;
/** Today's grade is final from 8 PM; before, it is a grade of the day so far. */
export const GRADE_FINAL_FROM_MINUTES = 20 * 60;

/** The share of the eating day passed at a time of day (minutes after midnight): at least a tenth, at most all. */
export function eatingDayElapsed(minutesOfDay: number): number {
  const f = (minutesOfDay - EATING_DAY.start) / (EATING_DAY.end - EATING_DAY.start);
  return Math.min(1, Math.max(0.1, f));
}

/**
 * Today's score while the day is under way, fair at any hour: protein, fiber and water against the share of their
 * targets the time of day calls for; energy full while within the day's budget (there is still time to eat) and lost
 * only for going over it; fat as for a whole day. At the end of the eating day it is dayScore.
 */
export function dayScoreSoFar(day: DayIntake, targets: DayTargets, elapsed: number): number {
  if (elapsed >= 1) return dayScore(day, targets);
  const budget = targets.targetCalories + day.exerciseCalories;
  const over = budget > 0 ? Math.max(0, day.calories - budget) / budget : 0;
  const energy = 40 * Math.max(0, 1 - over / 0.5);
  const protein = 25 * share(day.protein, targets.targetProtein * elapsed);
  const fiber = 15 * share(day.fiber, targets.targetFiber * elapsed);
  const water = 10 * share(day.water, targets.targetWater * elapsed);
  const fatRatio = targets.targetFat > 0 ? day.fat / targets.targetFat : 0;
  const fat = 10 * (fatRatio <= 1.2 ? 1 : Math.max(0, 1 - (fatRatio - 1.2) / 0.4));
  return Math.round(energy + protein + fiber + water + fat);
}

export function gradeOf(score: number): Grade {
  if (score >= 90) return 'A';
  if (score >= 80) return 'B';
  if (score >= 70) return 'C';
  if (score >= 60) return 'D';
  return 'F';
}

/** The mean score of the logged days given, as a grade; null without any. */
export function periodGrade(scores: readonly number[]): { grade: Grade; score: number } | null {
  if (scores.length === 0) return null;
  const score = Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  return { grade: gradeOf(score), score };
}

export interface ExpenditureEstimate {
  /** kcal a day */
  expenditure: number;
  /** kg a week */
  trendPerWeek: number;
  loggedDays: number;
}

/** Logged days needed before the estimate is trusted, and in the 14-day window it reads. */
export const ADAPTIVE_MIN_LOGGED_DAYS = 14;
export const ADAPTIVE_WINDOW_DAYS = 14;
export const ADAPTIVE_MIN_WINDOW_DAYS = 10;

/**
 * Energy expenditure from what was eaten and how the weight trend moved over the 14 days before today:
 * mean intake minus the trend's change times 7,700 kcal/kg spread over the days. Null until there are 14 logged days
 * in all, 10 in the window, and two weigh-ins in it.
 */
export function estimateExpenditure(input: {
  today: LocalDate;
  totalLoggedDays: number;
  /** Logged days' calories by date. */
  intake: ReadonlyMap<string, number>;
  trend: readonly { date: string; trend: number }[];
}): ExpenditureEstimate | null {
  if (input.totalLoggedDays < ADAPTIVE_MIN_LOGGED_DAYS) return null;
  const from = addDays(input.today, -ADAPTIVE_WINDOW_DAYS);
  const to = addDays(input.today, -1);
  const days: number[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const calories = input.intake.get(d);
    if (calories !== undefined) days.push(calories);
  }
  if (days.length < ADAPTIVE_MIN_WINDOW_DAYS) return null;
  const weekly = trendPerWeek(
    input.trend.filter((t) => t.date <= to),
    from,
  );
  if (weekly === null) return null;
  const meanIntake = days.reduce((a, b) => a + b, 0) / days.length;
  return {
    expenditure: Math.round(meanIntake - (weekly / 7) * KCAL_PER_KG),
    trendPerWeek: weekly,
    loggedDays: days.length,
  };
}

/** The week (its Monday) a date belongs to, for the weekly check-in. */
export function checkInWeek(today: LocalDate): LocalDate {
  return mondayOf(today);
}
