// Step 3 of /subscribe-old: paid; the first meal arrives on a Monday (with its date when the server sent one).
import type { Ref } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { formatPickupDate } from '../lib/pickup-date';

export function LegacySuccess({
  firstPickupDate,
  headingRef,
}: {
  firstPickupDate: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const date = firstPickupDate ? formatPickupDate(firstPickupDate) : null;
  return (
    <div className="text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-saffron-400 text-forest-950 shadow-md"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-5 font-display text-3xl font-semibold text-forest-950 outline-none"
      >
        Payment Successful
      </h3>
      <p className="mx-auto mt-3 max-w-md text-lg leading-relaxed text-ink/80">
        {date ? (
          <>
            Your first meal arrives on <strong className="text-forest-900">{date}</strong>.
          </>
        ) : (
          'Your first meal arrives on Monday.'
        )}
      </p>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink/70">
        Pick it up between 12:00 and 2:00 PM. Check your e-mail for your receipt and a link to set your
        password.
      </p>
      <ButtonLink to="/" size="lg" className="mt-8">
        Back to Home
      </ButtonLink>
    </div>
  );
}
