// When the page the browser arrived on has settled: loaded, a few seconds on, and the browser idle. What its first
// screen does without waits until then (or until it is needed): the landing sections below the fold, the visitor's
// stored session and page view, the service worker. On a phone's busy start each took the CPU from the first screen,
// and the first read of local storage alone waited 10-70 ms on the browser (issue 41).

/**
 * How long after the load event. The page's own reads and chunks are usually done by then; if not, it waits for the
 * browser to be idle too. Local storage's first read took 10-70 ms at the load event in a new Chromium, 1-2 ms 3 s on.
 */
const AFTER_LOAD_MS = 3000;
/** The longest wait for an idle moment after that. */
const IDLE_TIMEOUT_MS = 5000;

let settled: Promise<void> | undefined;
let isSettled = false;

/** Resolves once the page has settled (at once on later calls). */
export function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      isSettled = true;
      resolve();
    };
    const afterLoad = () =>
      setTimeout(() => {
        // A test's document may be gone by then (its file ended within the 3 s); nothing is left to settle.
        if (typeof window === 'undefined') return;
        if ('requestIdleCallback' in window) window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
        else done();
      }, AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/**
 * Whether what can wait should wait now: the page the browser arrived on was rendered at build time (a page rendered
 * in the browser has no first screen to protect) and has not settled yet.
 */
export function beforePageSettled(): boolean {
  if (isSettled || typeof document === 'undefined') return false;
  if (document.getElementById('root')?.dataset.route === undefined) return false;
  void pageSettled();
  return true;
}
