// A signed-in page's first reads, started as its module loads: the calls travel while React is still hydrating the
// page's frame (on a phone, hundreds of milliseconds), instead of leaving when the components mount after it. Earlier
// still, the page's document asks for them before any of the app's scripts has loaded (public/early-reads.js, for the
// paths the route table lists): a read started here takes that answer when there is one.
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ReadOptions } from './api-client';
import { authStorage } from './auth-storage';

/** A kept answer older than this is not taken: the query reads afresh. */
const KEEP_MS = 10_000;

export interface FirstRead<T> {
  /** Starts the call now, once, when someone is signed in. */
  start(): void;
  /**
   * The query function: the started call's answer for the query's first read, when it is fresh and for the same
   * session; else a new call (a refetch after a change must never get the answer from before it).
   */
  take(context: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>): Promise<T>;
}

/** What public/early-reads.js leaves: the session it asked for, when (performance.now()), and each path's response. */
interface EarlyReads {
  bearer: string;
  at: number;
  reads: Partial<Record<string, Promise<Response>>>;
}

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
  }
}

/** The response the document asked for this path, taken once, when it is fresh and for this session. */
export function takeEarlyRead(path: string, bearer: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyReads;
  const response = early?.reads[path];
  if (!early || !response) return undefined;
  delete early.reads[path];
  return early.bearer === bearer && performance.now() - early.at < KEEP_MS ? response : undefined;
}

/** `path` is the call `read` makes, by which the document's early answer is found. */
export function firstRead<T>(path: string, read: (options?: ReadOptions) => Promise<T>): FirstRead<T> {
  let started: { bearer: string; at: number; answer: Promise<T> } | undefined;
  return {
    start() {
      const bearer = authStorage.getBearer();
      if (!bearer || started) return;
      const answer = read({ answer: takeEarlyRead(path, bearer) });
      // Whoever takes it sees its failure; one never taken is not an unhandled rejection.
      answer.catch(() => undefined);
      started = { bearer, at: performance.now(), answer };
    },
    take({ client, queryKey, signal }) {
      const kept = started;
      started = undefined;
      const first = (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) === 0;
      const fresh =
        kept && first && kept.bearer === authStorage.getBearer() && performance.now() - kept.at < KEEP_MS;
      return fresh ? kept.answer : read({ signal });
    },
  };
}

/** Starts a page's first reads, when someone is signed in. */
export function startFirstReads(reads: readonly FirstRead<unknown>[]): void {
  for (const read of reads) read.start();
  // The document's script may run after this (its code came from the service worker's cache before the script came
  // from the network): it finds these reads already asked for, and asks nothing.
  if (typeof window !== 'undefined') window.__earlyReads ??= { bearer: '', at: -Infinity, reads: {} };
}
