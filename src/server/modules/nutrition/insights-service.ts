// Recommendations: the engine's findings over the last 14 days, optionally reworded by a model, stored per subscriber.
import type { Recommendation } from '../../../contracts/nutrition';
import { addDays, localDateOf } from '../../../domain/calendar';
import { generateFindings, INSIGHT_WINDOW_DAYS, type DayLog } from '../../../domain/nutrition-insights';
import { trendPerWeek, weightTrend } from '../../../domain/nutrition-progress';
import type { InsightRewriter } from '../../adapters/llm/insight-rewriter';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { GoalsService } from './goals-service';
import type { LunchSource } from './log-service';
import { nutritionRepository, type DayTotals, type RecommendationRow } from './nutrition-repository';

export function dayLogOf(day: DayTotals): DayLog {
  return {
    date: day.date,
    calories: day.calories,
    protein: day.protein,
    carbs: day.carbs,
    fat: day.fat,
    fiber: day.fiber,
    water: day.waterMl / 1000,
    exerciseCalories: day.exerciseCalories,
  };
}

function recommendationView(row: RecommendationRow): Recommendation {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    actionItems: row.actionItems,
    nutritionalFocus: row.nutritionalFocus,
    estimatedImpact: row.estimatedImpact,
    category: row.category as Recommendation['category'],
    wording: row.wording,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createInsightsService(deps: {
  db: Db;
  clock: Clock;
  goals: GoalsService;
  lunchOf: LunchSource;
  rewriter: InsightRewriter | undefined;
}) {
  const repo = nutritionRepository(deps.db);
  return {
    async list(userId: number): Promise<Recommendation[]> {
      return (await repo.listRecommendations(userId)).map(recommendationView);
    },

    async generate(userId: number): Promise<Recommendation[]> {
      const now = deps.clock.now();
      const today = localDateOf(now);
      const from = addDays(today, -INSIGHT_WINDOW_DAYS);
      const [goals, totals, weights, lunch] = await Promise.all([
        deps.goals.find(userId),
        repo.dayTotals(userId, from, today),
        repo.weightsUpTo(userId, today),
        deps.lunchOf(userId, today),
      ]);
      const todayTotals = totals.find((d) => d.date === today);
      const trend = weightTrend(weights.map((w) => ({ date: w.date, weight: w.weightKg })));
      const findings = generateFindings({
        goals: goals ? { goalType: goals.goalType, targets: goals } : null,
        days: totals.filter((d) => d.date !== today).map(dayLogOf),
        today: todayTotals ? dayLogOf(todayTotals) : null,
        lunch: lunch
          ? {
              name: lunch.name,
              calories: lunch.calories,
              protein: lunch.protein,
              logged: todayTotals?.lunch ?? false,
            }
          : null,
        weightTrendPerWeek: trendPerWeek(trend, from),
      });
      const reworded = deps.rewriter ? await deps.rewriter.reword(findings) : null;
      const rows = await deps.db.transaction((tx) =>
        nutritionRepository(tx).replaceRecommendations(
          userId,
          findings.map((finding, position) => {
            const words = reworded?.[position] ?? finding;
            return {
              userId,
              position,
              title: words.title,
              description: words.description,
              actionItems: words.actionItems,
              estimatedImpact: words.estimatedImpact,
              priority: finding.priority,
              nutritionalFocus: finding.nutritionalFocus,
              category: finding.category,
              wording: reworded && words !== finding ? ('model' as const) : ('engine' as const),
              createdAt: now,
            };
          }),
        ),
      );
      return rows.sort((a, b) => a.position - b.position).map(recommendationView);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
