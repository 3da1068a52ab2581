// The real server killed with SIGKILL in the middle of checkouts, then restarted: every buyer is charged once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminSubscriber, AdminSubscriberDetail } from '../contracts/admin';
import { openEmbedded, openPostgres, type Database } from './db/client';
import { sandboxLedger } from './db/schema';
import type { FaultPoint } from './faults';
import { freePort } from './testing/free-port';
import { nodeArgsFor } from './testing/server-bundle';
import { createPostgresCloneUrl, testDatabaseUrl } from './testing/test-database';

const ADMIN = { email: 'owner@example.com', password: 'kill-test-owner-2026' };
/** The running server's address: each start takes a port the system says is free (testing/free-port.ts). */
let url = '';
const children: ChildProcess[] = [];
let where: { env: NodeJS.ProcessEnv; open(): Promise<Database>; cleanUp(): Promise<void> };

beforeAll(async () => {
  const postgres = testDatabaseUrl();
  if (postgres) {
    const clone = await createPostgresCloneUrl(postgres);
    where = {
      env: { DATABASE_URL: clone.url, APP_SECRET: 'kill-test-secret-that-is-long-enough-0123456789' },
      open: () => Promise.resolve(openPostgres(clone.url, 1)),
      cleanUp: () => clone.drop(),
    };
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tiffin-kill-'));
    where = {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', APP_SECRET: '' },
      open: () => openEmbedded(dataDir),
      cleanUp: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await where.cleanUp();
});

/** Starts the server, dying with SIGKILL at `fault` if given; answers once it is healthy. */
async function start(fault?: FaultPoint) {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, nodeArgsFor('server'), {
    env: {
      ...process.env,
      ...where.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TEST_CLOCK: 'true',
      SEED_DEMO: 'false',
      PASSWORD_HASH_COST: '10',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TEST_FAULT: fault ? `${fault}:kill` : '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // The server logs to stdout (pino) and Node's own errors go to stderr: a start that fails shows both.
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  let gone = false;
  void exited.then(() => (gone = true));
  for (const deadline = Date.now() + 90_000; ;) {
    if (gone) throw new Error(`the server exited before answering: ${output}`);
    if (Date.now() > deadline) throw new Error('the server did not become healthy');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, exited };
}

function checkout(email: string) {
  return fetch(`${url}/api/process-payment-and-create-subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subscriptionData: {
        name: 'Kill Test',
        email,
        phone: '4695550100',
        planType: 'weekly',
        location: 'irving',
      },
      cardDetails: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: '2030',
        cvv: '123',
        cardholderName: 'Kill Test',
      },
      billingAddress: { address: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75039' },
      finalAmount: 7500,
    }),
  });
}

async function adminHeaders() {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

test('checkouts killed after the charge and after the attempt was written each end with one charge', async () => {
  // 1. Killed right after the gateway charged the card.
  let server = await start('checkout.charge-answered');
  await expect(checkout('paid-then-killed@example.com')).rejects.toThrow();
  expect(await server.exited).toBe('SIGKILL');

  // 2. Restarted: the buyer's retry finds the payment and sets the plan up. Then killed before the next charge.
  server = await start('checkout.attempt-written');
  const retry = await checkout('paid-then-killed@example.com');
  expect(retry.status).toBe(201);
  expect(((await retry.json()) as { message: string }).message).toMatch(/^Your first payment went through/);
  await expect(checkout('killed-before-paying@example.com')).rejects.toThrow();
  expect(await server.exited).toBe('SIGKILL');

  // 3. Restarted: the second buyer waits while the attempt may still be paying; the reconciler releases it, and the
  //    buyer's next try pays once.
  server = await start();
  expect((await checkout('killed-before-paying@example.com')).status).toBe(409);
  const headers = await adminHeaders();
  const clock = (await (await fetch(`${url}/api/admin/test-clock`, { headers })).json()) as { now: string };
  const moved = await fetch(`${url}/api/admin/test-clock`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ now: new Date(Date.parse(clock.now) + 5 * 60_000).toISOString() }),
  });
  expect(moved.status).toBe(200);
  expect((await checkout('killed-before-paying@example.com')).status).toBe(201);

  const list = (await (await fetch(`${url}/api/admin/subscribers`, { headers })).json()) as AdminSubscriber[];
  for (const email of ['paid-then-killed@example.com', 'killed-before-paying@example.com']) {
    const subscriber = list.find((s) => s.email === email);
    expect(subscriber?.status).toBe('active');
    const detail = (await (
      await fetch(`${url}/api/admin/subscribers/${subscriber?.id}`, { headers })
    ).json()) as AdminSubscriberDetail;
    expect(detail.charges.map((c) => c.status)).toEqual(['succeeded']);
  }
  server.child.kill('SIGTERM');
  await server.exited;

  // The gateway's own records: two payments in all, one per buyer.
  const database = await where.open();
  const payments = await database.db.select().from(sandboxLedger).where(eq(sandboxLedger.kind, 'charge'));
  expect(payments.filter((p) => p.outcome === 'succeeded')).toHaveLength(2);
  await database.close();
}, 300_000);
