// Step 1 of /subscribe-old: details with the pickup location and dietary notes, then the subscription is created.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import {
  createSubscriptionRequestSchema,
  MISSING_DETAILS_MESSAGE,
  type CreateSubscriptionRequest,
} from '../../../../contracts/checkout';
import type { PlanType } from '../../../../domain/plans';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { siteConfig } from '../../../lib/site-config';
import { useCreateSubscription } from '../api/create-subscription';
import { useCapacityRedirect } from '../hooks/use-capacity-redirect';
import { readCheckoutFailure } from '../lib/checkout-failure';
import { SignInNotice, Spinner } from './notices';
import { PlanPicker } from './plan-picker';

const DEFAULTS: CreateSubscriptionRequest = {
  name: '',
  email: '',
  phone: '',
  location: '',
  dietaryRestrictions: '',
  planType: 'weekly',
};

const MISSING_TEXT = {
  name: 'Please enter your full name.',
  email: 'Please enter your email address.',
  phone: 'Please enter your phone number.',
  location: 'Please choose a pickup location.',
} as const;

function fieldError(errors: FieldErrors<CreateSubscriptionRequest>, field: keyof typeof MISSING_TEXT) {
  const message = errors[field]?.message;
  if (!message) return undefined;
  return message === MISSING_DETAILS_MESSAGE ? MISSING_TEXT[field] : message;
}

/** The spec's rule for this page: a failure that speaks of capacity or the waitlist sends the visitor there. */
function pointsToWaitlist(error: unknown): boolean {
  const text = error instanceof ApiError ? (error.serverMessage ?? error.message) : '';
  return /capacity|waitlist/i.test(text);
}

export function LegacyDetailsForm({
  onCreated,
}: {
  /** `accountCredit`: the signed-in caller's own credit for this address, in cents (0 for anyone else). */
  onCreated: (subscriptionId: string, planType: PlanType, email: string, accountCredit: number) => void;
}) {
  const create = useCreateSubscription();
  const redirectToWaitlist = useCapacityRedirect();
  const [alreadySubscribed, setAlreadySubscribed] = useState<string | null>(null);
  const pickup = siteConfig().pickup;
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CreateSubscriptionRequest>({
    resolver: zodResolver(createSubscriptionRequestSchema),
    defaultValues: DEFAULTS,
  });

  const onValid = (values: CreateSubscriptionRequest) => {
    setAlreadySubscribed(null);
    const request = { ...values, dietaryRestrictions: values.dietaryRestrictions || null };
    create.mutate(request, {
      onSuccess: (result) => {
        if (result.atCapacity) return redirectToWaitlist();
        onCreated(result.subscriptionId, values.planType, values.email, result.accountCredit ?? 0);
      },
      onError: (error) => {
        const failure = readCheckoutFailure(error);
        if (failure.kind === 'at-capacity' || pointsToWaitlist(error)) return redirectToWaitlist();
        if (failure.kind === 'already-subscribed') {
          setAlreadySubscribed(failure.message);
          return;
        }
        toast({
          title: 'Error',
          description: 'Failed to create subscription. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<CreateSubscriptionRequest>) => {
    if (Object.values(invalid).some((e) => e?.message === MISSING_DETAILS_MESSAGE)) {
      toast({ title: 'Missing Information', description: MISSING_DETAILS_MESSAGE, variant: 'destructive' });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-6">
      <PlanPicker registration={register('planType')} selected={watch('planType')} promoCode="" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="legacy-name" label="Full name" error={fieldError(errors, 'name')}>
          <input className={inputClass} autoComplete="name" {...register('name')} />
        </Field>
        <Field id="legacy-email" label="Email" error={fieldError(errors, 'email')}>
          <input className={inputClass} type="email" autoComplete="email" {...register('email')} />
        </Field>
        <Field id="legacy-phone" label="Phone" error={fieldError(errors, 'phone')}>
          <input className={inputClass} type="tel" autoComplete="tel" {...register('phone')} />
        </Field>
        <Field id="legacy-location" label="Pickup location" error={fieldError(errors, 'location')}>
          <select className={inputClass} {...register('location')}>
            <option value="">Select a pickup location</option>
            <option value="las-colinas">
              Las Colinas: {pickup.name}, {pickup.address}
            </option>
          </select>
        </Field>
      </div>
      <Field
        id="legacy-dietary"
        label="Dietary restrictions"
        optional
        hint="Our meals contain cashew and ghee, and we can't accommodate allergies or modifications."
      >
        <textarea
          className={`${inputClass} min-h-24 resize-y`}
          rows={3}
          {...register('dietaryRestrictions')}
        />
      </Field>
      {alreadySubscribed ? <SignInNotice message={alreadySubscribed} /> : null}
      <Button type="submit" size="lg" disabled={create.isPending} className="sm:justify-self-end">
        {create.isPending ? (
          <>
            <Spinner /> Saving your details…
          </>
        ) : (
          'Continue to Payment'
        )}
      </Button>
    </form>
  );
}
