// The real server process on the embedded database: one owner per DATA_DIR, durable writes, clean shutdown.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { pageVisits } from './db/schema';
import { openEmbedded } from './db/client';
import { freePort } from './testing/free-port';
import { nodeArgsFor } from './testing/server-bundle';

const dataDirs: string[] = [];
const children: ChildProcess[] = [];
const strayPids: number[] = [];
afterAll(() => {
  for (const pid of strayPids) killQuietly(pid);
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-process-'));
  dataDirs.push(dir);
  return dir;
}

const serverArgs = nodeArgsFor('server');

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    APP_SECRET: '',
  };
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, serverArgs, {
    env: serverEnv(dataDir, port),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // The server's log (a listen error among it) goes to stdout.
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr, stdout: () => stdout, url: `http://127.0.0.1:${port}` };
}

/**
 * Starts the server as the child of a parent that never reaps it (`sleep`, which the shell becomes), so that once
 * killed it stays a zombie: the state in which it still answers to its PID.
 */
async function startUnreapedServer(dataDir: string, port: number) {
  const parent = spawn(
    '/bin/sh',
    ['-c', '"$@" & echo $!; exec sleep 300', 'sh', process.execPath, ...serverArgs],
    {
      env: serverEnv(dataDir, port),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(parent);
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    parent.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n');
      if (line.length > 1) resolve(Number(line[0]));
    });
    parent.on('exit', () => reject(new Error('the wrapper shell exited')));
  });
  strayPids.push(pid);
  return { pid, url: `http://127.0.0.1:${port}` };
}

/**
 * Generous: a first start initialises the embedded database, and npm test runs these beside the browser tests on two
 * cores (a start took over 60 s once with the machine's load at 20).
 */
async function waitFor(condition: () => Promise<boolean> | boolean, what: string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Waits for a started server to answer, failing at once with its stderr and stdout if it exits instead. */
async function waitHealthy(server: {
  url: string;
  exited?: Promise<number | null>;
  stderr?: () => string;
  stdout?: () => string;
}) {
  let exit: number | null | undefined;
  void server.exited?.then((code) => (exit = code));
  await waitFor(async () => {
    if (exit !== undefined) {
      throw new Error(
        `the server exited with ${exit} before answering: ${server.stderr?.() ?? ''} ${server.stdout?.() ?? ''}`,
      );
    }
    return isHealthy(server.url);
  }, `${server.url} is healthy`);
}

function processState(pid: number): string | undefined {
  try {
    // The field after "(comm)" in /proc/<pid>/stat: R, S, ..., Z for a zombie.
    return /\) (\S)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

const visitorId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const onEmbedded = !process.env.DATABASE_URL;

test.skipIf(!onEmbedded)(
  'a second live server on the same DATA_DIR is refused and names the holder; SIGTERM exits cleanly',
  async () => {
    const dataDir = freshDataDir();
    const first = startServer(dataDir, await freePort());
    await waitHealthy(first);

    const second = startServer(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `DATA_DIR ${dataDir} is in use by another running server (pid ${first.child.pid})`,
    );
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // A clean stop leaves nothing behind that blocks the next start.
    const next = startServer(dataDir, await freePort());
    await waitHealthy(next);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  },
  300_000,
);

test.skipIf(!onEmbedded || process.platform !== 'linux')(
  'right after kill -9, before the dead server is reaped, its rows are there and a restart starts',
  async () => {
    const dataDir = freshDataDir();
    const crashed = await startUnreapedServer(dataDir, await freePort());
    await waitHealthy(crashed);
    const write = await fetch(`${crashed.url}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/faq', visitorId }),
    });
    expect(write.status).toBe(204);

    process.kill(crashed.pid, 'SIGKILL');
    await waitFor(() => processState(crashed.pid) === 'Z', 'the killed server is a zombie');
    // Still answers to its PID, which is what a PID-based lock would have trusted.
    expect(() => process.kill(crashed.pid, 0)).not.toThrow();

    const database = await openEmbedded(dataDir);
    const rows = await database.db.select({ n: count() }).from(pageVisits).where(eq(pageVisits.path, '/faq'));
    expect(rows).toEqual([{ n: 1 }]);
    await database.close();

    const restarted = startServer(dataDir, await freePort());
    await waitHealthy(restarted);
    expect(processState(crashed.pid)).toBe('Z');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  },
  300_000,
);
