// What a visitor sees after joining: confirmation, the e-mail to look for, and where to go next.
import { useEffect, useRef } from 'react';
import { ButtonLink } from '../../../components/ui/button';

/** `spotsOpen`: the current phase has spots free now, so subscribing need not wait for an invitation. */
export function WaitlistSuccess({ spotsOpen = false }: { spotsOpen?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had focus; move it to the news so keyboard and screen-reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-forest-100 text-forest-800"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mt-5 font-display text-3xl font-semibold text-forest-950 outline-none"
      >
        You&apos;re on the List!
      </h2>
      <p className="mx-auto mt-3 max-w-md leading-relaxed text-ink/75">
        {spotsOpen
          ? 'Check your email for a confirmation. Spots are open right now, so you can subscribe today instead of waiting.'
          : 'Check your email for a confirmation. We’ll let you know the moment a spot opens up.'}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to="/subscribe" size="lg">
          {spotsOpen ? 'Subscribe Now' : 'Explore Plans'}
        </ButtonLink>
        <ButtonLink to="/" variant="outline" size="lg">
          Back to Home
        </ButtonLink>
      </div>
    </div>
  );
}
