// Paying on /subscribe: the spec's card and address checks, Square's token in Square mode, one idempotency key per
// attempt, and what each server answer means for the page.
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProcessPaymentRequest, ProcessPaymentResponse } from '../../../../contracts/checkout';
import type { Cents } from '../../../../domain/money';
import type { CardProblem } from '../../../../domain/payment-card';
import type { AddressProblem } from '../../../../domain/us-address';
import { toast } from '../../../components/ui/toast-store';
import type { PaymentsConfig } from '../../../lib/site-config';
import { useProcessPaymentAndCreateSubscription } from '../api/process-payment-and-create-subscription';
import type { SubscriberDetails } from '../components/details-step';
import type { PaymentFormValues } from '../components/payment-fields';
import { createAttemptKeys } from '../lib/attempt-key';
import { readCheckoutFailure } from '../lib/checkout-failure';
import {
  billingAddressOf,
  firstPaymentProblem,
  sandboxCardDetails,
  verificationDetails,
} from '../lib/card-entry';
import type { AppliedCoupon } from './use-coupon';
import { useCapacityRedirect } from './use-capacity-redirect';
import type { TokenizeResult } from './use-square-card';
import type { SquareVerificationDetails } from '../lib/square-sdk';

type CardSource = Pick<ProcessPaymentRequest, 'cardDetails' | 'sourceId'>;

interface PaymentInput {
  details: SubscriberDetails;
  coupon: AppliedCoupon | null;
  /** A friend's referral code, sent instead of a coupon (issue 44). */
  referralCode?: string | null;
  /** A gift card's code, checked before paying: its value pays the first charge before the card. */
  giftCardCode?: string | null;
  /** The server refused the gift card while paying (used meanwhile, refunded): the field says why. */
  onGiftCardRefused?: (message: string) => void;
  total: Cents;
  payments: PaymentsConfig;
  tokenize: (details: SquareVerificationDetails) => Promise<TokenizeResult>;
  /** Just before paying: false when the card's share changed since the page showed it (the page now shows it). */
  stillDue?: () => Promise<boolean>;
  /** Asks the server for the coupon's price again after it refused the total. */
  refreshCoupon: () => void;
  onPaid: (result: ProcessPaymentResponse) => void;
}

export function useCheckoutPayment(form: UseFormReturn<PaymentFormValues>, input: PaymentInput) {
  const pay = useProcessPaymentAndCreateSubscription();
  const redirectToWaitlist = useCapacityRedirect();
  const keys = useRef(createAttemptKeys()).current;
  const [tokenizing, setTokenizing] = useState(false);
  const [checking, setChecking] = useState(false);
  const [alreadySubscribed, setAlreadySubscribed] = useState<string | null>(null);
  const sandbox = input.payments.mode === 'sandbox';

  function report(problem: CardProblem | AddressProblem) {
    form.setError(problem.field, { message: problem.message }, { shouldFocus: true });
    toast({ title: problem.title, description: problem.message, variant: 'destructive' });
  }

  async function cardSource(values: PaymentFormValues): Promise<CardSource | null> {
    if (sandbox) {
      return { cardDetails: sandboxCardDetails(values) };
    }
    setTokenizing(true);
    const token = await input
      .tokenize(verificationDetails(values, input.details))
      .finally(() => setTokenizing(false));
    if (token.ok) return { sourceId: token.token };
    toast({ title: 'Card Not Accepted', description: token.message, variant: 'destructive' });
    return null;
  }

  async function submit(values: PaymentFormValues) {
    if (pay.isPending || tokenizing || checking) return;
    form.clearErrors();
    setAlreadySubscribed(null);
    const problem = firstPaymentProblem(values, sandbox);
    if (problem) return report(problem);
    if (input.stillDue) {
      setChecking(true);
      const due = await input.stillDue().finally(() => setChecking(false));
      if (!due) return;
    }
    const source = await cardSource(values);
    if (!source) return;

    const { details, coupon, total } = input;
    const billingAddress = billingAddressOf(values);
    const request: ProcessPaymentRequest = {
      subscriptionData: {
        name: details.name,
        email: details.email,
        phone: details.phone,
        planType: details.planType,
        location: details.location,
        launchPhase: 'phase1',
        couponCode: coupon?.code ?? null,
        ...(input.referralCode ? { referralCode: input.referralCode } : {}),
        ...(input.giftCardCode ? { giftCardCode: input.giftCardCode } : {}),
      },
      ...source,
      billingAddress,
      finalAmount: total,
      couponApplied: coupon !== null,
    };
    // Square hands out a new token per tokenize, so the token is not part of what makes an attempt "the same".
    const idempotencyKey = keys.keyFor(JSON.stringify({ ...request, sourceId: undefined }));

    pay.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (result) => {
          toast({ title: 'Payment Authorized!', description: result.message, variant: 'success' });
          input.onPaid(result);
        },
        onError: (error) => {
          const failure = readCheckoutFailure(error);
          if (failure.kind === 'gift-card') {
            input.onGiftCardRefused?.(failure.message);
            return toast({
              title: 'Gift Card Not Applied',
              description: failure.message,
              variant: 'destructive',
            });
          }
          switch (failure.kind) {
            case 'at-capacity':
              return redirectToWaitlist();
            case 'already-subscribed':
              setAlreadySubscribed(failure.message);
              return toast({
                title: 'Already Subscribed',
                description: failure.message,
                variant: 'destructive',
              });
            case 'declined':
              keys.reset();
              return toast({ title: 'Payment Failed', description: failure.message, variant: 'destructive' });
            case 'price-changed':
              keys.reset();
              input.refreshCoupon();
              return toast({ title: 'Price Updated', description: failure.message, variant: 'destructive' });
            case 'in-progress':
              return toast({
                title: 'Checkout in Progress',
                description: failure.message,
                variant: 'destructive',
              });
            case 'invalid':
              for (const [field, message] of Object.entries(failure.fields)) {
                if (field in values) form.setError(field as keyof PaymentFormValues, { message });
              }
              return toast({ title: 'Payment Failed', description: failure.message, variant: 'destructive' });
            case 'retryable':
              return toast({
                title: 'Payment Failed',
                description: failure.message ?? 'Unable to process payment. Please try again.',
                variant: 'destructive',
              });
          }
        },
      },
    );
  }

  return {
    submit,
    busy: pay.isPending || tokenizing || checking,
    alreadySubscribed,
  };
}
