// Step 2 of /subscribe-old: the demo payment form, its format checks, the 2-second processing pause, then payment. A
// gift card is taken here as in the one-page checkout (decision 0040): checked with Apply, sent with the payment.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { splitFirstCharge } from '../../../../domain/first-charge';
import { formatUsd } from '../../../../domain/money';
import { detectCardNetwork, formatCardNumber } from '../../../../domain/payment-card';
import { PLANS, type PlanType } from '../../../../domain/plans';
import { formatRate, taxAddedNote, taxPrice } from '../../../../domain/sales-tax';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useCompletePayment } from '../api/complete-payment';
import { usePlanPrice, useSalesTax } from '../api/get-plan-prices';
import { useCapacityRedirect } from '../hooks/use-capacity-redirect';
import { useFreshCredit } from '../hooks/use-fresh-credit';
import { useGiftCard } from '../hooks/use-gift-card';
import { useSquareCard } from '../hooks/use-square-card';
import { createAttemptKeys } from '../lib/attempt-key';
import { readCheckoutFailure } from '../lib/checkout-failure';
import { paymentsConfig } from '../lib/checkout-settings';
import {
  DEMO_FORMAT_TITLES,
  DEMO_MISSING_MESSAGE,
  demoBillingSchema,
  demoPaymentSchema,
  formatExpiry,
  type DemoPaymentValues,
} from '../lib/demo-payment-schema';
import { GiftCardForm } from './gift-card-form';
import {
  CardNotChargedNote,
  CreditLeftNote,
  DeductionRow,
  PayButtonLabel,
  SecureNote,
  TestModeNotice,
} from './notices';
import { SquareCardField } from './square-card-field';

/** Spec section 9: the demo form pauses this long before it pays. */
export const DEMO_PAYMENT_DELAY_MS = 2000;
/** The Web Payments SDK's sandbox nonce the spec's demo sends in place of a real card. */
const DEMO_SOURCE_ID = 'cnon:card-nonce-ok';

