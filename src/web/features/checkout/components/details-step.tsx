// Step 1 of /subscribe: plan, name, e-mail and phone, then the capacity check before payment (spec sections 4, 5, 8).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  capacityRequestSchema,
  MISSING_DETAILS_MESSAGE,
  type CapacityRequest,
} from '../../../../contracts/checkout';
import type { PlanType } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useValidateSubscriptionCapacity } from '../api/validate-subscription-capacity';
import { useCapacityRedirect } from '../hooks/use-capacity-redirect';
import { readCheckoutFailure } from '../lib/checkout-failure';
import { SignInNotice, Spinner } from './notices';
import { PlanPicker } from './plan-picker';

/** What the details step hands to payment: the capacity request as sent. */
export type SubscriberDetails = CapacityRequest & { planType: PlanType };

type ContactField = 'name' | 'email' | 'phone';

const MISSING_TEXT: Record<ContactField, string> = {
  name: 'Please enter your full name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
};

function fieldError(errors: FieldErrors<CapacityRequest>, field: ContactField): string | undefined {
  const message = errors[field]?.message;
  if (!message) return undefined;
  return message === MISSING_DETAILS_MESSAGE ? MISSING_TEXT[field] : message;
}

export function DetailsStep({
  initial,
  promoCode,
  onContinue,
}: {
  initial: SubscriberDetails;
  promoCode: string;
  /** `accountCredit`: the signed-in caller's own credit for this address, in cents (0 for anyone else). */
  onContinue: (details: SubscriberDetails, accountCredit: number) => void;
}) {
  const capacity = useValidateSubscriptionCapacity();
  const redirectToWaitlist = useCapacityRedirect();
  const [alreadySubscribed, setAlreadySubscribed] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<CapacityRequest>({ resolver: zodResolver(capacityRequestSchema), defaultValues: initial });
  const planType = watch('planType') ?? 'weekly';

  const onValid = (values: CapacityRequest) => {
    setAlreadySubscribed(null);
    const details: SubscriberDetails = { ...values, planType: values.planType };
    capacity.mutate(details, {
      onSuccess: (answer) => onContinue(details, answer.accountCredit ?? 0),
      onError: (error) => {
        const failure = readCheckoutFailure(error);
        if (failure.kind === 'at-capacity') return redirectToWaitlist();
        if (failure.kind === 'already-subscribed') {
          setAlreadySubscribed(failure.message);
          toast({ title: 'Already Subscribed', description: failure.message, variant: 'destructive' });
          return;
        }
        if (failure.kind === 'invalid') {
          for (const field of ['name', 'email', 'phone'] as const) {
            const message = failure.fields[field];
            if (message) setError(field, { message });
          }
        }
        const message = 'message' in failure ? failure.message : undefined;
        toast({
          title: 'Subscription Failed',
          description: message || 'Phase capacity validation failed',
          variant: 'destructive',
        });
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<CapacityRequest>) => {
    const missing = Object.values(invalid).some((e) => e?.message === MISSING_DETAILS_MESSAGE);
    if (missing) {
      toast({ title: 'Missing Information', description: MISSING_DETAILS_MESSAGE, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-6">
      <PlanPicker registration={register('planType')} selected={planType} promoCode={promoCode} />
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-sm font-semibold text-forest-950">Your contact details</legend>
        <Field id="subscribe-name" label="Full name" error={fieldError(errors, 'name')}>
          <input className={inputClass} autoComplete="name" {...register('name')} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="subscribe-email"
            label="Email"
            hint="Your receipt and password link go here."
            error={fieldError(errors, 'email')}
          >
            <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
          </Field>
          <Field
            id="subscribe-phone"
            label="Phone"
            hint="Only for pickup questions."
            error={fieldError(errors, 'phone')}
          >
            <input
              className={inputClass}
              type="tel"
              autoComplete="tel"
              placeholder="(469) 555-0142"
              {...register('phone')}
            />
          </Field>
        </div>
      </fieldset>
      {alreadySubscribed ? <SignInNotice message={alreadySubscribed} /> : null}
      <div className="flex flex-col-reverse items-stretch gap-3 border-t border-forest-900/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink/70">Next: payment. Nothing is charged until you confirm.</p>
        <Button type="submit" size="lg" disabled={capacity.isPending}>
          {capacity.isPending ? (
            <>
              <Spinner /> Checking availability…
            </>
          ) : (
            <>
              Continue to Payment
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
              >
                <path
                  d="M5 12h14m-6-6 6 6-6 6"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
