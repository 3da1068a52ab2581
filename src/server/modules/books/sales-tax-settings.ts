// The sales-tax settings (issue 43): the rate and whether prices include tax, kept in app_state for every instance.
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { DEFAULT_SALES_TAX, type SalesTaxSettings } from '../../../domain/sales-tax';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';

const KEY = 'sales-tax';
const stored = z.object({ rateBasisPoints: z.number(), inclusive: z.boolean() });

export function salesTaxSettings(db: DbOrTx) {
  return {
    /** The settings in force: the owner's, or Irving's 8.25 % included in the price until they set any. */
    async get(): Promise<SalesTaxSettings> {
      const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
      if (!row) return DEFAULT_SALES_TAX;
      const parsed = stored.safeParse(row.value);
      return parsed.success ? parsed.data : DEFAULT_SALES_TAX;
    },

    async set(settings: SalesTaxSettings, now: Date): Promise<void> {
      const value = { rateBasisPoints: settings.rateBasisPoints, inclusive: settings.inclusive };
      await db
        .insert(appState)
        .values({ key: KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
    },
  };
}
