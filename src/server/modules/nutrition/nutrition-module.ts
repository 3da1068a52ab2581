// Puts the nutrition tracker into the app: goals, logging, foods, weights, insights, progress and export.
import type { InsightRewriter } from '../../adapters/llm/insight-rewriter';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { EntitlementCheck } from '../auth/access-control';
import { ensureDemoNutrition } from './demo-nutrition';
import { lazyFoodCatalogue } from './food-catalogue';
import { createGoalsService } from './goals-service';
import { createInsightsService } from './insights-service';
import { createLogService, type LunchSource } from './log-service';
import { logRoutes } from './log-routes';
import { createProgressService } from './progress-service';
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
  },
): { seedDemo(userId: number): Promise<void> } {
  const foods = lazyFoodCatalogue();
  const goals = createGoalsService(deps);
  const log = createLogService({ ...deps, foods });
  logRoutes(app, { goals, log, foods });
  // The demo's recommendations are the engine's own: no model is called at start.
  const insights = createInsightsService({ ...deps, goals, rewriter: undefined });
  progressRoutes(app, {
    insights: createInsightsService({ ...deps, goals, rewriter: deps.rewriter }),
    progress: createProgressService({ ...deps, goals }),
    isEntitled: deps.isEntitled,
  });
  return {
    async seedDemo(userId) {
      if (await ensureDemoNutrition({ ...deps, userId })) await insights.generate(userId);
    },
  };
}
