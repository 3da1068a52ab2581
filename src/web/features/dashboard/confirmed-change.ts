// One pattern for every change a subscriber makes on the dashboard (issue 41): skip, undo, the Friday special,
// cancel, keep, upgrade, pause, a card, reminders. The server's words in a toast, and the same words kept where the
// change was made until the next one, so a change is confirmed on screen after the toast has gone.
import { useSyncExternalStore } from 'react';
import { toast } from '../../components/ui/toast-store';
import { messageOf } from '../../lib/api-client';

/** Where on the dashboard a change was made: `plan`, `pause`, `card`, `reminders`, or `week:YYYY-MM-DD`. */
export type ChangePlace = 'plan' | 'pause' | 'card' | 'reminders' | `week:${string}`;

interface Confirmed {
  place: ChangePlace;
  message: string;
}

let last: Confirmed | null = null;
const listeners = new Set<() => void>();

function keep(next: Confirmed | null): void {
  last = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The confirmation kept at `place`, or null: one at a time, as toasts are. */
export function useConfirmedAt(place: ChangePlace): string | null {
  const current = useSyncExternalStore(
    subscribe,
    () => last,
    () => null,
  );
  return current?.place === place ? current.message : null;
}

/** The dashboard forgets its confirmations when it closes (a sign-out, another page). */
export function forgetConfirmedChanges(): void {
  keep(null);
}

export interface ChangeWords<T> {
  place: ChangePlace;
  /** The toast's title once it is done ("Week skipped"), from the answer where it depends on it. */
  done: string | ((answer: T) => string);
  /** The toast's title when it failed ("Skip Failed"), and its words when the server gave none. */
  failed: string;
  fallback: string;
  /** An answer that is a refusal despite its 200 (a new card whose waiting payment was declined). */
  refused?: (answer: T) => boolean;
}

/**
 * Sends a change and confirms it the one way: on success the server's message in a toast and at the place it was
 * made; on failure the reason in a toast, and nothing kept. Answers the server's answer, or undefined on failure.
 */
export async function confirmChange<T extends { message: string }>(
  send: () => Promise<T>,
  words: ChangeWords<T>,
): Promise<T | undefined> {
  try {
    const answer = await send();
    const title = typeof words.done === 'function' ? words.done(answer) : words.done;
    const refused = words.refused?.(answer) ?? false;
    toast({ title, description: answer.message, variant: refused ? 'destructive' : 'success' });
    keep({ place: words.place, message: answer.message });
    return answer;
  } catch (error) {
    if (last?.place === words.place) keep(null);
    toast({ title: words.failed, description: messageOf(error, words.fallback), variant: 'destructive' });
    return undefined;
  }
}
