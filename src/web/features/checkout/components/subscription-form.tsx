// The expandable three-step subscription form of /subscribe: details, payment, success (spec sections 2 and 4).
import { useEffect, useRef, useState } from 'react';
import type { ProcessPaymentResponse } from '../../../../contracts/checkout';
import type { LaunchPhase } from '../../../../domain/launch';
import { useSettledSearchParams } from '../../../lib/hydration';
import { scrollToSection } from '../../../lib/section-scroll';
import { CheckoutSteps, StepHeading, type CheckoutStep } from './checkout-steps';
import { DetailsStep, type SubscriberDetails } from './details-step';
import { PaymentStep } from './payment-step';
import { SuccessStep } from './success-step';

export const SUBSCRIPTION_FORM_ID = 'subscription-form';

const PAY_TEXT =
  'Review your order and pay securely. Your first week is booked the moment payment goes through.';
/** When credit or a gift card covers the first charge. The summary's note says the card is still kept for renewals. */
const NOTHING_DUE_TEXT =
  'Review your order and confirm: nothing is due on your card today. Your first week is booked the moment you subscribe.';

/** An address from the query string worth filling in: one that looks like an e-mail address, else nothing. */
function invitedEmail(value: string | null): string {
  const email = value?.trim() ?? '';
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '';
}

export function SubscriptionForm({
  phase,
  promoCode,
  referralCode = '',
}: {
  phase: LaunchPhase;
  promoCode: string;
  /** A friend's referral code from the link (`?ref=`, issue 44). */
  referralCode?: string;
}) {
  const [step, setStep] = useState<CheckoutStep>('details');
  const [details, setDetails] = useState<SubscriberDetails | null>(null);
  const [accountCredit, setAccountCredit] = useState(0);
  const [result, setResult] = useState<ProcessPaymentResponse | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // A waitlist invitation links here with the invited address (?email=...): the form starts with it.
  const [params] = useSettledSearchParams();
  const invited = invitedEmail(params.get('email'));

  // Each step starts at the form's top, with focus on its heading so keyboard and screen-reader users follow along.
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    scrollToSection(SUBSCRIPTION_FORM_ID);
  }, [step]);

  function go(next: CheckoutStep) {
    moved.current = true;
    setStep(next);
  }

  const initial: SubscriberDetails = details ?? {
    planType: 'weekly',
    name: '',
    email: invited,
    phone: '',
    location: 'irving',
    phase,
  };

  return (
    <section
      id={SUBSCRIPTION_FORM_ID}
      aria-labelledby="subscription-form-title"
      className="overflow-hidden rounded-[28px] bg-white shadow-[0_40px_80px_-48px_rgba(7,34,25,0.45)] ring-1 ring-forest-900/10"
    >
      <div className="flex flex-col gap-4 border-b border-forest-900/10 bg-forest-50/60 px-5 py-5 md:flex-row md:items-center md:justify-between sm:px-8">
        <h2
          id="subscription-form-title"
          tabIndex={-1}
          className="font-display text-xl font-semibold text-forest-900 outline-none"
        >
          Start your subscription
        </h2>
        <CheckoutSteps current={step} />
      </div>
      <div className="px-5 py-7 sm:px-8 sm:py-9">
        {step === 'success' && details && result ? (
          <SuccessStep details={details} result={result} headingRef={heading} />
        ) : (
          <>
            <div hidden={step !== 'details'}>
              <StepHeading headingRef={step === 'details' ? heading : undefined} title="Your details">
                Pick a plan and tell us where to send your receipt.
              </StepHeading>
              <DetailsStep
                // The invited address settles just after hydration: the form starts again with it.
                key={details ? 'entered' : invited}
                initial={initial}
                promoCode={promoCode}
                onContinue={(next, credit) => {
                  setDetails(next);
                  setAccountCredit(credit);
                  go('payment');
                }}
              />
            </div>
            {details ? (
              <div hidden={step !== 'payment'}>
                <PaymentStep
                  heading={(nothingDue) => (
                    <StepHeading headingRef={step === 'payment' ? heading : undefined} title="Payment">
                      {nothingDue ? NOTHING_DUE_TEXT : PAY_TEXT}
                    </StepHeading>
                  )}
                  details={details}
                  accountCredit={accountCredit}
                  onCreditChange={setAccountCredit}
                  promoFromLink={promoCode}
                  referralFromLink={referralCode}
                  visible={step === 'payment'}
                  onBack={() => go('details')}
                  onPaid={(paid) => {
                    setResult(paid);
                    go('success');
                  }}
                />
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
