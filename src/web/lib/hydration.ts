// What a page rendered at build time reads from the visitor only once the browser has taken over.
import { useSyncExternalStore } from 'react';
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

/**
 * False while the browser hydrates a page the build rendered (and on the build), true after: a signed-in page
 * rendered at build time shows its frame and a placeholder, never a signed-out guess, until the browser knows who it is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
