// Wakes the e-mail workers of this process when a message is enqueued, so mail goes out without waiting for the poll.

type Listener = () => void;
const listeners = new Set<Listener>();

export const outboxSignal = {
  /** A hint only: the worker still polls, so a missed notification delays mail by one poll at most. */
  notify(): void {
    for (const listener of listeners) listener();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
