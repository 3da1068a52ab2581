// Keeps the test clock's offset in the database, so a moved clock stays moved across a restart.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { DbOrTx } from '../../db/client';
import { appState } from '../../db/schema';

const KEY = 'test-clock';
const stored = z.object({ offsetMs: z.number().int() });

export async function readTestClockOffset(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: appState.value }).from(appState).where(eq(appState.key, KEY));
  const parsed = stored.safeParse(row?.value);
  return parsed.success ? parsed.data.offsetMs : 0;
}

export async function writeTestClockOffset(db: DbOrTx, offsetMs: number, clock: Clock): Promise<void> {
  const value = { offsetMs: Math.round(offsetMs) };
  await db
    .insert(appState)
    .values({ key: KEY, value, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: clock.now() } });
}
