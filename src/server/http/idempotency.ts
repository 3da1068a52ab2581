// Idempotency-Key for the calls that move money: one request does the work, the others get its answer, across instances.
import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an Idempotency-Key header (or the body field named here, for forms that carry their key in
     * the body): a repeated request answers the first one's response instead of doing the work again.
     * `keptWithTheWork`: the route writes the key as answered in the statement that does its work (one commit instead
     * of three) and answers a repeat itself, through `request.idempotency.kept` (the tracker's writes, issue 45).
     */
    idempotent?: true | { bodyKey: string } | { keptWithTheWork: true };
  }
  interface FastifyRequest {
    /** The key this request holds while it runs, released or completed when it answers. */
    idempotency: HeldKey | null;
  }
}

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/** A request holding a key longer than this is presumed dead (its process crashed) and may be taken over. */
const LEASE_MS = 2 * 60_000;
/** How long a repeated request waits for the first one's answer before it is told to come back. */
const DEFAULT_WAIT_MS = 5_000;
const POLL_MS = 50;
/** Answers kept at least a day; pruned after two. */
const KEEP_MS = 48 * 60 * 60_000;

export const IN_PROGRESS_MESSAGE =
  'This request is already being processed. Please wait a moment and try again.';
export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/**
 * Answers worth giving again: successes and refusals that depend only on the request. Answers that depend on the
 * moment (a conflict, a limit, an outage, our own failure) are not kept, so that a retry with the same key runs again.
 */
function isKept(status: number): boolean {
  if (status < 400) return true;
  return status < 500 && ![401, 403, 404, 408, 409, 423, 425, 429].includes(status);
}

type Claim =
  | { kind: 'claimed' }
  | { kind: 'done'; status: number; body: string }
  | { kind: 'reused' }
  | { kind: 'busy' };