const DEFAULTS: DemoPaymentValues = {
  cardNumber: '',
  expiry: '',
  cvv: '',
  cardholderName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

/** Under each empty field, its own words; the toast carries the spec's message for the whole form. */
const MISSING_TEXT: Record<keyof DemoPaymentValues, string> = {
  cardNumber: 'Enter the card number.',
  expiry: 'Enter the expiry date.',
  cvv: 'Enter the CVV.',
  cardholderName: 'Enter the name on the card.',
  address: 'Enter the street address.',
  city: 'Enter the city.',
  state: 'Enter the state.',
  zipCode: 'Enter the ZIP code.',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function DemoPaymentForm({
  subscriptionId,
  planType,
  accountCredit = 0,
  email,
  onPaid,
  onCreditChange,
  heading,
}: {
  subscriptionId: string;
  planType: PlanType;
  /** The signed-in subscriber's own credit for this address, in cents, as last read (0 otherwise). */
  accountCredit?: number;
  /** The address the hold was made for: the credit is read again for it before paying. */
  email: string;
  /** The credit read again (the buyer came back to the tab, or pressed the button) differs from `accountCredit`. */
  onCreditChange: (credit: number) => void;
  onPaid: (firstPickupDate: string | undefined) => void;
  /** The step's heading, told whether the card is asked for anything today (its words then speak of paying). */
  heading?: (nothingDue: boolean) => ReactNode;
}) {
  const [payments] = useState(paymentsConfig);
  const square = useSquareCard(payments);
  const complete = useCompletePayment();
  const redirectToWaitlist = useCapacityRedirect();
  const keys = useRef(createAttemptKeys()).current;
  const [processing, setProcessing] = useState(false);
  const price = usePlanPrice(planType);
  const giftCard = useGiftCard();
  const salesTax = useSalesTax();
  const taxNote = taxAddedNote(salesTax);
  // The server charges the price with tax on top when prices exclude it; the gift card, then account credit, pay from
  // that total before the card.
  const taxed = taxPrice(price, salesTax);
  const shares = splitFirstCharge({
    total: taxed.total,
    giftCardValue: giftCard.applied?.amount,
    accountCredit,
  });
  const beforeCard = shares.giftCard > 0 || shares.accountCredit > 0;
  const giftCardValue = giftCard.applied?.amount;
  const cardShareOf = useCallback(
    (credit: number) => splitFirstCharge({ total: taxed.total, giftCardValue, accountCredit: credit }).card,
    [taxed.total, giftCardValue],
  );
  const credit = useFreshCredit({
    email,
    shown: accountCredit,
    onChange: onCreditChange,
    cardShareOf,
  });
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors },
  } = useForm<DemoPaymentValues>({
    resolver: zodResolver(payments.mode === 'sandbox' ? demoPaymentSchema : demoBillingSchema),
    defaultValues: DEFAULTS,
  });
  const amex = detectCardNetwork(watch('cardNumber')) === 'amex';
  const errorOf = (field: keyof DemoPaymentValues) => {
    const message = errors[field]?.message;
    return message === DEMO_MISSING_MESSAGE ? MISSING_TEXT[field] : message;
  };

  const onInvalid = (invalid: FieldErrors<DemoPaymentValues>) => {
    const problems = Object.entries(invalid);
    if (problems.some(([, e]) => e?.message === DEMO_MISSING_MESSAGE)) {
      toast({ title: 'Missing Information', description: DEMO_MISSING_MESSAGE, variant: 'destructive' });
      return;
    }
    const [field, error] = problems[0] ?? [];
    const title = DEMO_FORMAT_TITLES[field as keyof typeof DEMO_FORMAT_TITLES] ?? 'Invalid Payment Details';
    toast({ title, description: error?.message, variant: 'destructive' });
  };

  const onValid = async (values: DemoPaymentValues) => {
    setProcessing(true);
    try {
      if (!(await credit.stillDue())) return;
      let sourceId = DEMO_SOURCE_ID;
      if (payments.mode === 'square') {
        const [givenName = '', ...rest] = values.cardholderName.split(/\s+/);
        const token = await square.tokenize({
          intent: 'STORE',
          customerInitiated: true,
          sellerKeyedIn: false,
          billingContact: {
            givenName,
            familyName: rest.join(' '),
            email: '',
            phone: '',
            addressLines: [values.address],
            city: values.city,
            state: values.state.toUpperCase(),
            postalCode: values.zipCode,
            countryCode: 'US',
          },
        });
        if (!token.ok) {
          toast({ title: 'Card Not Accepted', description: token.message, variant: 'destructive' });
          return;
        }
        sourceId = token.token;
      }
      await wait(DEMO_PAYMENT_DELAY_MS);
      const request = {
        subscriptionId,
        sourceId,
        billingAddress: {
          address: values.address,
          city: values.city,
          state: values.state.toUpperCase(),
          zipCode: values.zipCode,
        },
        ...(giftCard.applied ? { giftCardCode: giftCard.applied.code } : {}),
      };
      const idempotencyKey = keys.keyFor(JSON.stringify({ ...request, sourceId: undefined }));
      const result = await complete.mutateAsync({ request, idempotencyKey }).catch((error: unknown) => {
        const failure = readCheckoutFailure(error);
        if (failure.kind === 'gift-card') {
          giftCard.refuse(failure.message);
          toast({ title: 'Gift Card Not Applied', description: failure.message, variant: 'destructive' });
        } else if (failure.kind === 'at-capacity') {
          redirectToWaitlist();
        } else if (failure.kind === 'retryable' && !failure.message) {
          // No answer at all: the spec's network-failure words.
          toast({
            title: 'Payment Error',
            description: 'Failed to process payment. Please try again.',
            variant: 'destructive',
          });
        } else {
          if (failure.kind === 'declined') keys.reset();
          toast({
            title: 'Payment Failed',
            description: 'message' in failure ? failure.message : 'Payment could not be processed',
            variant: 'destructive',
          });
        }
        return null;
      });
      if (!result) return;
      if (!result.success) {
        keys.reset();
        toast({
          title: 'Payment Failed',
          description: 'Payment could not be processed',
          variant: 'destructive',
        });
        return;
      }
      toast({ title: 'Payment Successful', description: result.message, variant: 'success' });
      onPaid(result.firstPickupDate);
    } finally {
      setProcessing(false);
    }
  };

  const formatted = (
    name: 'cardNumber' | 'expiry' | 'cvv' | 'zipCode' | 'state',
    format: (s: string) => string,
  ) =>
    register(name, {
      onChange: (event: { target: { value: string } }) =>
        setValue(name, format(event.target.value), { shouldValidate: false }),
    });

  return (
    <>
      {heading?.(shares.card === 0)}
      <div className="grid gap-8">
        {/* Its own form beside the payment's: a form inside a form is not HTML. */}
        <section
          aria-label="Your plan"
          className="rounded-2xl bg-forest-50 px-5 py-4 ring-1 ring-forest-700/15"
        >
          <p className="flex items-center justify-between gap-4">
            <span>
              <span className="block font-semibold text-forest-950">{PLANS[planType].name}</span>
              <span className="text-sm text-ink/70">{PLANS[planType].billing}</span>
            </span>
            <span className="text-right">
              <span className="block font-display text-2xl font-semibold text-forest-900 tabular-nums">
                {formatUsd(price)}
              </span>
              {taxNote ? <span className="block text-sm text-ink/70">{taxNote}</span> : null}
            </span>
          </p>
          {taxNote || beforeCard ? (
            <dl className="mt-3 grid gap-1 text-sm">
              {taxNote ? (
                <>
                  <div className="flex justify-between gap-4">
                    <dt>Texas sales tax ({formatRate(salesTax.rateBasisPoints)})</dt>
                    <dd className="tabular-nums">{formatUsd(taxed.tax)}</dd>
                  </div>
                  <div className="flex justify-between gap-4 font-semibold text-forest-950">
                    <dt>Total</dt>
                    <dd className="tabular-nums" data-testid="plan-total">
                      {formatUsd(taxed.total)}
                    </dd>
                  </div>
                </>
              ) : null}
              {shares.giftCard > 0 ? <DeductionRow label="Gift card" amount={shares.giftCard} /> : null}
              {shares.accountCredit > 0 ? (
                <DeductionRow label="Account credit" amount={shares.accountCredit} />
              ) : null}
              {beforeCard ? (
                <div className="flex justify-between gap-4 font-semibold text-forest-950">
                  <dt>Due today on your card</dt>
                  <dd className="tabular-nums" data-testid="card-share">
                    {formatUsd(shares.card)}
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {beforeCard && shares.card === 0 ? (
            <CardNotChargedNote
              shares={shares}
              className="mt-3 rounded-xl bg-white/70 px-3 py-2 text-sm text-forest-950 ring-1 ring-forest-700/15"
            />
          ) : null}
          {shares.creditLeft > 0 ? (
            <p className="mt-3 text-sm text-ink/75">
              <CreditLeftNote amount={shares.creditLeft} />
            </p>
          ) : null}
          <GiftCardForm
            applied={giftCard.applied}
            error={giftCard.error}
            pending={giftCard.pending}
            onApply={giftCard.apply}
            onRemove={giftCard.remove}
          />
        </section>
        <form noValidate onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)} className="grid gap-8">
          <section className="grid gap-4" aria-labelledby="demo-card-title">
            <h3 id="demo-card-title" className="text-base font-semibold text-forest-950">
              Card details
            </h3>
            {payments.mode === 'sandbox' || payments.environment === 'sandbox' ? (
              <TestModeNotice>
                This demo form checks the format only and pays with Square&apos;s sandbox test card.
              </TestModeNotice>
            ) : null}
            {payments.mode === 'sandbox' ? (
              <>
                <Field id="demo-card-number" label="Card number" error={errorOf('cardNumber')}>
                  <input
                    className={`${inputClass} font-mono tracking-wide`}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder="1234 5678 9012 3456"
                    maxLength={amex ? 17 : 19}
                    {...formatted('cardNumber', formatCardNumber)}
                  />
                </Field>
                <div className="grid grid-cols-2 gap-3 sm:gap-5">
                  <Field id="demo-expiry" label="Expiry (MM/YY)" error={errorOf('expiry')}>
                    <input
                      className={inputClass}
                      inputMode="numeric"
                      autoComplete="cc-exp"
                      placeholder="MM/YY"
                      maxLength={5}
                      {...formatted('expiry', formatExpiry)}
                    />
                  </Field>
                  <Field id="demo-cvv" label="CVV" error={errorOf('cvv')}>
                    <input
                      className={inputClass}
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      maxLength={4}
                      {...formatted('cvv', (s) => s.replace(/\D/g, '').slice(0, 4))}
                    />
                  </Field>
                </div>
              </>
            ) : (
              <SquareCardField container={square.container} state={square.state} onRetry={square.retry} />
            )}
            <Field id="demo-cardholder" label="Name on card" error={errorOf('cardholderName')}>
              <input className={inputClass} autoComplete="cc-name" {...register('cardholderName')} />
            </Field>
          </section>
          <section className="grid gap-4" aria-labelledby="demo-billing-title">
            <h3 id="demo-billing-title" className="text-base font-semibold text-forest-950">
              Billing address
            </h3>
            <Field id="demo-address" label="Street address" error={errorOf('address')}>
              <input className={inputClass} autoComplete="billing address-line1" {...register('address')} />
            </Field>
            <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.3fr)] gap-3 sm:gap-5">
              <Field id="demo-city" label="City" error={errorOf('city')}>
                <input className={inputClass} autoComplete="billing address-level2" {...register('city')} />
              </Field>
              <Field id="demo-state" label="State" error={errorOf('state')}>
                <input
                  className={`${inputClass} uppercase`}
                  autoComplete="billing address-level1"
                  placeholder="TX"
                  maxLength={2}
                  {...formatted('state', (s) => s.replace(/[^A-Za-z]/g, '').toUpperCase())}
                />
              </Field>
              <Field id="demo-zip" label="ZIP" error={errorOf('zipCode')}>
                <input
                  className={inputClass}
                  inputMode="numeric"
                  autoComplete="billing postal-code"
                  placeholder="75039"
                  maxLength={5}
                  {...formatted('zipCode', (s) => s.replace(/\D/g, '').slice(0, 5))}
                />
              </Field>
            </div>
          </section>
          <div className="grid gap-4 border-t border-forest-900/10 pt-6">
            <Button type="submit" size="lg" disabled={processing}>
              <PayButtonLabel busy={processing} cardShare={shares.card} pay="Complete Payment" />
            </Button>
            <p aria-live="polite" className="sr-only">
              {processing
                ? shares.card === 0
                  ? 'Confirming your subscription, please wait.'
                  : 'Processing your payment, please wait.'
                : ''}
            </p>
            <SecureNote>
              Your card details travel over an encrypted connection and are never stored by Tiffin Fit.
            </SecureNote>
          </div>
        </form>
      </div>
    </>
  );
}
