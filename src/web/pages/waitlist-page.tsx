// /waitlist: the current phase is full; join the waitlist, then see the confirmation (spec section 2).
import { useState } from 'react';
import { WaitlistBenefits } from '../features/waitlist/components/waitlist-benefits';
import { WaitlistForm } from '../features/waitlist/components/waitlist-form';
import { WaitlistSuccess } from '../features/waitlist/components/waitlist-success';

export function WaitlistPage() {
  const [joined, setJoined] = useState(false);
  return (
    <>
      <header className="relative overflow-hidden bg-forest-900 text-cream">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-80 w-80 rounded-full bg-saffron-500/25 blur-3xl"
        />
        <div className="relative mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-cream/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-cream/20">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-saffron-400" />
            Current phase at capacity
          </p>
          <h1 className="mt-5 max-w-3xl font-display text-4xl font-bold tracking-tight sm:text-6xl">
            We&apos;re Full, for Now
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-cream/85">
            Our invite-only launch opens on August 1st, 2025 with 100 spots maximum, and every one is spoken
            for. Join the waitlist and you&apos;ll be first to know when a spot opens up.
          </p>
          <dl className="mt-8 flex flex-wrap gap-3">
            {[
              ['Invite-only launch', 'August 1st, 2025'],
              ['Spots', '100 maximum'],
              ['Pickup', 'Las Colinas, Irving'],
            ].map(([term, value]) => (
              <div key={term} className="rounded-2xl bg-cream/10 px-4 py-3 ring-1 ring-cream/15">
                <dt className="text-xs tracking-wide text-cream/75 uppercase">{term}</dt>
                <dd className="mt-0.5 font-semibold text-saffron-400">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_360px] lg:py-16">
        <section
          aria-labelledby={joined ? undefined : 'waitlist-form-heading'}
          aria-label={joined ? 'Waitlist confirmation' : undefined}
          className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-10 lg:self-start"
        >
          {joined ? (
            <WaitlistSuccess />
          ) : (
            <>
              <h2 id="waitlist-form-heading" className="font-display text-3xl font-semibold text-forest-950">
                Join the Waitlist
              </h2>
              <p className="mt-2 mb-8 text-ink/75">
                It takes 30 seconds. We&apos;ll never share your details.
              </p>
              <WaitlistForm onJoined={() => setJoined(true)} />
            </>
          )}
        </section>
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="mb-4 font-display text-2xl font-semibold text-forest-900">
            Why join?
          </h2>
          <WaitlistBenefits />
        </section>
      </div>
    </>
  );
}
