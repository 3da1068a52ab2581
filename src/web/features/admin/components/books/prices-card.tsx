// Plan prices in the back office (issue 43): what a new signup pays, a change with its 30 days' notice, and the
// changes made, each with the day subscribers who had the plan before start paying it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { dollarsToCents, priceFormSchema, type PriceForm } from '../../../../../contracts/prices';
import { PLANS } from '../../../../../domain/plans';
import { Button } from '../../../../components/ui/button';
import { inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { PRICES_LOAD_FAILED_MESSAGE, useChangePrice, usePrices } from '../../api/get-prices';
import { calendarDate, dollars, longDate } from '../../format';
import { AdminCard, LoadFailed, LoadingRows } from '../admin-ui';

const newKey = () => `price-${crypto.randomUUID()}`;

export function PricesCard() {
  const prices = usePrices();
  const change = useChangePrice();
  const [key, setKey] = useState(newKey);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PriceForm>({
    resolver: zodResolver(priceFormSchema),
    defaultValues: { planType: 'weekly', price: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const noticeDays = prices.data?.noticeDays ?? 30;

  const onValid = (values: PriceForm) => {
    setFailure(null);
    change.mutate(
      { request: { planType: values.planType, priceCents: dollarsToCents(values.price) }, key },
      {
        onSuccess: (answer) => {
          toast({ title: 'Price Changed', description: answer.message, variant: 'success' });
          reset();
          setKey(newKey());
        },
        onError: (error) => setFailure(messageOf(error, 'Failed to change the price')),
      },
    );
  };

  const fieldError = errors.price?.message ?? failure;
  return (
    <AdminCard id="prices" title="Plan Prices">
      {prices.isPending ? (
        <LoadingRows label="Loading the prices..." rows={2} />
      ) : prices.isError ? (
        <LoadFailed message={PRICES_LOAD_FAILED_MESSAGE} onRetry={() => void prices.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            {prices.data.plans.map((p) => (
              <div key={p.planType} className="rounded-xl bg-cream px-4 py-3">
                <dt className="text-sm text-ink/70">{PLANS[p.planType].name}</dt>
                <dd className="font-display text-2xl font-bold text-forest-950">{dollars(p.priceCents)}</dd>
              </div>
            ))}
          </dl>
          {prices.data.changes.length > 0 ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-forest-950">Changes</h3>
              <ul aria-label="Price changes" className="mt-1 divide-y divide-forest-900/5 text-sm">
                {prices.data.changes.map((c) => (
                  <li key={c.id} className="py-2">
                    <span className="font-medium text-forest-950">
                      {PLANS[c.planType].name}: {dollars(c.previousCents)} to {dollars(c.priceCents)}
                    </span>
                    <span className="block text-ink/70">
                      Announced {longDate(c.announcedAt)} to {c.notified}{' '}
                      {c.notified === 1 ? 'subscriber' : 'subscribers'}; they pay it from the charge of{' '}
                      {calendarDate(c.existingFrom)}.
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(onValid)(e)}
        className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor="price-plan" className="block text-sm font-semibold text-forest-950">
            Plan
          </label>
          <select id="price-plan" className={`mt-1.5 ${inputClass}`} {...register('planType')}>
            <option value="weekly">{PLANS.weekly.name}</option>
            <option value="monthly">{PLANS.monthly.name}</option>
          </select>
        </div>
        <div>
          <label htmlFor="price-new" className="block text-sm font-semibold text-forest-950">
            New price <span className="font-normal text-ink/70">(dollars, as subscribers pay it)</span>
          </label>
          <input
            id="price-new"
            inputMode="decimal"
            placeholder="80.00"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'price-error' : undefined}
            className={`mt-1.5 ${inputClass}`}
            {...register('price')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change the Price'}
        </Button>
        {fieldError ? (
          <p id="price-error" role="alert" className="text-sm font-medium text-chili sm:col-span-3">
            {fieldError}
          </p>
        ) : null}
      </form>
      <p className="mt-2 text-xs text-ink/70">
        New subscribers pay the new price at once. Everyone on the plan is e-mailed now and keeps their price
        until the first charge at least {noticeDays} days later; orders already paid never change.
      </p>
    </AdminCard>
  );
}
