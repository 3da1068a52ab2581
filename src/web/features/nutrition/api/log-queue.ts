// Logging that never waits for the signal (issue 22): a food, water, a weight or the lunch is shown at once as
// pending, kept in the device's queue (lib/offline-queue.ts) under the Idempotency-Key made at the tap, and sent now
// or when the connection returns; the server logs each key once, so sending again is always safe.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { parse, type $ZodType } from 'zod/v4/core';
import type { DayChangeResponse } from '../../../../contracts/nutrition';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { authStorage } from '../../../lib/auth-storage';
import { accountOf, newIdempotencyKey, offlineQueue } from '../../../lib/offline-queue';
import { withPending, type LogKind, type PendingCall, type PendingLog } from '../lib/pending';
import { dayQueryOptions, useDay } from './get-day';
import { NUTRITION_KEY } from './query-keys';

/** Sent and answered, or kept to send when the connection returns. */
export type LogOutcome<Answer> = { status: 'sent'; answer: Answer } | { status: 'queued' };

const PATHS: Record<LogKind, string> = {
  entry: '/api/daily-nutrition',
  lunch: '/api/daily-nutrition/lunch',
  weight: '/api/nutrition/weights',
};
/** How often the queue is tried again while something waits (besides the online event and each page load). */
const RETRY_MS = 15_000;
/** Answers that say "not now" rather than "no": the call stays queued and is tried again. */
const NOT_NOW = new Set([401, 408, 425, 429]);

const pendingKey = (account: string | null) => [...NUTRITION_KEY, 'pending', account ?? ''] as const;

export const pendingQueryOptions = (account: string | null) =>
  queryOptions({
    queryKey: pendingKey(account),
    queryFn: async () =>
      account === null ? [] : overlay(account, await offlineQueue.list<PendingLog>(account)),
    staleTime: Infinity,
    networkMode: 'always',
  });

function useAccount(): string | null {
  const token = authStorage.getToken();
  return useMemo(() => accountOf(token), [token]);
}

/** The signed-in account's calls not yet logged on the server: waiting, being sent, or refused. */
export function usePendingLogs(): PendingCall[] {
  return useQuery(pendingQueryOptions(useAccount())).data ?? [];
}

/** A day as the screen shows it: the server's (or the last known) with the entries not yet sent counted in. */
export function useShownDay(date: string) {
  const day = useDay(date);
  const pending = usePendingLogs();
  const data = useMemo(() => withPending(date, day.data ?? null, pending), [date, day.data, pending]);
  return { ...day, data };
}

type Outcome =
  { status: 'sent'; answer: unknown } | { status: 'queued' } | { status: 'refused'; error: ApiError };

/** Keys being sent by this page, so a retry never races the tap that made them. */
const sending = new Set<string>();

async function send(call: PendingCall): Promise<Outcome> {
  sending.add(call.key);
  try {
    const response = await apiFetch('POST', call.path, {
      body: call.body,
      headers: { 'Idempotency-Key': call.key },
    });
    return { status: 'sent', answer: await response?.json() };
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status < 500 &&
      !NOT_NOW.has(error.status) &&
      error.body?.code !== 'idempotency_in_progress'
    ) {
      return { status: 'refused', error };
    }
    // No signal, a timeout, the server down or busy: it waits in the queue.
    return { status: 'queued' };
  } finally {
    sending.delete(call.key);
  }
}

/**
 * What this page changed in the queue (a call added, refused, or gone: null), so that a read of IndexedDB begun before
 * the change (a refetch when the connection returns) cannot bring back on screen what it no longer holds.
 */
const changed = new Map<string, PendingCall | null>();

