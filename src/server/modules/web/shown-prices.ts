// The prices the pages show (issue 43), kept in memory: read from the database at most every PRICES_MAX_AGE_MS and
// at once after this instance changed them, so every instance serves the prices in force within seconds.
import { SPEC_PRICES, type ShownPrices } from '../../../domain/price-texts';
import type { Clock } from '../../clock';

/** How stale another instance's change may be seen here: one small read per instance at most this often. */
export const PRICES_MAX_AGE_MS = 10_000;

export interface ShownPricesKeeper {
  /** The prices last read (the spec's before the first read). */
  current(): ShownPrices;
  /** Reads them again when the last read is too old or was forgotten; one read at a time. */
  fresh(): Promise<ShownPrices>;
  /** A change was made here: the next page reads them again. */
  forget(): void;
}

export function createShownPricesKeeper(read: () => Promise<ShownPrices>, clock: Clock): ShownPricesKeeper {
  let prices = SPEC_PRICES;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<ShownPrices> | null = null;
  let generation = 0;

  return {
    current: () => prices,
    fresh() {
      if (clock.now().getTime() - readAt < PRICES_MAX_AGE_MS) return Promise.resolve(prices);
      if (reading) return reading;
      const started = generation;
      const at = clock.now().getTime();
      reading = read()
        .then((read) => {
          // A change made while this read was on its way is read again by the next page.
          if (started === generation) {
            prices = read;
            readAt = at;
          }
          return read;
        })
        .finally(() => {
          reading = null;
        });
      return reading;
    },
    forget() {
      generation += 1;
      readAt = Number.NEGATIVE_INFINITY;
    },
  };
}
