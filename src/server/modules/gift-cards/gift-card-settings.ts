// The gift card limits (issue 44): purchases and code tries per hour, the owner's settings kept in app_state for every
// instance, and the one place that counts a try of a code (the dashboard's, the checkout's and its Apply button).
import { eq } from 'drizzle-orm';
import {
  DEFAULT_GIFT_CARD_SETTINGS,
  giftCardSettingsSchema,
  type GiftCardSettings,
} from '../../../contracts/gift-cards';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';

const KEY = 'gift-cards';
export const TOO_MANY_GIFT_CARD_TRIES = 'Too many gift card codes tried. Please wait an hour and try again.';

export function giftCardSettings(db: DbOrTx) {
  return {
    /** The settings in force: the owner's, or the defaults until they set any. */
    async get(): Promise<GiftCardSettings> {
      const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
      const parsed = giftCardSettingsSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : { ...DEFAULT_GIFT_CARD_SETTINGS };
    },

    async set(value: GiftCardSettings, now: Date): Promise<void> {
      await db
        .insert(appState)
        .values({ key: KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
    },
  };
}

/**
 * Counts one try of a code, successful or not, before it is looked up: per client address always, per account when
 * someone is signed in. Past either limit the try is a 429 that says to wait.
 */
export async function countGiftCardTry(
  db: DbOrTx,
  limiter: RateLimiter,
  who: { ip: string; userId?: number | null },
): Promise<void> {
  const settings = await giftCardSettings(db).get();
  const hourly = (limit: number) => ({ limit, windowMs: HOUR_MS });
  if (who.userId) {
    await limiter.take(
      'gift-card-redeem:account',
      String(who.userId),
      hourly(settings.redeemsPerAccountPerHour),
      TOO_MANY_GIFT_CARD_TRIES,
    );
  }
  await limiter.take(
    'gift-card-redeem:address',
    who.ip,
    hourly(settings.redeemsPerAddressPerHour),
    TOO_MANY_GIFT_CARD_TRIES,
  );
}
