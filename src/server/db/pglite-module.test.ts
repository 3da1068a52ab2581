// The embedded database's buffer pool is set by rewriting PGlite's start setting in place (pglite-module.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { openEmbedded } from './client';
import { pgliteWithSharedBuffers, sharedBuffersSetting } from './pglite-module';
import { rowsOf } from './query-rows';

test("a pool size is written in the stock setting's length, and one that does not fit is refused", () => {
  expect(sharedBuffersSetting(32)).toBe('shared_buffers= 32MB');
  expect(sharedBuffersSetting(8)).toBe('shared_buffers=  8MB');
  expect(sharedBuffersSetting(999)).toBe('shared_buffers=999MB');
  for (const bad of [0, 1000, 2.5, -1]) expect(() => sharedBuffersSetting(bad)).toThrow();
});

test('the embedded database runs with the pool it is given, and the build is compiled once per size', async () => {
  expect(await pgliteWithSharedBuffers(24)).not.toBeNull();
  expect(pgliteWithSharedBuffers(24)).toBe(pgliteWithSharedBuffers(24));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-pool-'));
  try {
    const database = await openEmbedded(dataDir, { sharedBuffersMb: 24 });
    try {
      const rows = rowsOf(
        await database.db.execute(sql`show shared_buffers`),
        z.object({ shared_buffers: z.string() }),
      );
      expect(rows).toEqual([{ shared_buffers: '24MB' }]);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
