// /subscribe-old's flow: details create the subscription, the demo form pays for it, then the success step.
import { useEffect, useRef, useState } from 'react';
import type { PlanType } from '../../../../domain/plans';
import { scrollToSection } from '../../../lib/section-scroll';
import { CheckoutSteps, type CheckoutStep } from './checkout-steps';
import { DemoPaymentForm } from './demo-payment-form';
import { LegacyDetailsForm } from './legacy-details-form';
import { LegacySuccess } from './legacy-success';

type State =
  | { step: 'details' }
  | { step: 'payment'; subscriptionId: string; planType: PlanType; accountCredit: number }
  | { step: 'success'; firstPickupDate: string | undefined };

const LEGACY_CHECKOUT_ID = 'subscription-checkout';

const TITLES: Record<CheckoutStep, { title: string; text: string }> = {
  details: { title: 'Your details', text: 'Choose a plan and where you will pick up your lunches.' },
  payment: { title: 'Payment', text: 'Your subscription is reserved. Complete payment to confirm it.' },
  success: { title: '', text: '' },
};

export function LegacyCheckout({ startAtSuccess }: { startAtSuccess: boolean }) {
  const [state, setState] = useState<State>(
    startAtSuccess ? { step: 'success', firstPickupDate: undefined } : { step: 'details' },
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each step starts at the top of the card, with focus on its heading.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    scrollToSection(LEGACY_CHECKOUT_ID);
  }, [state.step]);

  function go(next: State) {
    moved.current = true;
    setState(next);
  }

  const copy = TITLES[state.step];
  return (
    <section
      id={LEGACY_CHECKOUT_ID}
      aria-label="Subscription checkout"
      className="overflow-hidden rounded-[28px] bg-white shadow-[0_40px_80px_-48px_rgba(7,34,25,0.45)] ring-1 ring-forest-900/10"
    >
      <div className="border-b border-forest-900/10 bg-forest-50/60 px-5 py-5 sm:px-8">
        <CheckoutSteps current={state.step} />
      </div>
      <div className="px-5 py-7 sm:px-8 sm:py-9">
        {state.step === 'success' ? (
          <LegacySuccess firstPickupDate={state.firstPickupDate} headingRef={heading} />
        ) : (
          <>
            <div className="mb-6">
              <h3
                ref={heading}
                tabIndex={-1}
                className="font-display text-2xl font-semibold text-forest-950 outline-none"
              >
                {copy.title}
              </h3>
              <p className="mt-1 text-ink/70">{copy.text}</p>
            </div>
            {state.step === 'details' ? (
              <LegacyDetailsForm
                onCreated={(subscriptionId, planType, accountCredit) =>
                  go({ step: 'payment', subscriptionId, planType, accountCredit })
                }
              />
            ) : (
              <DemoPaymentForm
                subscriptionId={state.subscriptionId}
                planType={state.planType}
                accountCredit={state.accountCredit}
                onPaid={(firstPickupDate) => go({ step: 'success', firstPickupDate })}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
