// Puts the nutrition tracker into the app: goals, logging, foods, weights, insights, progress and export.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { lazyFoodCatalogue } from './food-catalogue';
import { createGoalsService } from './goals-service';
import { createLogService, type LunchSource } from './log-service';
import { logRoutes } from './log-routes';

export function nutritionModule(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    /** The lunch we cook for a subscriber on a day (the menu and their Friday special), composed in app.ts. */
    lunchOf: LunchSource;
  },
): void {
  const foods = lazyFoodCatalogue();
  const goals = createGoalsService(deps);
  const log = createLogService({ ...deps, foods });
  logRoutes(app, { goals, log, foods });
}
