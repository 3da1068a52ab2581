// Puts closed days into the app (issue 43): the owner's calls. The Friday run, roster and pickups read the table.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import { closureRoutes } from './closure-routes';
import { createClosureService } from './closure-service';

export function closuresModule(app: App, deps: { db: Db; clock: Clock }): void {
  closureRoutes(app, createClosureService(deps));
}
