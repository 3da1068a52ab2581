// A signed-in page's first reads, started as its module loads: the calls travel while React is still hydrating the
// page's frame (on a phone, hundreds of milliseconds), instead of leaving when the components mount after it.
import type { QueryFunctionContext } from '@tanstack/react-query';
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

export function firstRead<T>(read: (signal?: AbortSignal) => Promise<T>): FirstRead<T> {
  let started: { bearer: string; at: number; answer: Promise<T> } | undefined;
  return {
    start() {
      const bearer = authStorage.getBearer();
      if (!bearer || started) return;
      const answer = read();
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
      return fresh ? kept.answer : read(signal);
    },
  };
}

/** Starts a page's first reads, when someone is signed in. */
export function startFirstReads(reads: readonly FirstRead<unknown>[]): void {
  for (const read of reads) read.start();
}
