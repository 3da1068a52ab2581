// The hero of /subscribe: the promise, the two prices, reassurance, and the landing offer's code when it came with one.
import type { ReactNode } from 'react';
import { firstOpenServiceWeek } from '../../../../domain/calendar';
import { GYMBRO_COUPON } from '../../../../domain/coupons';
import { formatCalendarDate } from '../../../../domain/dates';
import { PLANS } from '../../../../domain/plans';
import { PriceText } from '../../../components/price-text';
import { useServerClock } from '../../../lib/site-config';

const TRUST = ['No processing fees', 'Pickup in Las Colinas, 12 to 2 PM', 'Secure card payment'];

export function SubscribeHero({ promoCode, action }: { promoCode: string; action: ReactNode }) {
  const { weekly, monthly } = PLANS;
  // The week a checkout now pays for first: next Monday until Friday noon, the Monday after from then on.
  const firstWeek = useServerClock((now) => formatCalendarDate(firstOpenServiceWeek(now)));
  return (
    <header className="tf-grain relative overflow-hidden bg-forest-900 text-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 h-96 w-96 rounded-full bg-saffron-500/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-20 h-80 w-80 rounded-full bg-forest-700/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:items-center">
        <div>
          {promoCode ? (
            // One run of text beside the star, so a phone wraps it like a sentence, not in columns.
            <p className="inline-flex max-w-full items-start gap-2 rounded-2xl bg-saffron-400 px-4 py-1.5 text-sm font-bold text-forest-950 sm:rounded-full">
              <span aria-hidden="true">★</span>
              <span>
                Offer claimed: <span className="font-mono">{promoCode}</span>
                {promoCode === GYMBRO_COUPON.code
                  ? `, ${GYMBRO_COUPON.description}`
                  : ' is applied at checkout'}
              </span>
            </p>
          ) : (
            <p className="inline-flex items-center gap-2 rounded-full bg-cream/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-cream/20">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-saffron-400" />
              Limited spots each launch phase
            </p>
          )}
          <h1 className="mt-6 font-display text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl">
            Your week of high-protein lunches, <span className="text-saffron-400">sorted.</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-cream/85">
            Chef-cooked Indian lunches with 38 to 48 g of protein and the macros on every box. Choose a plan,
            pay securely, and pick up your first lunch on Monday, {firstWeek}.
          </p>
          <div className="mt-8">{action}</div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-cream/85">
            {TRUST.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4 text-saffron-400"
                  fill="none"
                  stroke="currentColor"
                >
                  <path
                    d="m5 12.5 4.5 4.5L19 7.5"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {item}
              </li>
            ))}
          </ul>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="rounded-3xl bg-cream/10 p-6 ring-1 ring-cream/15 backdrop-blur">
            <dt className="text-xs font-semibold tracking-widest text-cream/75 uppercase">Weekly</dt>
            <dd className="mt-2 font-display text-4xl font-semibold">
              <PriceText name="weekly" />
              <span className="font-sans text-base font-medium text-cream/70">/week</span>
            </dd>
            <dd className="mt-1 text-sm text-cream/80">{weekly.meals} lunches, billed Fridays</dd>
            <dd>
              <PriceText name="tax-note" className="text-sm text-cream/80" />
            </dd>
          </div>
          <div className="relative rounded-3xl bg-cream p-6 text-forest-950 shadow-xl">
            <dt className="text-xs font-semibold tracking-widest text-forest-800 uppercase">
              Monthly
              <span className="absolute -top-3 right-5 rounded-full bg-saffron-400 px-3 py-1 tracking-normal text-forest-950 normal-case">
                Best value
              </span>
            </dt>
            <dd className="mt-2 font-display text-4xl font-semibold">
              <PriceText name="monthly" />
              <span className="font-sans text-base font-medium text-ink/70">/4 weeks</span>
            </dd>
            <dd className="mt-1 text-sm text-ink/75">
              {monthly.meals} lunches ·{' '}
              <s className="text-ink/70">
                <PriceText name="monthly-list" />
              </s>{' '}
              <span className="font-semibold text-forest-700">
                save <PriceText name="monthly-saving" />
              </span>
            </dd>
            <dd>
              <PriceText name="tax-note" className="text-sm text-ink/75" />
            </dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
