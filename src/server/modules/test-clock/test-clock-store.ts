// Keeps the test clock's offset in the database: a moved clock stays moved across a restart, and every instance
// on the same database follows the one that moved it.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { systemClock, type Clock, type SettableClock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';

const KEY = 'test-clock';
const stored = z.object({ offsetMs: z.number().int() });

async function readStored(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  const parsed = stored.safeParse(row?.value);
  return parsed.success ? parsed.data.offsetMs : undefined;
}

export async function readTestClockOffset(db: DbOrTx): Promise<number> {
  return (await readStored(db)) ?? 0;
}

export async function writeTestClockOffset(db: DbOrTx, offsetMs: number, clock: Clock): Promise<void> {
  const value = { offsetMs: Math.round(offsetMs) };
  await db
    .insert(appState)
    .values({ key: KEY, value, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: clock.now() } });
}

export interface TestClockSync {
  /** Moves this instance's clock to where another instance moved the shared one, if it moved since. */
  sync: () => Promise<void>;
  /** Moves the shared clock to this instance's: called after this instance moved. */
  publish: () => Promise<void>;
}

/**
 * One clock for every instance on a database. Each instance reads the stored offset before it serves a request, runs
 * its jobs or checks its alerts, and follows it when it changed; an offset this instance wrote itself is not read
 * back, so a clock that stands still in a test stays exactly where it was put.
 */
export function createTestClockSync(db: DbOrTx, clock: SettableClock): TestClockSync {
  let seen: number | undefined;
  return {
    async sync() {
      const offset = await readStored(db);
      if (offset === undefined || offset === seen) return;
      seen = offset;
      clock.set(new Date(systemClock.now().getTime() + offset));
    },
    async publish() {
      const offset = Math.round(clock.offsetMs());
      await writeTestClockOffset(db, offset, clock);
      seen = offset;
    },
  };
}
