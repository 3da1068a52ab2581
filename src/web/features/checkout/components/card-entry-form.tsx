// A card and billing address on their own, as at checkout (sandbox fields or Square's form): for a new card on file.
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UpdateCardRequest } from '../../../../contracts/card-update';
import type { CardProblem } from '../../../../domain/payment-card';
import type { AddressProblem } from '../../../../domain/us-address';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useSquareCard } from '../hooks/use-square-card';
import {
  billingAddressOf,
  firstPaymentProblem,
  sandboxCardDetails,
  verificationDetails,
} from '../lib/card-entry';
import { paymentsConfig } from '../lib/checkout-settings';
import { LockIcon, SecureNote, Spinner } from './notices';
import { BillingAddressSection, CardSourceFields } from './card-source-fields';
import { EMPTY_PAYMENT_FORM, type PaymentFormValues } from './payment-fields';

export interface CardEntryFormProps {
  /** Sending the card: the caller's request is under way. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** For Square's buyer verification. */
  email?: string | undefined;
  onSubmit: (card: UpdateCardRequest) => void;
  onCancel: () => void;
}

export function CardEntryForm({
  busy,
  submitLabel,
  busyLabel,
  email,
  onSubmit,
  onCancel,
}: CardEntryFormProps) {
  const [payments] = useState(paymentsConfig);
  const square = useSquareCard(payments);
  const form = useForm<PaymentFormValues>({ defaultValues: EMPTY_PAYMENT_FORM });
  const [tokenizing, setTokenizing] = useState(false);
  const sandbox = payments.mode === 'sandbox';
  const working = busy || tokenizing;

  function report(problem: CardProblem | AddressProblem) {
    form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
    toast({ title: problem.title, description: problem.message, variant: 'destructive' });
  }

  async function submit(values: PaymentFormValues) {
    if (working) return;
    form.clearErrors();
    const problem = firstPaymentProblem(values, sandbox);
    if (problem) return report(problem);
    const billingAddress = billingAddressOf(values);
    if (sandbox) return onSubmit({ cardDetails: sandboxCardDetails(values), billingAddress });
    setTokenizing(true);
    const token = await square
      .tokenize(verificationDetails(values, { email }))
      .finally(() => setTokenizing(false));
    if (!token.ok) {
      toast({ title: 'Card Not Accepted', description: token.message, variant: 'destructive' });
      return;
    }
    onSubmit({ sourceId: token.token, billingAddress });
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="New card"
        onSubmit={(e) => void form.handleSubmit(submit)(e)}
        className="grid gap-6"
      >
        <section className="grid gap-4" aria-label="Card details">
          <CardSourceFields payments={payments} square={square} />
        </section>
        <BillingAddressSection titleId="new-card-billing-title" />
        <div className="grid gap-4 border-t border-forest-900/10 pt-6">
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onCancel} disabled={working}>
              Never mind
            </Button>
            <Button type="submit" variant="secondary" disabled={working} className="sm:min-w-48">
              {working ? (
                <>
                  <Spinner /> {busyLabel}
                </>
              ) : (
                <>
                  <LockIcon className="h-4 w-4" /> {submitLabel}
                </>
              )}
            </Button>
          </div>
          <SecureNote>
            {sandbox
              ? 'Your card details travel over an encrypted connection and are never stored by Tiffin Fit.'
              : 'Your card is entered in Square’s secure form and never reaches our servers.'}
          </SecureNote>
        </div>
      </form>
    </FormProvider>
  );
}
