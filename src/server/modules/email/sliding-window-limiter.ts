// Counts requests per key over a sliding window in memory, so an endpoint that sends mail cannot be used to flood.
import type { Clock } from '../../clock';

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface SlidingWindowLimiter {
  /** Allows the request when every key is under the limit, and then counts it against each key. */
  take(keys: readonly string[]): LimitDecision;
}

export function createSlidingWindowLimiter(options: {
  limit: number;
  windowMs: number;
  clock: Clock;
}): SlidingWindowLimiter {
  const { limit, windowMs, clock } = options;
  const hits = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (kept.length > 0) hits.set(key, kept);
    else hits.delete(key);
    return kept;
  }

  return {
    take(keys) {
      const now = clock.now().getTime();
      // Keys that are never seen again would stay forever: sweep them once the map grows.
      if (hits.size > 10_000) for (const key of [...hits.keys()]) recent(key, now);
      let waitMs = 0;
      for (const key of keys) {
        const times = recent(key, now);
        const oldest = times[0];
        if (times.length >= limit && oldest !== undefined) waitMs = Math.max(waitMs, oldest + windowMs - now);
      }
      if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
      for (const key of keys) hits.set(key, [...recent(key, now), now]);
      return { allowed: true };
    },
  };
}
