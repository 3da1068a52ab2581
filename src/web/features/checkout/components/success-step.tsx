// Step 3 of /subscribe: the payment went through; when the first pickup is, what was charged, and what to do next.
import type { Ref } from 'react';
import type { ProcessPaymentResponse } from '../../../../contracts/checkout';
import { cents, formatUsd } from '../../../../domain/money';
import { PLANS } from '../../../../domain/plans';
import { ButtonLink } from '../../../components/ui/button';
import { siteConfig } from '../../../lib/site-config';
import { formatPickupDate } from '../lib/pickup-date';
import type { SubscriberDetails } from './details-step';

export function SuccessStep({
  details,
  result,
  headingRef,
}: {
  details: SubscriberDetails;
  result: ProcessPaymentResponse;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const pickup = siteConfig().pickup;
  const firstName = details.name.trim().split(/\s+/)[0] ?? '';
  const firstPickup = formatPickupDate(result.firstPickupDate);
  return (
    <div className="mx-auto max-w-2xl text-center">
      <span
        aria-hidden="true"
        className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-saffron-400 text-forest-950 shadow-md"
      >
        <svg viewBox="0 0 24 24" className="h-8 w-8" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <p className="mt-5 text-sm font-semibold tracking-widest text-saffron-700 uppercase">
        Payment authorized
      </p>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 font-display text-3xl font-semibold text-forest-950 outline-none sm:text-4xl"
      >
        You&apos;re in{firstName ? `, ${firstName}` : ''}!
      </h3>
      <p className="mx-auto mt-3 max-w-lg text-ink/75">{result.message}</p>

      <dl className="mt-8 grid gap-px overflow-hidden rounded-2xl border border-forest-900/10 bg-forest-900/10 text-left sm:grid-cols-2">
        <div className="bg-white p-5 sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wider text-ink/70 uppercase">First pickup</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-forest-900">
            {firstPickup ?? result.firstPickupDate}
          </dd>
          <dd className="mt-1 text-sm text-ink/75">
            {pickup.name}, {pickup.address}. Pickups {pickup.time}.
          </dd>
        </div>
        <div className="bg-white p-5">
          <dt className="text-xs font-semibold tracking-wider text-ink/70 uppercase">Amount charged</dt>
          <dd className="mt-1 text-xl font-semibold text-forest-950 tabular-nums">
            {formatUsd(cents(Math.round(result.amountCharged)))}
          </dd>
          {result.creditApplied ? (
            <dd className="mt-1 text-sm text-ink/70">
              plus {formatUsd(cents(result.creditApplied))} of your account credit
            </dd>
          ) : null}
        </div>
        <div className="bg-white p-5">
          <dt className="text-xs font-semibold tracking-wider text-ink/70 uppercase">Plan</dt>
          <dd className="mt-1 text-xl font-semibold text-forest-950">{PLANS[details.planType].name}</dd>
          <dd className="text-sm text-ink/70">Order #{result.orderReference}</dd>
        </div>
      </dl>

      <div className="mt-6 flex gap-3 rounded-2xl bg-forest-50 p-4 text-left text-sm text-forest-950 ring-1 ring-forest-700/15">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mt-0.5 h-5 w-5 shrink-0 text-forest-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M3 7l9 6 9-6M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z" />
        </svg>
        <p>
          <strong className="font-semibold">Check your e-mail to set your password.</strong> We sent a receipt
          and a secure link to <span className="font-semibold break-words">{details.email}</span>.
        </p>
      </div>

      <ButtonLink to="/welcome" size="lg" className="mt-8">
        Continue to Your Next Steps
      </ButtonLink>
    </div>
  );
}
