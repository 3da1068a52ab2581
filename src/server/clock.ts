// The server's one source of the current time, so tests and the test clock can set it.
export interface Clock {
  now(): Date;
}

/** A clock that can be moved (the test clock, and tests' fixed clocks). */
export interface SettableClock extends Clock {
  set(instant: Date): void;
  /** How far this clock is ahead of the real time, in ms (stored, so a moved clock survives a restart). */
  offsetMs(): number;
}

export const systemClock: Clock = { now: () => new Date() };

/** The real time moved by an offset: it keeps running, from wherever it was set. */
export function offsetClock(initialOffsetMs = 0, base: Clock = systemClock): SettableClock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(base.now().getTime() + offset),
    set(instant) {
      offset = instant.getTime() - base.now().getTime();
    },
    offsetMs: () => offset,
  };
}

/** A clock that stays where it is put, for tests. */
export function fixedClock(start: Date): SettableClock & { advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    offsetMs: () => current.getTime() - systemClock.now().getTime(),
  };
}
