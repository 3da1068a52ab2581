// Step 2 of /subscribe: order summary with the promo code, card and billing address, and the Pay button.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { ProcessPaymentResponse } from '../../../../contracts/checkout';
import { firstOpenServiceWeek } from '../../../../domain/calendar';
import { PROCESSING_FEE } from '../../../../domain/coupons';
import { splitFirstCharge } from '../../../../domain/first-charge';
import { cents, formatUsd } from '../../../../domain/money';
import { taxAddedNote, taxPrice } from '../../../../domain/sales-tax';
import { Button } from '../../../components/ui/button';
import { serverNow } from '../../../lib/server-now';
import { paymentsConfig } from '../lib/checkout-settings';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useCoupon } from '../hooks/use-coupon';
import { useFreshCredit } from '../hooks/use-fresh-credit';
import { useGiftCard } from '../hooks/use-gift-card';
import { useReferral } from '../hooks/use-referral';
import { useSquareCard } from '../hooks/use-square-card';
import { usePlanPrice, useSalesTax } from '../api/get-plan-prices';
import { formatPickupDate } from '../lib/pickup-date';
import { BillingAddressSection, CardSourceFields } from './card-source-fields';
import type { SubscriberDetails } from './details-step';
import { LockIcon, PayButtonLabel, SecureNote, SignInNotice } from './notices';
import { OrderSummary } from './order-summary';
import { GiftCardForm } from './gift-card-form';
import { EMPTY_PAYMENT_FORM, type PaymentFormValues } from './payment-fields';
import { PromoCodeForm } from './promo-code-form';

