// /subscribe-old's flow: details create the subscription, the demo form pays for it, then the success step.
import { useEffect, useRef, useState } from 'react';
import type { PlanType } from '../../../../domain/plans';
import { scrollToSection } from '../../../lib/section-scroll';
import { CheckoutSteps, StepHeading, type CheckoutStep } from './checkout-steps';
import { DemoPaymentForm } from './demo-payment-form';
import { LegacyDetailsForm } from './legacy-details-form';
import { LegacySuccess } from './legacy-success';

type State =
  | { step: 'details' }
  | { step: 'payment'; subscriptionId: string; planType: PlanType; email: string; accountCredit: number }
  | { step: 'success'; firstPickupDate: string | undefined };

const LEGACY_CHECKOUT_ID = 'subscription-checkout';

interface StepCopy {
  title: string;
  text: string;
}

const TITLES: Record<Exclude<CheckoutStep, 'success'>, StepCopy> = {
  details: { title: 'Your details', text: 'Choose a plan and where you will pick up your lunches.' },
  payment: { title: 'Payment', text: 'Your subscription is reserved. Complete payment to confirm it.' },
};
/** When credit or a gift card covers the first charge. The summary's note says the card is still kept for renewals. */
const NOTHING_DUE: StepCopy = {
  title: 'Payment',
  text: 'Your subscription is reserved. Confirm it below: nothing is due on your card today.',
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
        ) : state.step === 'details' ? (
          <>
            <StepHeading headingRef={heading} title={TITLES.details.title}>
              {TITLES.details.text}
            </StepHeading>
            <LegacyDetailsForm
              onCreated={(subscriptionId, planType, email, accountCredit) =>
                go({ step: 'payment', subscriptionId, planType, email, accountCredit })
              }
            />
          </>
        ) : (
          <DemoPaymentForm
            subscriptionId={state.subscriptionId}
            planType={state.planType}
            email={state.email}
            accountCredit={state.accountCredit}
            onCreditChange={(accountCredit) =>
              setState((now) => (now.step === 'payment' ? { ...now, accountCredit } : now))
            }
            onPaid={(firstPickupDate) => go({ step: 'success', firstPickupDate })}
            heading={(nothingDue) => (
              <StepHeading headingRef={heading} title={TITLES.payment.title}>
                {(nothingDue ? NOTHING_DUE : TITLES.payment).text}
              </StepHeading>
            )}
          />
        )}
      </div>
    </section>
  );
}
