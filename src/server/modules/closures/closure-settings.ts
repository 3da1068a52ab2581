// The closure credit setting (issue 43): whether closing a day credits a meal, kept in app_state for every instance.
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { ClosureSettings } from '../../../contracts/closures';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';

const KEY = 'closure-credit';
const stored = z.object({ creditMeals: z.boolean() });

export function closureSettings(db: DbOrTx) {
  return {
    /** The owner's setting, or on (one meal's credit per closed day) until they set one. */
    async get(): Promise<ClosureSettings> {
      const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
      const parsed = stored.safeParse(row?.value);
      return parsed.success ? { creditMeals: parsed.data.creditMeals } : { creditMeals: true };
    },

    async set(settings: ClosureSettings, now: Date): Promise<void> {
      const value = { creditMeals: settings.creditMeals };
      await db
        .insert(appState)
        .values({ key: KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
    },
  };
}
