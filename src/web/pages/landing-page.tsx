// /: the landing page, its sections in the spec's order, and the first-week promo (the help button is in the nav bar).
import { lazy, Suspense, useCallback, useRef } from 'react';
import { HydrateLater } from '../components/hydrate-later';
import { ArtDefs } from '../features/landing/art/art-defs';
import { BetaBanner } from '../features/landing/components/beta-banner';
import { HeroSection } from '../features/landing/components/hero-section';
import { usePromoPopup } from '../features/landing/hooks/use-promo-popup';
import { scrollToPendingSection } from '../lib/section-scroll';
import '../features/landing/landing.css';

// The sections below the hero: each one's code loads when it hydrates (HydrateLater: as it nears the screen, or once
// the page has settled), not with the page, whose first load they were a third of with the menu's fetch and schemas.
// Rendered at build time all the same; a page rendered in the browser (a navigation) asks for them all at once.
const MenuSection = lazy(() =>
  import('../features/landing/components/menu-section').then((m) => ({ default: m.MenuSection })),
);
const BetaResultsSection = lazy(() =>
  import('../features/landing/components/beta-results-section').then((m) => ({
    default: m.BetaResultsSection,
  })),
);
const TestimonialsSection = lazy(() =>
  import('../features/landing/components/testimonials-section').then((m) => ({
    default: m.TestimonialsSection,
  })),
);
const TrackerPromoSection = lazy(() =>
  import('../features/landing/components/tracker-promo-section').then((m) => ({
    default: m.TrackerPromoSection,
  })),
);
const QualitySection = lazy(() =>
  import('../features/landing/components/quality-section').then((m) => ({ default: m.QualitySection })),
);
// With a live count to fetch.
const LaunchJourney = lazy(() =>
  import('./landing-launch-journey').then((m) => ({ default: m.LandingLaunchJourney })),
);
const PickupSection = lazy(() =>
  import('../features/landing/components/pickup-section').then((m) => ({ default: m.PickupSection })),
);

// The dialog machinery is only needed 15 s in, so it stays out of the first load.
const PromoPopup = lazy(() =>
  import('../features/landing/components/promo-popup').then((m) => ({ default: m.PromoPopup })),
);

/**
 * The page has its final height once the menu's cards and the launch journey's live count are in: only then is a
 * section remembered from another page (a nav link clicked on /faq) scrolled to, or it would be pushed off screen.
 */
function useScrollOnceDrawn(): { menuDrawn: () => void; journeyDrawn: () => void } {
  const drawn = useRef(new Set<'menu' | 'journey'>());
  const mark = useCallback((part: 'menu' | 'journey') => {
    drawn.current.add(part);
    if (drawn.current.size === 2) scrollToPendingSection();
  }, []);
  return {
    menuDrawn: useCallback(() => mark('menu'), [mark]),
    journeyDrawn: useCallback(() => mark('journey'), [mark]),
  };
}

export function LandingPage() {
  const promo = usePromoPopup();
  const { menuDrawn, journeyDrawn } = useScrollOnceDrawn();

  return (
    <>
      <ArtDefs />
      <BetaBanner />
      <HeroSection />
      {/* Below the fold: hydrated as each comes near the screen, or once the page has settled. */}
      <HydrateLater id="menu">
        <MenuSection onDrawn={menuDrawn} />
      </HydrateLater>
      <HydrateLater id="results">
        <BetaResultsSection />
      </HydrateLater>
      <HydrateLater id="testimonials">
        <TestimonialsSection />
      </HydrateLater>
      <HydrateLater id="tracker">
        <TrackerPromoSection />
      </HydrateLater>
      <HydrateLater id="quality">
        <QualitySection />
      </HydrateLater>
      <HydrateLater id="journey">
        <LaunchJourney onDrawn={journeyDrawn} />
      </HydrateLater>
      <HydrateLater id="locations">
        <PickupSection />
      </HydrateLater>
      {promo.open ? (
        <Suspense fallback={null}>
          <PromoPopup open onAnswered={promo.dismiss} />
        </Suspense>
      ) : null}
    </>
  );
}
