// Puts "Your data" into the app (issue 21): the export, deletion by the person and by an owner. The tracker's CSV and
// the password check come from their own modules, composed in app.ts.
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { App } from '../../http/routing';
import type { PasswordCheck } from '../auth/account-password-check';
import { accountDataRoutes } from './account-data-routes';
import { createAccountDataService, noSecondFactor, type VerifySecondFactor } from './account-data-service';

export function accountDataModule(
  app: App,
  deps: {
    db: Db;
    clock: Clock;
    checkPassword: PasswordCheck;
    trackerCsv: (userId: number) => Promise<string>;
    /** Deletion's second-factor check (the two-factor service's, composed in app.ts); without it none is asked. */
    verifySecondFactor?: VerifySecondFactor;
  },
): void {
  const data = createAccountDataService({
    ...deps,
    verifySecondFactor: deps.verifySecondFactor ?? noSecondFactor,
  });
  accountDataRoutes(app, { data, trackerCsv: deps.trackerCsv });
}
