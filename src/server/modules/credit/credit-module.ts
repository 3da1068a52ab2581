// Puts account credit into the app (issue 43): the ledger's calls. The Friday run spends it through the repository.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { creditRoutes } from './credit-routes';
import { createCreditService, type CreditService } from './credit-service';

export function creditModule(app: App, deps: { db: Db; clock: Clock }): CreditService {
  const credit = createCreditService(deps);
  creditRoutes(app, credit);
  return credit;
}