function overlay(account: string, stored: PendingCall[]): PendingCall[] {
  const calls = stored.filter((c) => changed.get(c.key) !== null).map((c) => changed.get(c.key) ?? c);
  for (const [key, call] of changed) {
    if (call && call.account === account && !stored.some((c) => c.key === key)) calls.push(call);
  }
  return calls.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** Shows a call as it now is (or gone, with null) in the account's pending list. */
function show(client: QueryClient, account: string | null, key: string, call: PendingCall | null) {
  if (account === null) return;
  changed.set(key, call);
  client.setQueryData<PendingCall[]>(pendingKey(account), (calls = []) => overlay(account, calls));
}

/**
 * The server's answer takes the pending row's place in the same paint (the day as the server has it), and what is
 * derived from days refreshes; a weight refreshes everything but the queue itself.
 */
function reconcile(client: QueryClient, account: string | null, call: PendingCall, answer: unknown): void {
  if (call.meta.kind !== 'weight' && answer && typeof answer === 'object' && 'day' in answer) {
    client.setQueryData(dayQueryOptions(call.meta.date).queryKey, (answer as DayChangeResponse).day);
  }
  show(client, account, call.key, null);
  void client.invalidateQueries({
    queryKey: NUTRITION_KEY,
    predicate: (q) => q.queryKey[1] !== 'pending' && (call.meta.kind === 'weight' || q.queryKey[1] !== 'day'),
  });
}

let flushing: Promise<void> | null = null;

/**
 * Sends the account's waiting calls, oldest first, until one has to wait again. Refused ones are kept with the
 * server's message. Another tab may send the same call at the same time: the server answers both with one entry.
 */
export function flushLogQueue(client: QueryClient, account: string): Promise<void> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      for (const call of await offlineQueue.list<PendingLog>(account)) {
        if (call.refused || sending.has(call.key)) continue;
        const outcome = await send(call);
        if (outcome.status === 'queued') break;
        if (outcome.status === 'sent') {
          await offlineQueue.remove(call.key);
          reconcile(client, account, call, outcome.answer);
          sent++;
        } else {
          const { error } = outcome;
          const refused = {
            // A field's message says what to fix in the subscriber's words ("Calories must be ...").
            message:
              Object.values(error.body?.fields ?? {}).join(' ') || (error.serverMessage ?? error.message),
            code: error.body?.code ?? String(error.status),
          };
          await offlineQueue.put({ ...call, refused });
          show(client, account, call.key, { ...call, refused });
        }
      }
    } finally {
      flushing = null;
      // An answer replayed for a call sent before may hold an older day: read the days afresh.
      if (sent > 0) void client.invalidateQueries({ queryKey: [...NUTRITION_KEY, 'day'] });
    }
  })();
  return flushing;
}

/**
 * Keeps the queue moving while the tracker is open: at once (a page load), when the connection returns, when the
 * page is looked at again, and every 15 seconds while something waits.
 */
export function useLogQueueSync(): void {
  const client = useQueryClient();
  const account = useAccount();
  const pending = usePendingLogs();
  const waiting = pending.some((c) => !c.refused);
  useEffect(() => {
    if (account === null) return;
    // Without a signal nothing is tried: the online event brings it.
    const flush = () => {
      if (navigator.onLine) void flushLogQueue(client, account).catch(() => {});
    };
    const visible = () => document.visibilityState === 'visible' && flush();
    flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', visible);
    const timer = waiting ? window.setInterval(flush, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }, [client, account, waiting]);
}

/** Try a refused call again (the person fixed what was wrong elsewhere, or the refusal has passed), or let it go. */
export function usePendingActions() {
  const client = useQueryClient();
  const account = useAccount();
  const retry = useCallback(
    async (call: PendingCall) => {
      if (account === null) return;
      await offlineQueue.put({ ...call, refused: null });
      show(client, account, call.key, { ...call, refused: null });
      await flushLogQueue(client, account);
    },
    [client, account],
  );
  const dismiss = useCallback(
    async (call: PendingCall) => {
      if (account === null) return;
      await offlineQueue.remove(call.key);
      show(client, account, call.key, null);
    },
    [client, account],
  );
  return { retry, dismiss };
}

/**
 * One logging call, optimistic and durable: the pending row appears in the same paint as the tap (TanStack Query's
 * cache), the call is kept on the device, then sent. The answer replaces the row; no signal keeps it queued (the
 * outcome says so); a refusal while the person watches removes the row and fails the mutation, as an online form
 * would, with the server's message.
 */
export function useQueuedLog<Body, Answer>(kind: LogKind, schema: $ZodType<Answer>) {
  const client = useQueryClient();
  const account = useAccount();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({
      body,
      preview,
    }: {
      body: Body;
      preview: Omit<PendingLog, 'kind'>;
    }): Promise<LogOutcome<Answer>> => {
      const call: PendingCall = {
        key: newIdempotencyKey(),
        account: account ?? '',
        path: PATHS[kind],
        body,
        queuedAt: Date.now(),
        meta: { kind, ...preview },
        refused: null,
      };
      // Signed out under the page, there is no account to keep it under: it is sent as any call is.
      const kept = account !== null;
      if (kept) {
        show(client, account, call.key, call);
        await offlineQueue.put(call);
      }
      const outcome = navigator.onLine || !kept ? await send(call) : ({ status: 'queued' } as const);
      if (outcome.status === 'queued') {
        if (kept) return outcome;
        throw new Error('We could not reach the server. Please check your connection and try again.');
      }
      await offlineQueue.remove(call.key);
      if (outcome.status === 'refused') {
        show(client, account, call.key, null);
        throw outcome.error;
      }
      reconcile(client, account, call, outcome.answer);
      return { status: 'sent', answer: parse(schema, outcome.answer) };
    },
  });
}
