// Puts the owner's price changes into the app (issue 43).
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { priceRoutes } from './price-routes';
import { createPriceService } from './price-service';

export function pricesModule(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    /** After a change commits: the pages show the new price. */ onChanged?: () => void;
  },
): void {
  priceRoutes(app, createPriceService(deps));
}
