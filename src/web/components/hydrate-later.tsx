// A part of a page rendered at build time that the browser hydrates later: once the page has settled, or sooner as
// it comes near the screen. Until then it is the build's HTML (links work as links). The landing page's sections
// below the fold, its drawing and the footer were most of its hydration, with the menu's fetch and five cards, all
// during the load of a phone (issue 41).
import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { pageSettled } from '../lib/page-settled';

/** How far below the screen (a share of its height) a part starts to hydrate, so that it is ready when scrolled to. */
const NEAR_MARGIN = '25%';

const gates = new Map<string, Promise<void>>();
/** A promise React reads as already fulfilled (the fields use() sets on a promise it has seen settle). */
const OPEN = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
const subscribeNever = () => () => {};

/** Resolves when the element with this id comes near the screen or the page settles. */
function nearOrSettled(id: string): Promise<void> {
  const known = gates.get(id);
  if (known) return known;
  const element = document.getElementById(id);
  const gate = new Promise<void>((resolve) => {
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              resolve();
            },
            { rootMargin: `${NEAR_MARGIN} 0px` },
          )
        : undefined;
    if (element) observer?.observe(element);
    void pageSettled().then(() => {
      observer?.disconnect();
      resolve();
    });
  });
  gates.set(id, gate);
  return gate;
}

function Gate({ id, children }: { id: string | undefined; children: ReactNode }) {
  // The server snapshot only while React hydrates the build's HTML: a page rendered in the browser (a navigation,
  // the build itself) shows its parts at once.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // Suspended while hydrating, the Suspense boundary keeps the build's HTML and hydrates once the gate opens. use()
  // is called on every render, as React asks: with an open gate when there is nothing to wait for.
  use(hydrating && typeof document !== 'undefined' ? (id ? nearOrSettled(id) : pageSettled()) : OPEN);
  return children;
}

/**
 * `id`: the element the children render, which the build's HTML holds: it hydrates as it comes near the screen too.
 * Without one, only once the page has settled (a drawing, which answers nothing). Should its parent render it again
 * before then, React renders the part in the browser at once instead (the same HTML, new elements).
 */
export function HydrateLater({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}
