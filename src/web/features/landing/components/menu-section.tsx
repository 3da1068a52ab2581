// The weekly menu (anchor "menu"): Monday to Thursday cards and the Friday Special, loaded from the server.
import { lazy, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { useMenu } from '../api/get-menu';
import { Button } from '../../../components/ui/button';
import { MenuSkeleton } from './menu-skeleton';
import { SectionHeading } from './section-heading';

// The cards' code is asked for as the section mounts, beside the menu itself: no wait of its own.
const loadCards = () => import('./menu-cards');
// A chunk that cannot arrive (the connection dropped, or a new version replaced it) is said so, not a blank page.
const MenuCards = lazy(() =>
  loadCards().then(
    (m) => ({ default: m.MenuCards }),
    () => ({ default: CardsUnavailable }),
  ),
);

function MenuUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-3xl border border-forest-900/10 bg-white p-8 text-center">
      <p className="font-display text-xl text-forest-900">We couldn’t load this week’s menu.</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function CardsUnavailable({ onDrawn }: { onDrawn: () => void }) {
  useEffect(() => {
    onDrawn();
  }, [onDrawn]);
  return <MenuUnavailable onRetry={() => window.location.reload()} />;
}

/** onDrawn: once the cards (or the error) are on the page, which then has its final height. */
export function MenuSection({ onDrawn }: { onDrawn?: () => void }) {
  const menu = useMenu();
  // Five illustrated cards are a lot to draw at once on a phone: rendered at low priority, in slices, the arriving
  // menu does not block the page (the skeleton holds their place meanwhile).
  const data = useDeferredValue(menu.data);
  useEffect(() => {
    loadCards().catch(() => {});
  }, []);
  const cardsDrawn = useCallback(() => onDrawn?.(), [onDrawn]);
  useEffect(() => {
    if (menu.isError) onDrawn?.();
  }, [menu.isError, onDrawn]);
  return (
    <section id="menu" aria-labelledby="menu-title" className="bg-cream py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="menu-title"
          eyebrow="This week’s menu"
          title="Five lunches, five days, zero guesswork."
        >
          A different plate every weekday, cooked the same morning and portioned to the gram. Open any card
          for the full macros.
        </SectionHeading>
        <div className="mt-14" aria-busy={!data && !menu.isError}>
          {!data && !menu.isError ? <MenuSkeleton /> : null}
          {menu.isError ? <MenuUnavailable onRetry={() => void menu.refetch()} /> : null}
          {data ? (
            <Suspense fallback={<MenuSkeleton />}>
              <MenuCards days={data.days} onDrawn={cardsDrawn} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </section>
  );
}
