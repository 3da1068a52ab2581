// Progress: history for the charts, streaks, achievements and grades, the weekly check-in, and the export.
import type {
  CheckIn,
  CheckInDecisionResponse,
  HistoryResponse,
  NutritionExport,
  StreaksResponse,
} from '../../../contracts/nutrition';
import { addDays, localDateOf, minutesIntoDay, mondayOf, type LocalDate } from '../../../domain/calendar';
import {
  computeStreaks,
  dayScore,
  dayScoreSoFar,
  eatingDayElapsed,
  estimateExpenditure,
  GRADE_FINAL_FROM_MINUTES,
  gradeOf,
  periodGrade,
  trendPerWeek,
  weightTrend,
} from '../../../domain/nutrition-progress';
import { goalCalories } from '../../../domain/nutrition-targets';
import { countOf } from '../../../domain/plural';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { GoalsService } from './goals-service';
import { dayLogOf } from './insights-service';
import { entryView } from './log-service';
import { nutritionRepository, type DayTotals } from './nutrition-repository';

/** The check-in moves the calorie target by at most this much a week. */
export const MAX_WEEKLY_ADJUSTMENT_KCAL = 300;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function createProgressService(deps: { db: Db; clock: Clock; goals: GoalsService }) {
  const repo = nutritionRepository(deps.db);
  const today = () => localDateOf(deps.clock.now());

  /** A day's score: a finished day's, or today's so far (fair at any hour), and whether today is still under way. */
  function scoreOf(date: string, log: ReturnType<typeof dayLogOf>, goals: Parameters<typeof dayScore>[1]) {
    if (date !== today()) return { score: dayScore(log, goals), inProgress: false };
    const minutes = minutesIntoDay(deps.clock.now());
    return {
      score: dayScoreSoFar(log, goals, eatingDayElapsed(minutes)),
      inProgress: minutes < GRADE_FINAL_FROM_MINUTES,
    };
  }

  async function checkInFor(userId: number, day: LocalDate): Promise<CheckIn> {
    const weekStart = mondayOf(day);
    const goals = await deps.goals.find(userId);
    const base = {
      weekStart,
      currentTarget: goals?.targetCalories ?? null,
      suggestedTarget: null,
      estimatedExpenditure: null,
      formulaExpenditure: goals?.method.expenditure ?? null,
      weightChangePerWeek: null,
    };
    const [dates, totals, weights, decided] = await Promise.all([
      repo.loggedDates(userId),
      repo.dayTotals(userId, addDays(day, -14), addDays(day, -1)),
      repo.weightsUpTo(userId, day),
      repo.findCheckIn(userId, weekStart),
    ]);
    if (!goals)
      return { ...base, status: 'no_goals', loggedDays: dates.length, reason: 'Set your goals first.' };
    const trend = weightTrend(weights.map((w) => ({ date: w.date, weight: w.weightKg })));
    const estimate = estimateExpenditure({
      today: day,
      totalLoggedDays: dates.length,
      intake: new Map(totals.map((t) => [t.date, t.calories])),
      trend,
    });
    if (decided) {
      return {
        ...base,
        status: decided.status,
        suggestedTarget: decided.suggestedTarget,
        estimatedExpenditure: estimate?.expenditure ?? null,
        weightChangePerWeek: estimate?.trendPerWeek ?? null,
        loggedDays: dates.length,
        reason:
          decided.status === 'accepted'
            ? 'You accepted this week’s target.'
            : 'You kept your target this week.',
      };
    }
    if (!estimate) {
      return {
        ...base,
        status: 'not_enough_data',
        loggedDays: dates.length,
        reason:
          'After 14 days of logs with at least two weigh-ins, your target adapts to what your intake and weight trend show.',
      };
    }
    const wanted = goalCalories(goals.goalType, goals.method.bmr, estimate.expenditure).calories;
    const current = goals.targetCalories;
    const step = Math.max(
      -MAX_WEEKLY_ADJUSTMENT_KCAL,
      Math.min(MAX_WEEKLY_ADJUSTMENT_KCAL, wanted - current),
    );
    const suggested = Math.round((current + step) / 10) * 10;
    const direction = suggested > current ? 'raise' : suggested < current ? 'lower' : 'keep';
    return {
      ...base,
      status: 'pending',
      suggestedTarget: suggested,
      estimatedExpenditure: estimate.expenditure,
      weightChangePerWeek: estimate.trendPerWeek,
      loggedDays: dates.length,
      reason:
        `In the last 14 days you logged ${countOf(estimate.loggedDays, 'day')} and your weight trend moved ` +
        `${estimate.trendPerWeek} kg a week, so you spend about ${estimate.expenditure} kcal a day. ` +
        (direction === 'keep'
          ? 'Your target fits: keep it.'
          : `We suggest you ${direction} your target to ${suggested} kcal (at most ${MAX_WEEKLY_ADJUSTMENT_KCAL} kcal a week).`),
    };
  }

  return {
    async history(userId: number, days: number): Promise<HistoryResponse> {
      const to = today();
      const from = addDays(to, -(days - 1));
      const [goals, totals, weights] = await Promise.all([
        deps.goals.find(userId),
        repo.dayTotals(userId, from, to),
        repo.weightsUpTo(userId, to),
      ]);
      const byDate = new Map(totals.map((t) => [t.date, t]));
      const trend = weightTrend(weights.map((w) => ({ date: w.date, weight: w.weightKg })));
      const trendByDate = new Map(trend.map((t) => [t.date, t]));
      const points: HistoryResponse['points'] = [];
      for (let d = from; d <= to; d = addDays(d, 1)) {
        const t = byDate.get(d);
        const w = trendByDate.get(d);
        const log = t ? dayLogOf(t) : null;
        points.push({
          date: d,
          logged: t !== undefined,
          calories: t?.calories ?? 0,
          targetCalories: goals?.targetCalories ?? null,
          budgetCalories: goals ? goals.targetCalories + (t?.exerciseCalories ?? 0) : null,
          protein: round1(t?.protein ?? 0),
          carbs: round1(t?.carbs ?? 0),
          fat: round1(t?.fat ?? 0),
          fiber: round1(t?.fiber ?? 0),
          water: round1((t?.waterMl ?? 0) / 1000),
          exerciseCalories: t?.exerciseCalories ?? 0,
          weight: w?.weight ?? null,
          weightTrend: w?.trend ?? null,
          grade: goals && log ? gradeOf(scoreOf(d, log, goals).score) : null,
        });
      }
      const avg = (pick: (t: DayTotals) => number) => totals.reduce((s, t) => s + pick(t), 0) / totals.length;
      return {
        days,
        from,
        to,
        targets: goals
          ? {
              targetCalories: goals.targetCalories,
              targetProtein: goals.targetProtein,
              targetCarbs: goals.targetCarbs,
              targetFat: goals.targetFat,
              targetFiber: goals.targetFiber,
              targetWater: goals.targetWater,
            }
          : null,
        points,
        averages:
          totals.length === 0
            ? null
            : {
                calories: Math.round(avg((t) => t.calories)),
                protein: round1(avg((t) => t.protein)),
                carbs: round1(avg((t) => t.carbs)),
                fat: round1(avg((t) => t.fat)),
                fiber: round1(avg((t) => t.fiber)),
                water: round1(avg((t) => t.waterMl) / 1000),
                loggedDays: totals.length,
              },
        weightTrendPerWeek: trendPerWeek(trend, from),
      };
    },

    async streaks(userId: number): Promise<StreaksResponse> {
      const day = today();
      const monday = mondayOf(day);
      const yesterday = addDays(day, -1);
      const [dates, goals, totals] = await Promise.all([
        repo.loggedDates(userId),
        deps.goals.find(userId),
        repo.dayTotals(userId, monday < yesterday ? monday : yesterday, day),
      ]);
      const streaks = computeStreaks(dates, day);
      const scoreOn = (date: string) => {
        const t = totals.find((x) => x.date === date);
        return goals && t ? scoreOf(date, dayLogOf(t), goals) : null;
      };
      const graded = (s: { score: number; inProgress: boolean } | null) =>
        s === null ? null : { grade: gradeOf(s.score), score: s.score, inProgress: s.inProgress };
      const todayScore = scoreOn(day);
      const yesterdayScore = scoreOn(yesterday);
      const weekScores = goals
        ? totals.filter((t) => t.date >= monday).map((t) => scoreOf(t.date, dayLogOf(t), goals))
        : [];
      const week = periodGrade(weekScores.map((w) => w.score));
      return {
        currentStreak: streaks.current,
        longestStreak: streaks.longest,
        frozenDates: streaks.frozenDates,
        freezeAvailable: streaks.freezeAvailable,
        loggedToday: dates.at(-1) === day,
        loggedDays: dates.length,
        achievements: streaks.achievements,
        todayGrade: graded(todayScore),
        yesterdayGrade: graded(yesterdayScore),
        weekGrade: week && { ...week, inProgress: weekScores.some((w) => w.inProgress) },
      };
    },

    checkIn(userId: number): Promise<CheckIn> {
      return checkInFor(userId, today());
    },

    async decide(userId: number, decision: 'accept' | 'decline'): Promise<CheckInDecisionResponse> {
      const day = today();
      const checkIn = await checkInFor(userId, day);
      if (checkIn.status !== 'pending' || checkIn.suggestedTarget === null) {
        throw new AppError('CONFLICT', 'There is no target suggestion to answer this week.');
      }
      const goals =
        decision === 'accept'
          ? await deps.goals.setCalorieTarget(userId, checkIn.suggestedTarget)
          : await deps.goals.get(userId);
      await repo.saveCheckIn({
        userId,
        weekStart: checkIn.weekStart,
        status: decision === 'accept' ? 'accepted' : 'declined',
        suggestedTarget: checkIn.suggestedTarget,
        decidedAt: deps.clock.now(),
      });
      return { checkIn: await checkInFor(userId, day), goals };
    },

    async exportData(userId: number): Promise<NutritionExport> {
      const [goals, entries, weights] = await Promise.all([
        deps.goals.find(userId),
        repo.allEntries(userId),
        repo.weightsUpTo(userId, '9999-12-31'),
      ]);
      return {
        exportedAt: deps.clock.now().toISOString(),
        goals,
        entries: entries.map(entryView),
        weights: weights.map((w) => ({ date: w.date, weight: w.weightKg })),
      };
    },

    hasData: (userId: number) => repo.hasData(userId),
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;

const CSV_COLUMNS = [
  'record',
  'date',
  'name',
  'source',
  'foodCode',
  'grams',
  'consumedCalories',
  'consumedProtein',
  'consumedCarbs',
  'consumedFat',
  'consumedFiber',
  'waterIntake',
  'exerciseCaloriesBurned',
  'weight',
  'details',
  'meal',
  'portion',
  'quantity',
] as const;

/** One CSV cell; text a spreadsheet would run as a formula is prefixed with a quote. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The export as CSV: the goals in one row, then each entry and each weight. */
export function exportCsv(data: NutritionExport): string {
  const rows: (string | number | null)[][] = [[...CSV_COLUMNS]];
  const blank = (n: number) => Array.from({ length: n }, () => null);
  if (data.goals) {
    const g = data.goals;
    const details = [
      `goalType=${g.goalType}`,
      `activityLevel=${g.activityLevel}`,
      `currentWeight=${g.currentWeight}`,
      `targetWeight=${g.targetWeight ?? ''}`,
      `height=${g.height}`,
      `age=${g.age}`,
      `gender=${g.gender}`,
      `targetCalories=${g.targetCalories}`,
      `targetProtein=${g.targetProtein}`,
      `targetCarbs=${g.targetCarbs}`,
      `targetFat=${g.targetFat}`,
      `targetFiber=${g.targetFiber}`,
      `targetWater=${g.targetWater}`,
      `overridden=${g.overridden.join('|')}`,
    ].join('; ');
    rows.push(['goals', g.updatedAt.slice(0, 10), ...blank(12), details, ...blank(3)]);
  }
  for (const e of data.entries) {
    rows.push([
      'entry',
      e.date,
      e.name,
      e.source,
      e.foodCode,
      e.grams,
      e.consumedCalories,
      e.consumedProtein,
      e.consumedCarbs,
      e.consumedFat,
      e.consumedFiber,
      e.waterIntake,
      e.exerciseCaloriesBurned,
      null,
      null,
      e.meal,
      e.portion,
      e.quantity,
    ]);
  }
  for (const w of data.weights) rows.push(['weight', w.date, ...blank(11), w.weight, ...blank(4)]);
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
