// The waitlist card /subscribe opens in the beta (spec section 2): the waitlist form with a back action, then its
// confirmation in place.
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { WaitlistForm } from './waitlist-form';
import { WaitlistSuccess } from './waitlist-success';

export const WAITLIST_CARD_ID = 'waitlist-card';

export function WaitlistCard({ onBack }: { onBack: () => void }) {
  const [joined, setJoined] = useState(false);
  return (
    <section
      id={WAITLIST_CARD_ID}
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
