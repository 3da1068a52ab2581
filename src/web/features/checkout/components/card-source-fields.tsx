// The card and billing-address sections every card form shows: checkout's payment step and a new card on file.
import type { useSquareCard } from '../hooks/use-square-card';
import type { PaymentsConfig } from '../../../lib/site-config';
import { TestModeNotice } from './notices';
import { BillingAddressFields, CardholderNameField, SandboxCardFields } from './payment-fields';
import { SquareCardField } from './square-card-field';

/** The card itself: the sandbox's test-card fields, or Square's card form with the cardholder's name. */
export function CardSourceFields({
  payments,
  square,
}: {
  payments: PaymentsConfig;
  square: Pick<ReturnType<typeof useSquareCard>, 'container' | 'state' | 'retry'>;
}) {
  if (payments.mode === 'sandbox') {
    return (
      <>
        <TestModeNotice />
        <SandboxCardFields />
      </>
    );
  }
  return (
    <>
      {payments.environment === 'sandbox' ? (
        <TestModeNotice>Use Square&apos;s sandbox card 4111 1111 1111 1111 with CVV 111.</TestModeNotice>
      ) : null}
      <SquareCardField container={square.container} state={square.state} onRetry={square.retry} />
      <CardholderNameField id="card-name" />
    </>
  );
}

/** The billing address with its heading (`titleId` names the section for assistive technology). */
export function BillingAddressSection({ titleId }: { titleId: string }) {
  return (
    <section className="grid gap-4" aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-semibold text-forest-950">
        Billing address
      </h3>
      <p className="-mt-2 text-sm text-ink/70">US cards and billing addresses only.</p>
      <BillingAddressFields />
    </section>
  );
}
