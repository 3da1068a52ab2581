// /subscribe: hero, launch-phase card, the expandable subscription form (or the waitlist card in beta), benefits.
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { normalizePromoCode } from '../../domain/coupons';
import { Button } from '../components/ui/button';
import { LaunchPhaseCard } from '../features/checkout/components/launch-phase-card';
import { useLaunchState } from '../features/launch/api/get-launch-state';
import { SubscribeBenefits } from '../features/checkout/components/subscribe-benefits';
import { SubscribeHero } from '../features/checkout/components/subscribe-hero';
import { SUBSCRIPTION_FORM_ID, SubscriptionForm } from '../features/checkout/components/subscription-form';
import { NetworkNeededNotice } from '../features/pwa/components/network-needed-notice';
import { WaitlistForm } from '../features/waitlist/components/waitlist-form';
import { WaitlistSuccess } from '../features/waitlist/components/waitlist-success';
import { scrollToSection } from '../lib/section-scroll';
import { launchPhaseOn } from '../lib/site-config';
import { serverNow } from '../lib/server-now';

type Panel = 'none' | 'subscribe' | 'waitlist';

function currentPhase() {
  return launchPhaseOn(serverNow());
}

function WaitlistCard({ onBack }: { onBack: () => void }) {
  const [joined, setJoined] = useState(false);
  return (
    <section
      id="waitlist-card"
      aria-labelledby={joined ? undefined : 'waitlist-card-title'}
      aria-label={joined ? 'Waitlist confirmation' : undefined}
      className="rounded-[28px] bg-white p-6 shadow-[0_24px_48px_-32px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/10 sm:p-8"
    >
      {joined ? (
        <WaitlistSuccess />
      ) : (
        <>
          <Button variant="ghost" size="sm" onClick={onBack} className="-ml-3">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor">
              <path d="M19 12H5m6 6-6-6 6-6" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            Back
          </Button>
          <h2
            id="waitlist-card-title"
            tabIndex={-1}
            className="mt-3 font-display text-3xl font-semibold text-forest-950 outline-none"
          >
            Join the Waitlist
          </h2>
          <p className="mt-2 mb-6 text-ink/75">We&apos;ll invite you as soon as a spot opens up.</p>
          <WaitlistForm variant="card" onJoined={() => setJoined(true)} />
        </>
      )}
    </section>
  );
}

export function SubscribePage() {
  const [params] = useSearchParams();
  const promoCode = normalizePromoCode(params.get('promo') ?? '');
  const [phase] = useState(currentPhase);
  const launch = useLaunchState();
  const navigate = useNavigate();
  // Claiming the landing offer is a decision to subscribe: the form is open on arrival.
  const [panel, setPanel] = useState<Panel>(promoCode && phase === 'inviteOnly' ? 'subscribe' : 'none');
  const launchCard = useRef<HTMLDivElement>(null);
  const full = launch.data?.phase === 'inviteOnly' && launch.data.atCapacity;

  function open() {
    // Every spot is taken: the spec's capacity case goes to the waitlist.
    if (phase === 'inviteOnly' && full) {
      void navigate('/waitlist');
      return;
    }
    const next: Panel = phase === 'beta' ? 'waitlist' : 'subscribe';
    setPanel(next);
    // After React has shown the panel: bring it into view and hand it the focus.
    requestAnimationFrame(() => {
      const id = next === 'subscribe' ? SUBSCRIPTION_FORM_ID : 'waitlist-card';
      scrollToSection(id);
      document
        .querySelector<HTMLElement>(
          next === 'subscribe' ? '#subscription-form-title' : '#waitlist-card-title',
        )
        ?.focus({ preventScroll: true });
    });
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
          {panel === 'waitlist' ? (
            <WaitlistCard onBack={backFromWaitlist} />
          ) : (
            <div ref={launchCard}>
              <LaunchPhaseCard phase={phase} launch={launch.data} onAction={open} />
            </div>
          )}
          {panel === 'subscribe' ? <SubscriptionForm phase={phase} promoCode={promoCode} /> : null}
        </div>
      </div>
      <SubscribeBenefits />
    </>
  );
}
