// The two plans as large radio cards: weekly $75, monthly $270 (list $300, save $30), at the owner's prices now and
// with the tax added on top said under each price.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cents, formatUsd, type Cents } from '../../../../domain/money';
import { PLANS, type PlanType } from '../../../../domain/plans';
import { taxAddedNote } from '../../../../domain/sales-tax';
import { usePlanPrice, useSalesTax } from '../api/get-plan-prices';
import { cn } from '../../../lib/cn';

const PLAN_COPY: Record<PlanType, { title: string; unit: string; perks: string[] }> = {
  weekly: {
    title: 'Weekly',
    unit: '/week',
    perks: [
      '5 chef-cooked lunches, Monday to Friday',
      'Nutrition Tracker included',
      'Billed every Friday for the week after',
    ],
  },
  monthly: {
    title: 'Monthly',
    unit: '/4 weeks',
    perks: ['20 lunches over four weeks', 'Nutrition Tracker included', 'Billed every 4th Friday'],
  },
};

/** Each plan's price now; the saving against the list price only while the price is below it. */
function usePlanPrices(): Record<PlanType, Cents> {
  return { weekly: usePlanPrice('weekly'), monthly: usePlanPrice('monthly') };
}

export function PlanPicker({
  registration,
  selected,
  promoCode,
}: {
  registration: UseFormRegisterReturn<'planType'>;
  selected: PlanType;
  /** A promo code from the landing page's offer, mentioned on the plan it is for. */
  promoCode: string;
}) {
  const prices = usePlanPrices();
  const taxNote = taxAddedNote(useSalesTax());
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-forest-950">Choose your plan</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {(['weekly', 'monthly'] as const).map((type) => {
          const plan = PLANS[type];
          const copy = PLAN_COPY[type];
          const price = prices[type];
          const saving = plan.listPrice - price;
          const checked = selected === type;
          return (
            <label
              key={type}
              className={cn(
                'relative flex cursor-pointer flex-col rounded-2xl border bg-white p-5 transition-shadow has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-500',
                checked
                  ? 'border-forest-700 shadow-[0_0_0_1px_var(--color-forest-700)]'
                  : 'border-forest-900/15 hover:border-forest-900/35',
              )}
            >
              <input type="radio" value={type} className="sr-only" {...registration} />
              <span className="flex items-center justify-between gap-3">
                <span className="flex items-center gap-2.5">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'grid h-5 w-5 place-items-center rounded-full border-2',
                      checked ? 'border-forest-700' : 'border-forest-900/30',
                    )}
                  >
                    {checked ? <span className="h-2.5 w-2.5 rounded-full bg-forest-700" /> : null}
                  </span>
                  <span className="font-semibold text-forest-950">{copy.title}</span>
                </span>
                {saving > 0 ? (
                  <span className="rounded-full bg-saffron-100 px-2.5 py-0.5 text-xs font-bold text-saffron-700">
                    Save {formatUsd(cents(saving)).replace('.00', '')}
                  </span>
                ) : null}
              </span>
              <span className="mt-3 flex items-baseline gap-1.5">
                <span className="font-display text-3xl font-semibold text-forest-900">
                  {formatUsd(price).replace('.00', '')}
                </span>
                <span className="text-sm text-ink/70">{copy.unit}</span>
                {saving > 0 ? (
                  <s className="ml-1 text-sm text-ink/70">
                    <span className="sr-only">List price </span>
                    {formatUsd(plan.listPrice).replace('.00', '')}
                  </s>
                ) : null}
              </span>
              {taxNote ? <span className="mt-0.5 text-sm text-ink/70">{taxNote}</span> : null}
              <span className="mt-3 grid gap-1.5 text-sm text-ink/75">
                {copy.perks.map((perk) => (
                  <span key={perk} className="flex gap-2">
                    <svg
                      aria-hidden="true"
                      viewBox="0 0 24 24"
                      className="mt-0.5 h-4 w-4 shrink-0 text-forest-700"
                    >
                      <path
                        d="m5 12.5 4.5 4.5L19 7.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.5"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                    {perk}
                  </span>
                ))}
              </span>
              {promoCode && type === 'weekly' ? (
                <span className="mt-4 rounded-xl bg-forest-50 px-3 py-2 text-sm font-medium text-forest-800">
                  <span className="font-mono font-semibold">{promoCode}</span> will be applied at payment
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
