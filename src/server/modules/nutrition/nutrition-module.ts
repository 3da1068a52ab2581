// Puts the nutrition tracker into the app: goals, the day log, weights, insights, progress and export. Foods come from
// the foods module through `foods` (composed in app.ts).
import type { InsightRewriter } from '../../adapters/llm/insight-rewriter';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { EntitlementCheck } from '../auth/access-control';
import { ensureDemoNutrition } from './demo-nutrition';
import { createGoalsService } from './goals-service';
import { createInsightsService } from './insights-service';
import { createLogService, type FoodLookup, type FoodsLogged, type LunchSource } from './log-service';
import { logRoutes } from './log-routes';
import { createProgressService, exportCsv } from './progress-service';
import { progressRoutes } from './progress-routes';

export function nutritionModule(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    /** The lunch we cook for a subscriber on a day (the menu and their Friday special), composed in app.ts. */
    lunchOf: LunchSource;
    /** Rewords the insights engine's findings; without it the engine's own words are used. */
    rewriter: InsightRewriter | undefined;
    isEntitled: EntitlementCheck;
    /** A food by code (the catalogue's or the subscriber's own). */
    foods: FoodLookup;
    /** Told after a subscriber logs foods. */
    foodsLogged: FoodsLogged;
  },
): {
  seedDemo(userId: number): Promise<void>;
  /** The subscriber's logged foods of the last 60 days: code, times, days since last. */
  foodHistory(userId: number): Promise<{ code: string; times: number; daysAgo: number }[]>;
  /** The tracker's export as CSV (the Account tab's "Download my data" offers it beside the JSON). */
  trackerCsv(userId: number): Promise<string>;
} {
  const goals = createGoalsService(deps);
  const log = createLogService(deps);
  logRoutes(app, { goals, log });
  // The demo's recommendations are the engine's own: no model is called at start.
  const insights = createInsightsService({ ...deps, goals, rewriter: undefined });
  const progress = createProgressService({ ...deps, goals });
  progressRoutes(app, {
    insights: createInsightsService({ ...deps, goals, rewriter: deps.rewriter }),
    progress,
    isEntitled: deps.isEntitled,
  });
  return {
    trackerCsv: async (userId) => exportCsv(await progress.exportData(userId)),
    foodHistory: (userId) => log.foodHistory(userId),
    async seedDemo(userId) {
      if (await ensureDemoNutrition({ ...deps, userId })) await insights.generate(userId);
    },
  };
}
