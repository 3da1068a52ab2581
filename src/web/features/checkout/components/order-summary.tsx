// The order summary beside the payment form: plan, coupon with Remove, processing fee, tax added on top, gift card,
// account credit, what the card is charged today, what renews, and the credit left for the renewals.
import type { ReactNode } from 'react';
import { PROCESSING_FEE } from '../../../../domain/coupons';
import { cents, formatUsd, type Cents } from '../../../../domain/money';
import { PLANS, type PlanType } from '../../../../domain/plans';
import { formatRate, taxAddedNote } from '../../../../domain/sales-tax';
import type { AppliedCoupon } from '../hooks/use-coupon';
import { CardNotChargedNote, CreditLeftNote, Deduction, DeductionRow } from './notices';

/** Amounts taken off the total stand out on the dark summary. */
const DEDUCTION = 'font-semibold text-saffron-400';

const RENEWAL: Record<PlanType, string> = {
  weekly: 'every Friday at 12 PM CT for the following week',
  monthly: 'every 4th Friday at 12 PM CT',
};

export function OrderSummary({
  planType,
  price,
  coupon,
  total,
  taxAdded = null,
  giftCardShare = cents(0),
  creditShare = cents(0),
  creditLeft = cents(0),
  firstPickup,
  onRemoveCoupon,
  children,
}: {
  planType: PlanType;
  /** The plan's price now (the owner may have changed the spec's). */
  price: Cents;
  coupon: AppliedCoupon | null;
  total: Cents;
  /** The tax added on top of the price and its rate, when prices exclude tax; null when they include it. */
  taxAdded?: { tax: Cents; rateBasisPoints: number } | null;
  /** What a gift card applied pays of the total, before the card. */
  giftCardShare?: Cents;
  /** What the signed-in subscriber's account credit pays of what the gift card left, before the card. */
  creditShare?: Cents;
  /** What stays as account credit after this charge (a gift card's rest, credit not spent), for the renewals. */
  creditLeft?: Cents;
  /** "Monday, November 30, 2026", or null when unknown. */
  firstPickup: string | null;
  onRemoveCoupon: () => void;
  /** The promo code form. */
  children: ReactNode;
}) {
  const plan = PLANS[planType];
  const cardShare = cents(total - giftCardShare - creditShare);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-3xl bg-forest-950 p-6 text-cream shadow-[0_30px_60px_-40px_rgba(7,34,25,0.8)] sm:p-7"
    >
      <h3 id="order-summary-title" className="font-display text-xl font-semibold">
        Order summary
      </h3>
      <dl className="mt-5 grid gap-3 text-sm">
        <div className="flex items-start justify-between gap-4">
          <dt>
            <span className="block font-semibold text-cream">{plan.name}</span>
            <span className="text-cream/70">
              {plan.meals} lunches{planType === 'weekly' ? ' a week' : ' over 4 weeks'}
            </span>
          </dt>
          <dd className="text-right font-semibold tabular-nums">
            {plan.listPrice > price ? (
              <s className="mr-2 font-normal text-cream/75">
                <span className="sr-only">List price </span>
                {formatUsd(plan.listPrice)}
              </s>
            ) : null}
            {formatUsd(price)}
          </dd>
        </div>
        {coupon ? (
          <div className="flex items-start justify-between gap-4 rounded-xl bg-saffron-400/10 p-3 ring-1 ring-saffron-400/30">
            <dt>
              <span className="block font-semibold text-saffron-400">
                Coupon <span className="font-mono">{coupon.code}</span>
              </span>
              <span className="text-cream/75">{coupon.description}</span>
              <button
                type="button"
                onClick={onRemoveCoupon}
                className="mt-1 block text-xs font-semibold text-cream underline underline-offset-2 hover:text-saffron-400"
              >
                Remove<span className="sr-only"> coupon {coupon.code}</span>
              </button>
            </dt>
            <dd className={`${DEDUCTION} tabular-nums`}>
              <Deduction amount={coupon.discount} />
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 text-cream/80">
          <dt>Processing fee</dt>
          <dd className="tabular-nums">{formatUsd(PROCESSING_FEE)}</dd>
        </div>
        {taxAdded ? (
          <div className="flex justify-between gap-4 text-cream/80">
            <dt>Texas sales tax ({formatRate(taxAdded.rateBasisPoints)})</dt>
            <dd className="tabular-nums">{formatUsd(taxAdded.tax)}</dd>
          </div>
        ) : null}
        {giftCardShare > 0 ? (
          <DeductionRow label="Gift card" amount={giftCardShare} className={DEDUCTION} />
        ) : null}
        {creditShare > 0 ? (
          <DeductionRow label="Account credit" amount={creditShare} className={DEDUCTION} />
        ) : null}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-cream/15 pt-4">
          <dt className="font-semibold">
            {giftCardShare > 0 || creditShare > 0 ? 'Due today on your card' : 'Total due today'}
          </dt>
          <dd
            className="font-display text-3xl font-semibold text-saffron-400 tabular-nums"
            data-testid="order-total"
          >
            {formatUsd(cardShare)}
          </dd>
        </div>
      </dl>
      {(giftCardShare > 0 || creditShare > 0) && cardShare === 0 ? (
        <CardNotChargedNote
          shares={{ giftCard: giftCardShare, accountCredit: creditShare }}
          className="mt-3 rounded-xl bg-cream/5 p-3 text-sm ring-1 ring-cream/10"
        />
      ) : null}
      <p className="mt-3 text-xs leading-relaxed text-cream/70">
        Then {formatUsd(price)}
        {taxAdded
          ? ` ${taxAddedNote({ rateBasisPoints: taxAdded.rateBasisPoints, inclusive: false }) ?? ''}`
          : ''}{' '}
        {RENEWAL[planType]}.{' '}
        {creditLeft > 0 ? (
          <span className="text-cream">
            <CreditLeftNote amount={creditLeft} />{' '}
          </span>
        ) : null}
        Cancel from your dashboard anytime; it takes effect at the end of the billing period.
      </p>
      {firstPickup ? (
        <p className="mt-5 flex gap-3 rounded-2xl bg-cream/5 p-3 text-sm ring-1 ring-cream/10">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="mt-0.5 h-5 w-5 shrink-0 text-saffron-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M8 3v3m8-3v3M4 9h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
          </svg>
          <span>
            <span className="block text-cream/70">First pickup</span>
            <span className="font-semibold">{firstPickup}</span>
          </span>
        </p>
      ) : null}
      <div className="mt-6 rounded-2xl bg-cream p-4 text-ink">{children}</div>
    </section>
  );
}
