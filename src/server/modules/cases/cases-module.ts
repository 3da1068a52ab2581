// Puts problems made right into the app (issue 44): reports, the owner's queue, replies and resolutions. The meal of
// a day and the refund flow come through functions app.ts composes; the alerts module watches the queue.
import type { App } from '../../http/routing';
import { caseRoutes } from './case-routes';
import { createCaseService, type CaseService, type CaseServiceDeps } from './case-service';

export function casesModule(app: App, deps: CaseServiceDeps): CaseService {
  const cases = createCaseService(deps);
  caseRoutes(app, cases);
  return cases;
}