export function createIdempotencyStore(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function tryInsert(scope: string, key: string, requestHash: string): Promise<boolean> {
    const now = clock.now();
    const rows = await db
      .insert(idempotencyKeys)
      .values({
        scope,
        key,
        requestHash,
        state: 'in_progress',
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  async function takeOver(scope: string, key: string): Promise<boolean> {
    const now = clock.now();
    const rows = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.state, 'in_progress'),
          lte(idempotencyKeys.lockedUntil, now),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  }

  return {
    /** Claims the key, or answers what became of the request that holds it, waiting up to `waitMs` for it. */
    async claim(scope: string, key: string, requestHash: string, waitMs = DEFAULT_WAIT_MS): Promise<Claim> {
      for (let waited = 0; ; waited += POLL_MS) {
        if (await tryInsert(scope, key, requestHash)) return { kind: 'claimed' };
        const [row] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
        if (!row) continue; // released a moment ago: claim it again
        if (row.requestHash !== requestHash) return { kind: 'reused' };
        if (row.state === 'done')
          return { kind: 'done', status: row.statusCode ?? 200, body: row.responseBody ?? '' };
        if (row.lockedUntil && row.lockedUntil <= clock.now() && (await takeOver(scope, key))) {
          return { kind: 'claimed' };
        }
        if (waited >= waitMs) return { kind: 'busy' };
        await sleep(POLL_MS);
      }
    },

    /** The key's row as it stands: what became of the request that holds or held it. */
    async find(scope: string, key: string) {
      const [row] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return row;
    },

    async complete(scope: string, key: string, status: number, body: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({
          state: 'done',
          statusCode: status,
          responseBody: body,
          lockedUntil: null,
          completedAt: clock.now(),
        })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    async release(scope: string, key: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            eq(idempotencyKeys.state, 'in_progress'),
          ),
        );
    },

    /** Forgets answers older than two days (housekeeping). */
    async prune(): Promise<number> {
      const before = new Date(clock.now().getTime() - KEEP_MS);
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;

/**
 * The state of a key kept with its route's work whose answer is not stored: a repeat is answered from what the work
 * wrote. A version of the claim path that does not know it reads it as a request still in progress (not done, no lease
 * to take over) and answers the retry-later 409, never an empty replay (decision 0045).
 */
export const KEPT_WITH_THE_WORK = 'kept' as const;

/** What a repeated request met: no key, or a key kept by an earlier request, with its stored answer if it has one. */
export type Repeat = { kind: 'none' } | { kind: 'kept'; answer: string | null };

/** A key this request holds while its route runs. */
interface HeldKey {
  scope: string;
  key: string;
  /** On `keptWithTheWork` routes, which claim nothing beforehand. */
  kept?: KeyKeptWithWork;
}

/** What a `keptWithTheWork` route writes with its work, and how it answers a repeat. */
export interface KeyKeptWithWork {
  scope: string;
  key: string;
  requestHash: string;
  /**
   * Called when the work's statement found the key taken (a unique violation, or a key insert that did nothing):
   * throws the 422 when the key was kept for a different request, or the retry-later 409 when a request of an older
   * version still holds it; answers 'kept' (and marks the answer as a replay, which the route builds from what the
   * first request wrote, or sends as stored) when this request was done before, 'none' when the key is not kept
   * (pruned, or the violation was another rule's).
   */
  repeated(): Promise<Repeat>;
}

function keyOf(request: FastifyRequest): string | undefined {
  const option = request.routeOptions.config.idempotent;
  const header = request.headers['idempotency-key'];
  if (header !== undefined) {
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
      throw new AppError(
        'BAD_REQUEST',
        'The Idempotency-Key header must be 8 to 100 letters, digits, - or _',
        { 'Idempotency-Key': 'Use 8 to 100 letters, digits, - or _' },
      );
    }
    return header;
  }
  if (typeof option === 'object' && 'bodyKey' in option && request.body && typeof request.body === 'object') {
    const value = (request.body as Record<string, unknown>)[option.bodyKey];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** Routes that declare `config.idempotent` get the behaviour; the rest are untouched. */
export function registerIdempotency(
  app: FastifyInstance,
  deps: { store: IdempotencyStore; secret: string; waitMs?: number },
): void {
  const { store } = deps;
  app.decorateRequest('idempotency', null);

  function scopeAndHash(request: FastifyRequest): { scope: string; requestHash: string } {
    // A write that checks its own session (decision 0046) keys as the user its signed token names.
    const userId = request.auth?.userId ?? request.sessionInWrite?.userId;
    const caller = userId === undefined ? 'public' : `user:${userId}`;
    const scope = `${request.method} ${request.routeOptions.url ?? request.url} ${caller}`;
    const requestHash = createHmac('sha256', deps.secret)
      .update(JSON.stringify([scope, request.params ?? null, request.body ?? null]))
      .digest('base64url');
    return { scope, requestHash };
  }

  /** Claims the request's key: answers whether a kept answer was sent in place of running the route. */
  async function claimKey(request: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> {
    const { scope, requestHash } = scopeAndHash(request);
    const claim = await store.claim(scope, key, requestHash, deps.waitMs);
    switch (claim.kind) {
      case 'claimed':
        request.idempotency = { scope, key };
        return false;
      case 'done':
        void reply
          .code(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.body);
        return true;
      case 'reused':
        throw new AppError('idempotency_key_reused', KEY_REUSED_MESSAGE);
      case 'busy':
        throw new AppError('idempotency_in_progress', IN_PROGRESS_MESSAGE, undefined, { 'retry-after': '2' });
    }
  }

  /** Keeps the answer under its key, or lets the key go when the answer is not one to replay. */
  async function record(request: FastifyRequest, reply: FastifyReply, held: HeldKey, payload: unknown) {
    try {
      if (isKept(reply.statusCode) && typeof payload === 'string') {
        await store.complete(held.scope, held.key, reply.statusCode, payload);
      } else {
        await store.release(held.scope, held.key);
      }
    } catch (error) {
      // The answer still goes out; the key's lease lets a retry run again once it lapses.
      request.log.error({ err: error }, 'could not record the idempotent answer');
    }
  }

  /** The key of a route that keeps it with its work: nothing is claimed or written here. */
  function keepWithWork(request: FastifyRequest, reply: FastifyReply, key: string): void {
    const { scope, requestHash } = scopeAndHash(request);
    const repeated = async (): Promise<Repeat> => {
      const row = await store.find(scope, key);
      if (!row) return { kind: 'none' };
      if (row.requestHash !== requestHash) throw new AppError('idempotency_key_reused', KEY_REUSED_MESSAGE);
      if (row.state === 'in_progress') {
        throw new AppError('idempotency_in_progress', IN_PROGRESS_MESSAGE, undefined, { 'retry-after': '2' });
      }
      void reply.header('idempotent-replayed', 'true');
      return { kind: 'kept', answer: row.state === 'done' ? row.responseBody : null };
    };
    request.idempotency = { scope, key, kept: { scope, key, requestHash, repeated } };
  }

  // Callback hooks: every other route passes straight through, without a promise each.
  app.addHook('preHandler', (request, reply, done) => {
    const option = request.routeOptions.config.idempotent;
    const key = option ? keyOf(request) : undefined;
    if (!key) return done();
    if (typeof option === 'object' && 'keptWithTheWork' in option) {
      keepWithWork(request, reply, key);
      return done();
    }
    claimKey(request, reply, key).then((sent) => {
      if (!sent) done();
    }, done);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const held = request.idempotency;
    if (!held) return done(null, payload);
    request.idempotency = null;
    if (held.kept) return done(null, payload);
    void record(request, reply, held, payload).then(() => done(null, payload));
  });
}
