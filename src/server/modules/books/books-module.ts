// Puts the books into the app (issue 43): sales tax, the statement, the sales-tax report and the exports.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { booksRoutes } from './books-routes';
import { createBooksService } from './books-service';

export function booksModule(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    /** After the sales-tax settings change: the pages say so. */ onChanged?: () => void;
  },
): void {
  booksRoutes(app, createBooksService(deps));
}
