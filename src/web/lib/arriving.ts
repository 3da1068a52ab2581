// Reads that arrive re-render their readers at once (TanStack Query's store cannot wait): a page's largest parts keep
// their placeholder while React builds them in the background, in slices a phone paints and answers taps between.
import { useDeferredValue } from 'react';

/** True while `pending`, and then until React has built, as a transition, what the reads brought. */
export function useArriving(pending: boolean): boolean {
  const deferred = useDeferredValue(pending);
  return pending || deferred;
}
