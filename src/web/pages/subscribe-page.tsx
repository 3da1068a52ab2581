// /subscribe: hero, launch-phase card, the expandable subscription form (or the waitlist card in beta), benefits.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { normalizePromoCode } from '../../domain/coupons';
import { Button } from '../components/ui/button';
import { LaunchPhaseCard } from '../features/checkout/components/launch-phase-card';
import { useLaunchState } from '../features/launch/api/get-launch-state';
import { SubscribeBenefits } from '../features/checkout/components/subscribe-benefits';
import { SubscribeHero } from '../features/checkout/components/subscribe-hero';
import { NetworkNeededNotice } from '../features/pwa/components/network-needed-notice';
import { scrollToSection } from '../lib/section-scroll';
import type * as SubscriptionFormModule from '../features/checkout/components/subscription-form';
import type * as WaitlistCardModule from '../features/waitlist/components/waitlist-card';
import { useSettledSearchParams } from '../lib/hydration';
import { launchPhaseOn, useServerClock } from '../lib/site-config';

type Panel = 'none' | 'subscribe' | 'waitlist';

type Panels = typeof SubscriptionFormModule & typeof WaitlistCardModule;
let loadedPanels: Panels | undefined;

/**
 * The two panels a click opens, the subscription form (checkout's) and the waitlist card (the waitlist's), fetched
 * once the page is up rather than with it, so a phone paints the page before it downloads the checkout.
 */
function loadPanels(): Promise<Panels> {
  return Promise.all([
    import('../features/checkout/components/subscription-form'),
    import('../features/waitlist/components/waitlist-card'),
  ]).then(([form, waitlist]) => (loadedPanels = { ...form, ...waitlist }));
}

export function SubscribePage() {
  // Rendered at build time without a query string: a promo code is read once the browser has taken over.
  const [params] = useSettledSearchParams();
  const promoCode = normalizePromoCode(params.get('promo') ?? '');
  const referralCode = normalizePromoCode(params.get('ref') ?? '');
  // The launch phase by the server's clock (the build's while hydrating).
  const phase = useServerClock(launchPhaseOn);
  const launch = useLaunchState();
  const navigate = useNavigate();
  // Claiming the landing offer is a decision to subscribe: the form is open on arrival.
  const opensOnArrival = promoCode !== '' && phase === 'inviteOnly';
  const [panel, setPanel] = useState<Panel>(opensOnArrival ? 'subscribe' : 'none');
  // Arriving on this address with the offer (no navigation in the app): the code is known just after hydration.
  useEffect(() => {
    if (opensOnArrival) setPanel('subscribe');
  }, [opensOnArrival]);
  const launchCard = useRef<HTMLDivElement>(null);
  const full = launch.data?.phase === 'inviteOnly' && launch.data.atCapacity;
  const [panels, setPanels] = useState(loadedPanels);
  // The panel a click opened, to bring into view and hand the focus once it is on screen.
  const arriving = useRef<Panel>('none');

  // Without a connection the first try fails: a click tries again.
  const load = () => void loadPanels().then(setPanels, () => {});
  useEffect(() => {
    if (!panels) load();
  }, [panels]);

  useEffect(() => {
    if (!panels || panel === 'none' || arriving.current !== panel) return;
    arriving.current = 'none';
    // After the browser has laid the panel out.
    requestAnimationFrame(() => {
      scrollToSection(panel === 'subscribe' ? panels.SUBSCRIPTION_FORM_ID : panels.WAITLIST_CARD_ID);
      document
        .querySelector<HTMLElement>(
          panel === 'subscribe' ? '#subscription-form-title' : '#waitlist-card-title',
        )
        ?.focus({ preventScroll: true });
    });
  }, [panel, panels]);

  function open() {
    // Every spot is taken: the spec's capacity case goes to the waitlist.
    if (phase === 'inviteOnly' && full) {
      void navigate('/waitlist');
      return;
    }
    const next: Panel = phase === 'beta' ? 'waitlist' : 'subscribe';
    arriving.current = next;
    setPanel(next);
    if (!panels) load();
  }

  function backFromWaitlist() {
    setPanel('none');
    requestAnimationFrame(() => launchCard.current?.querySelector<HTMLElement>('button')?.focus());
  }

  return (
    <>
      {/* Above the hero, where it is seen before anything is typed. */}
      <div className="mx-auto max-w-6xl px-4 py-4 empty:hidden sm:px-6">
        <NetworkNeededNotice what="Subscribing" />
      </div>
      <SubscribeHero
        promoCode={promoCode}
        action={
          <Button size="lg" onClick={open} className="shadow-lg shadow-saffron-500/25">
            {phase === 'beta' || full ? 'Join the Waitlist' : 'Choose Your Plan'}
          </Button>
        }
      />
      <div className="bg-[linear-gradient(to_bottom,var(--color-forest-50),var(--color-cream)_40rem)]">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
          {panel === 'waitlist' && panels ? (
            <panels.WaitlistCard onBack={backFromWaitlist} />
          ) : (
            <div ref={launchCard}>
              <LaunchPhaseCard phase={phase} launch={launch.data} onAction={open} />
            </div>
          )}
          {panel === 'subscribe' && panels ? (
            <panels.SubscriptionForm phase={phase} promoCode={promoCode} referralCode={referralCode} />
          ) : null}
        </div>
      </div>
      <SubscribeBenefits />
    </>
  );
}
