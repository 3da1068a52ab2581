// The calls a signed-in person made that are not yet answered, kept on this device (IndexedDB) until they are sent:
// each under the Idempotency-Key made when they tapped and under their account, so a reload or a closed tab loses
// none and one person's calls never reach another's screen. Imported only by lazy chunks (tracker, offline state).

/** One call waiting to be sent, or refused by the server and waiting for the person to see it. */
export interface QueuedCall<Meta = unknown> {
  /** The Idempotency-Key the server honours: the same call sent twice is logged once. */
  key: string;
  /** The session token's subject (the user id). */
  account: string;
  path: string;
  body: unknown;
  /** When it was made, in ms since the epoch (the order it is sent in). */
  queuedAt: number;
  /** What the feature needs to show it before the server has answered. */
  meta: Meta;
  /** The server's refusal, once it refused: shown until dismissed or tried again, never dropped silently. */
  refused: { message: string; code: string } | null;
}

const DATABASE = 'tiffin-offline';
const STORE = 'calls';

let opened: Promise<IDBDatabase | null> | undefined;
/** Where IndexedDB is missing (some private modes, jsdom) the queue lasts for this page only. */
const inMemory = new Map<string, QueuedCall>();

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function database(): Promise<IDBDatabase | null> {
  opened ??= new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const open = indexedDB.open(DATABASE, 1);
    open.onupgradeneeded = () => {
      open.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('account', 'account');
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => resolve(null);
    open.onblocked = () => resolve(null);
  });
  return opened;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  const tx = db.transaction(STORE, mode);
  const result = request(work(tx.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
  return result;
}

export const offlineQueue = {
  /** The account's calls, oldest first. */
  async list<Meta>(account: string): Promise<QueuedCall<Meta>[]> {
    const stored = (await inStore('readonly', (s) => s.index('account').getAll(account))) as
      QueuedCall<Meta>[] | undefined;
    const calls =
      stored ?? ([...inMemory.values()].filter((c) => c.account === account) as QueuedCall<Meta>[]);
    return calls.sort((a, b) => a.queuedAt - b.queuedAt);
  },

  async put(call: QueuedCall): Promise<void> {
    if ((await inStore('readwrite', (s) => s.put(call))) === undefined) inMemory.set(call.key, call);
  },

  async remove(key: string): Promise<void> {
    inMemory.delete(key);
    await inStore('readwrite', (s) => s.delete(key));
  },

  /** Signing out: nothing this account left unsent stays on the device for the next person. */
  async forgetAccount(account: string): Promise<void> {
    for (const [key, call] of inMemory) if (call.account === account) inMemory.delete(key);
    const db = await database();
    if (!db) return;
    const tx = db.transaction(STORE, 'readwrite');
    const cursor = tx.objectStore(STORE).index('account').openCursor(account);
    cursor.onsuccess = () => {
      if (!cursor.result) return;
      cursor.result.delete();
      cursor.result.continue();
    };
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    });
  },
};

/** The account a session token belongs to (its unverified subject), or null without one. */
export function accountOf(token: string | null): string | null {
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const { sub } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/** A fresh Idempotency-Key (a UUID; crypto.randomUUID needs a secure context, getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
