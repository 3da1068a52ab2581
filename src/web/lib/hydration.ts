// What a page rendered at build time reads from the visitor only once the browser has taken over.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const subscribeNever = () => () => {};
const NO_PARAMS = new URLSearchParams();

/**
 * The query string, except while hydrating a page the build rendered without one: filters then apply just after.
 * Without a query string nothing differs, so the page does not render a second time.
 */
export function useSettledSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const settled = useSyncExternalStore(
    subscribeNever,
    () => search,
    () => '',
  );
  return [settled === search ? params : NO_PARAMS, setParams];
}

/** Set once a page the build rendered has been hydrated: later pages render in the browser from the start. */
let pageHydrated = false;

/**
 * Whether this render hydrates the HTML the build rendered: the page the browser arrived on, rendered for this path
 * (#root carries the route it was rendered for), and not yet hydrated.
 */
function hydrating(): boolean {
  if (pageHydrated) return false;
  const here = window.location.pathname.replace(/\/+$/, '') || '/';
  return document.getElementById('root')?.dataset.route === here;
}

/**
 * False while the browser hydrates a page the build rendered (and on the build), true after: a signed-in page
 * rendered at build time shows its frame and a placeholder, never a signed-out guess, until the browser knows who it is.
 * The page then renders in a transition, in slices that let a phone paint and answer taps between them, rather than
 * in one long task (useSyncExternalStore would re-render at once).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating());
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
