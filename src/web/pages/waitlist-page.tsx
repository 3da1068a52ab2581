// /waitlist: where the launch stands now (spots left or full, spec section 2); join, then see the confirmation.
import { useState } from 'react';
import { useLaunchState } from '../features/launch/api/get-launch-state';
import { WaitlistBenefits } from '../features/waitlist/components/waitlist-benefits';
import { WaitlistForm } from '../features/waitlist/components/waitlist-form';
import { WaitlistHero } from '../features/waitlist/components/waitlist-hero';
import { WaitlistSuccess } from '../features/waitlist/components/waitlist-success';

export function WaitlistPage() {
  const [joined, setJoined] = useState(false);
  const launch = useLaunchState();
  const spotsOpen = launch.data?.phase === 'inviteOnly' && !launch.data.atCapacity;
  return (
    <>
      <WaitlistHero launch={launch.data} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_360px] lg:py-16">
        <section
          aria-labelledby={joined ? undefined : 'waitlist-form-heading'}
          aria-label={joined ? 'Waitlist confirmation' : undefined}
          className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm sm:p-10 lg:self-start"
        >
          {joined ? (
            <WaitlistSuccess spotsOpen={spotsOpen} />
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
