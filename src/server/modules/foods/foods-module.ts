// Puts the food catalogue into the app: search, portions, a meal as a sentence, own foods and saved meals. The day log
// (modules/nutrition) finds foods through what this returns; app.ts composes the two.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { FoodCatalogue } from './food-catalogue';
import { foodsRoutes } from './foods-routes';
import { createFoodsService, type FoodHistory } from './foods-service';

export function foodsModule(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    /** The catalogue, loaded on first use (app.ts warms it at start). */
    catalogue: () => FoodCatalogue;
    /** The subscriber's logged foods, from the day log: their recent and frequent foods rank first. */
    history: FoodHistory;
  },
) {
  const foods = createFoodsService(deps);
  foodsRoutes(app, foods);
  return {
    /** A food by code: the catalogue's, or the subscriber's own (MY12). */
    find: (userId: number, code: string) => foods.find(userId, code),
    /** Drops what is kept in memory of a subscriber's foods, after they log one. */
    forget: (userId: number) => foods.forget(userId),
  };
}
