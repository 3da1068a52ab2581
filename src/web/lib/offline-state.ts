// Whether the screen shows the network's answers or the last known ones, and the API answers kept for use without a
// signal, which belong to one session: any change of session (sign-out, another person signing in) forgets them.
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { AUTH_CHANGE_EVENT, storedSessions, type AuthChange, type StoredSessions } from './auth-storage';
import { accountOf, offlineQueue } from './offline-queue';
import { pageSettled } from './page-settled';
import { API_CACHE, CACHED_ANSWER_MESSAGE, FORGET_SESSION_MESSAGE } from './cache-rules';

export interface OfflineState {
  online: boolean;
  /** When the oldest answer the cache gave this page was fresh (ms since the epoch), or null. */
  cachedAt: number | null;
}

declare global {
  interface Window {
    /** The dates of the answers the service worker gave from its cache, kept by public/early-reads.js. */
    __cachedAnswers?: unknown[];
  }
}

let state: OfflineState = { online: true, cachedAt: null };
const listeners = new Set<() => void>();

function set(next: Partial<OfflineState>): void {
  const merged = { ...state, ...next };
  if (merged.online === state.online && merged.cachedAt === state.cachedAt) return;
  state = merged;
  for (const listener of listeners) listener();
}

/**
 * The server could not be reached although the browser says it is online (a Wi-Fi without internet; Chromium even
 * says so in a page loaded without any network). Asked again every few seconds until it answers.
 */
let unreachable = false;
const PROBE_MS = 5_000;

function noteUnreachable(): void {
  // Each failed read says it again: the first one starts the probe and tells the page.
  if (unreachable) return;
  unreachable = true;
  const probe = window.setInterval(() => {
    fetch('/api/health', { cache: 'no-store' }).then(
      () => {
        window.clearInterval(probe);
        unreachable = false;
        // What waits for the connection (the queue, the refetch, this state) listens for this event.
        window.dispatchEvent(new Event('online'));
      },
      () => {},
    );
  }, PROBE_MS);
  onConnectionChange();
}

function noteCachedAnswer(date: unknown): void {
  const at = typeof date === 'string' ? Date.parse(date) : Number.NaN;
  if (Number.isNaN(at)) return;
  noteUnreachable();
  set({ cachedAt: state.cachedAt === null ? at : Math.min(state.cachedAt, at) });
}

/** The newest answer kept: when this device last had the data online (its message may have come before us). */
async function noteLastKnownAnswer(): Promise<void> {
  if (typeof caches === 'undefined' || !(await caches.has(API_CACHE))) return;
  const cache = await caches.open(API_CACHE);
  const answers = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
  const dates = answers.map((answer) => Date.parse(answer?.headers.get('date') ?? ''));
  const newest = Math.max(...dates.filter((at) => !Number.isNaN(at)));
  if (state.cachedAt === null && Number.isFinite(newest)) set({ cachedAt: newest });
}

/**
 * Forgets every API answer kept for use offline, so the next person on this device sees nothing of the last. The
 * service worker is told which sessions ended (`endedTokens`): a call of theirs still on its way is not kept either.
 */
export function forgetApiAnswers(endedTokens: string[] = []): void {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => {});
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.controller?.postMessage({
      type: FORGET_SESSION_MESSAGE,
      authorizations: endedTokens.map((token) => `Bearer ${token}`),
    });
  }
  set({ cachedAt: null });
}

/** The connection is back and the screen refetches: what it shows is no longer the cache's. */
export function forgetCachedAt(): void {
  set({ online: navigator.onLine && !unreachable, cachedAt: null });
}

function onConnectionChange(): void {
  const online = navigator.onLine && !unreachable;
  set({ online });
  if (!online) void noteLastKnownAnswer().catch(() => {});
}

/** The query clients already watched: one listener each, however many components show the state. */
const watched = new WeakSet<QueryClient>();

/**
 * A read that failed for want of a network (fetch rejects with a TypeError) means the server is out of reach. The
 * client lives as long as the app, and so does its listener.
 */
function watchCalls(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    const action = event.type === 'updated' ? event.action : undefined;
    if ((action?.type === 'failed' || action?.type === 'error') && action.error instanceof TypeError)
      noteUnreachable();
  });
}

/** The sessions a change of this tab replaced (auth-storage's AUTH_CHANGE_EVENT), or null for another tab's. */
function sessionsBefore(event: Event): StoredSessions | null {
  return event instanceof CustomEvent ? ((event as CustomEvent<AuthChange>).detail?.before ?? null) : null;
}

/** Started once per page, after its first load (features/pwa/register.ts). */
export function startOfflineState(): void {
  // Queries ask even without a signal, since the service worker may answer with the last known data; TanStack
  // Query would otherwise hold them until the browser says it is online.
  onlineManager.setEventListener((setOnline) => {
    setOnline(true);
    return () => {};
  });
  window.addEventListener('online', onConnectionChange);
  window.addEventListener('offline', onConnectionChange);
  onConnectionChange();

  // The sessions this page knows of, read once it has settled (local storage's first read waits on the browser), or
  // at a change of session before that, which says what it replaced.
  let known: StoredSessions | null = null;
  const start = () => {
    if (known) return;
    known = storedSessions();
    // Signed out (here, or in another tab, or before this page started): nothing of anyone is kept.
    if (known.bearer === null) forgetApiAnswers();
  };
  const sessionChanged = (event: Event) => {
    const before = known ?? sessionsBefore(event);
    if (!before) return start();
    const now = storedSessions();
    known = now;
    if (now.bearer !== before.bearer)
      forgetApiAnswers(before.tokens.filter((token) => !now.tokens.includes(token)));
    // The tracker's unsent entries belong to the account that made them: signing it out (or another person signing
    // in over it) forgets them on this device.
    const account = accountOf(before.token);
    if (account !== null && accountOf(now.token) !== account)
      void offlineQueue.forgetAccount(account).catch(() => {});
  };
  window.addEventListener(AUTH_CHANGE_EVENT, sessionChanged);
  window.addEventListener('storage', sessionChanged);
  void pageSettled().then(start);

  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === CACHED_ANSWER_MESSAGE)
      noteCachedAnswer('date' in data ? data.date : undefined);
  });
  navigator.serviceWorker.startMessages();
  // The answers the worker gave before this listener started: the document's first reads (public/early-reads.js).
  for (const date of window.__cachedAnswers ?? []) noteCachedAnswer(date);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => state;
// One object: React compares snapshots by identity, and a new one at each call would render for ever.
const EVERYONE_ONLINE: OfflineState = { online: true, cachedAt: null };
const everyoneOnline = (): OfflineState => EVERYONE_ONLINE;

export function useOfflineState(): OfflineState {
  const client = useQueryClient();
  useEffect(() => watchCalls(client), [client]);
  return useSyncExternalStore(subscribe, current, everyoneOnline);
}
