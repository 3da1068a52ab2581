// The real server process on the embedded database: one owner per DATA_DIR, durable writes, clean shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { pageViews } from './db/schema';
import { openEmbedded } from './db/client';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-process-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      APP_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr, url: `http://127.0.0.1:${port}` };
}

async function waitHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

const port = 41000 + Math.floor(Math.random() * 1000);
const visitorId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

test.skipIf(Boolean(process.env.DATABASE_URL))(
  'a second server refuses a held DATA_DIR, committed rows survive kill -9, and SIGTERM exits cleanly',
  async () => {
    const first = startServer(port);
    await waitHealthy(first.url);

    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/DATA_DIR .* is in use by another running server/);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    const write = await fetch(`${first.url}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/durable', visitorId }),
    });
    expect(write.status).toBe(204);
    first.child.kill('SIGKILL');
    await first.exited;

    // The killed server's lock is stale: opening the directory takes it over and finds the row.
    const database = await openEmbedded(dataDir);
    const rows = await database.db
      .select({ n: count() })
      .from(pageViews)
      .where(eq(pageViews.path, '/durable'));
    expect(rows).toEqual([{ n: 1 }]);
    await database.close();

    const third = startServer(port + 2);
    await waitHealthy(third.url);
    const started = Date.now();
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  },
  90_000,
);