export function PaymentStep({
  details,
  accountCredit = 0,
  promoFromLink,
  referralFromLink = '',
  visible,
  onBack,
  onPaid,
  onCreditChange,
  heading,
}: {
  details: SubscriberDetails;
  /** The signed-in subscriber's own credit for this address, in cents, as last read (0 otherwise). */
  accountCredit?: number;
  /** The credit read again (the buyer came back to the tab, or pressed the button) differs from `accountCredit`. */
  onCreditChange: (credit: number) => void;
  /** A friend's referral code from the link (`?ref=`): its discount unless a coupon is applied. */
  referralFromLink?: string;
  /** The landing offer's code: applied by itself once the weekly plan reaches this step. */
  promoFromLink: string;
  visible: boolean;
  onBack: () => void;
  onPaid: (result: ProcessPaymentResponse) => void;
  /** The step's heading, told whether the card is asked for anything today (its words then speak of paying). */
  heading?: (nothingDue: boolean) => ReactNode;
}) {
  const [payments] = useState(paymentsConfig);
  const square = useSquareCard(payments);
  const coupon = useCoupon({ planType: details.planType, email: details.email });
  const [promoInput, setPromoInput] = useState(promoFromLink);
  const [linkPromoRemoved, setLinkPromoRemoved] = useState(false);
  const form = useForm<PaymentFormValues>({ defaultValues: EMPTY_PAYMENT_FORM });

  const referral = useReferral({
    code: referralFromLink,
    planType: details.planType,
    email: details.email,
    visible,
  });
  // One discount: a coupon the buyer applies takes the place of the friend's referral.
  const discount = coupon.active ?? referral.active;
  const price = usePlanPrice(details.planType);
  const salesTax = useSalesTax();
  // The server checks this total: the price after any discount, with tax added on top when prices exclude it.
  const taxed = taxPrice(discount ? discount.finalPrice : cents(price + PROCESSING_FEE), salesTax);
  const total = taxed.total;
  const giftCard = useGiftCard();
  // The gift card, then account credit, pay before the card: the order's total stays the price, the card pays the rest.
  const shares = splitFirstCharge({ total, giftCardValue: giftCard.applied?.amount, accountCredit });
  const giftCardValue = giftCard.applied?.amount;
  const cardShareOf = useCallback(
    (credit: number) => splitFirstCharge({ total, giftCardValue, accountCredit: credit }).card,
    [total, giftCardValue],
  );
  const credit = useFreshCredit({
    email: details.email,
    shown: accountCredit,
    onChange: onCreditChange,
    cardShareOf,
  });
  const firstPickup = formatPickupDate(firstOpenServiceWeek(serverNow()));
  const payment = useCheckoutPayment(form, {
    details,
    coupon: coupon.active,
    referralCode: coupon.active ? null : (referral.active?.referralCode ?? null),
    giftCardCode: giftCard.applied?.code ?? null,
    onGiftCardRefused: giftCard.refuse,
    total,
    payments,
    tokenize: square.tokenize,
    stillDue: credit.stillDue,
    refreshCoupon: () => {
      if (coupon.active) coupon.apply(coupon.active.code, { quiet: true });
    },
    onPaid,
  });

  // A code accepted for another plan or e-mail is asked again; the landing offer's code is tried on the weekly plan.
  const linkCode = details.planType === 'weekly' && !linkPromoRemoved ? promoFromLink : '';
  const autoCode = coupon.active ? '' : (coupon.lastAccepted ?? linkCode);
  const autoKey = visible && autoCode ? `${autoCode}|${details.planType}|${details.email}` : '';
  const tried = useRef(new Set<string>());
  const apply = coupon.apply;
  useEffect(() => {
    if (!autoKey || tried.current.has(autoKey)) return;
    tried.current.add(autoKey);
    apply(autoCode);
  }, [autoKey, autoCode, apply]);

  function removeCoupon() {
    if (!coupon.active) return referral.remove();
    coupon.remove();
    setLinkPromoRemoved(true);
    setPromoInput('');
  }

  return (
    <>
      {heading?.(shares.card === 0)}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_21rem] lg:items-start">
        <div className="lg:sticky lg:top-24 lg:order-2">
          <OrderSummary
            planType={details.planType}
            price={price}
            coupon={discount}
            total={total}
            taxAdded={
              taxAddedNote(salesTax) ? { tax: taxed.tax, rateBasisPoints: salesTax.rateBasisPoints } : null
            }
            giftCardShare={shares.giftCard}
            creditShare={shares.accountCredit}
            creditLeft={shares.creditLeft}
            firstPickup={firstPickup}
            onRemoveCoupon={removeCoupon}
          >
            <PromoCodeForm
              value={promoInput}
              onChange={setPromoInput}
              onApply={(code) => coupon.apply(code)}
              pending={coupon.pending}
            />
            <GiftCardForm
              applied={giftCard.applied}
              error={giftCard.error}
              pending={giftCard.pending}
              onApply={giftCard.apply}
              onRemove={giftCard.remove}
            />
          </OrderSummary>
        </div>
        <FormProvider {...form}>
          <form
            noValidate
            aria-label="Payment"
            onSubmit={(e) => void form.handleSubmit(payment.submit)(e)}
            className="grid gap-8 lg:order-1"
          >
            <section className="grid gap-4" aria-labelledby="card-section-title">
              <div className="flex items-center justify-between gap-3">
                <h3 id="card-section-title" className="text-base font-semibold text-forest-950">
                  Card details
                </h3>
                <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-forest-700">
                  <LockIcon className="h-3.5 w-3.5" /> Secure checkout
                </span>
              </div>
              <CardSourceFields payments={payments} square={square} />
            </section>
            <BillingAddressSection titleId="billing-section-title" />
            {payment.alreadySubscribed ? <SignInNotice message={payment.alreadySubscribed} /> : null}
            <div className="grid gap-4 border-t border-forest-900/10 pt-6">
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
                <Button variant="ghost" onClick={onBack} disabled={payment.busy}>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-4 w-4"
                    fill="none"
                    stroke="currentColor"
                  >
                    <path
                      d="M19 12H5m6 6-6-6 6-6"
                      strokeWidth="2.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  Back to Details
                </Button>
                <Button type="submit" size="lg" disabled={payment.busy} className="sm:min-w-56">
                  <PayButtonLabel
                    busy={payment.busy}
                    cardShare={shares.card}
                    pay={`Pay ${formatUsd(shares.card)}`}
                  />
                </Button>
              </div>
              <SecureNote>
                {payments.mode === 'square'
                  ? 'Your card is entered in Square’s secure form and never reaches our servers.'
                  : 'Your card details travel over an encrypted connection and are never stored by Tiffin Fit.'}{' '}
                {shares.card === 0 ? 'By subscribing' : 'By paying'} you agree to our{' '}
                <a
                  href="/terms"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-forest-800 underline underline-offset-2"
                >
                  Terms of Service
                </a>{' '}
                and{' '}
                <a
                  href="/refund"
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-forest-800 underline underline-offset-2"
                >
                  Refund Policy
                </a>
                .
              </SecureNote>
            </div>
          </form>
        </FormProvider>
      </div>
    </>
  );
}
