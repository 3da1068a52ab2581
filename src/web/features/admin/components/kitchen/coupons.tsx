// Coupons: create (percent or amount, plans, first period only, new customers only, limit, window), disable, redemptions.
import { Fragment, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { safeParse } from 'zod/v4/core';
import { createCouponRequestSchema, type AdminCoupon } from '../../../../../contracts/admin';
import { PLAN_TYPES } from '../../../../../contracts/checkout';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useCreateCoupon } from '../../api/create-coupon';
import { useDisableCoupon } from '../../api/disable-coupon';
import { useCouponRedemptions } from '../../api/get-coupon-redemptions';
import { COUPONS_LOAD_FAILED_MESSAGE, useAdminCoupons } from '../../api/get-coupons';
import { dollars, humanize, longDate, longDateTime } from '../../format';
import { parseDollars } from '../subscriber/refund-dialog';
import {
  AdminCard,
  Badge,
  DataTable,
  EmptyRow,
  LoadFailed,
  LoadingRows,
  cellClass,
  smallInputClass,
} from '../admin-ui';

type PlanType = (typeof PLAN_TYPES)[number];

const labelClass = 'block text-sm font-semibold text-forest-950';

/** A labelled input of the coupon form, with the server's or the form's message under it. */
function CouponField({
  id,
  label,
  optional = false,
  error,
  className = '',
  ...input
}: ComponentProps<'input'> & { id: string; label: string; optional?: boolean; error?: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-ink/70"> (optional)</span> : null}
      </label>
      <input
        id={id}
        className={`mt-1 w-full ${smallInputClass} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-chili">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A checkbox or radio button with its label beside it. */
function Choice({
  type = 'checkbox',
  children,
  ...input
}: ComponentProps<'input'> & { type?: 'checkbox' | 'radio'; children: ReactNode }) {
  return (
    <label className="flex items-center gap-1.5">
      <input type={type} {...input} />
      {children}
    </label>
  );
}

/** A datetime-local value (the operator's own clock) as an ISO instant. */
function instantOf(value: string): string | null {
  if (value === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

function CreateCouponForm() {
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [plans, setPlans] = useState<PlanType[]>([]);
  const [firstPeriodOnly, setFirstPeriodOnly] = useState(true);
  const [newCustomersOnly, setNewCustomersOnly] = useState(false);
  const [limit, setLimit] = useState('');
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const discount =
      kind === 'percent'
        ? { percentOff: value.trim() === '' ? undefined : Number(value) }
        : { amountOffCents: parseDollars(value) ?? (value.trim() === '' ? undefined : Number.NaN) };
    const parsed = safeParse(createCouponRequestSchema, {
      code,
      description,
      ...discount,
      plans,
      firstPeriodOnly,
      newCustomersOnly,
      maxRedemptions: limit.trim() === '' ? null : Number(limit),
      validFrom: instantOf(from),
      validUntil: instantOf(until),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'code');
        const key = field === 'amountOffCents' || field === 'percentOff' ? 'value' : field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (coupon) => {
        toast({
          title: 'Coupon Created',
          description: `${coupon.code} is ready to use.`,
          variant: 'success',
        });
        setCode('');
        setDescription('');
        setValue('');
        setLimit('');
        setFrom('');
        setUntil('');
      },
      onError: (error) =>
        toast({
          title: 'Create Failed',
          description: messageOf(error, 'Failed to create the coupon'),
          variant: 'destructive',
        }),
    });
  }

  const fieldError = (key: string) =>
    errors[key] ? (
      <p id={`coupon-${key}-error`} className="mt-1 text-xs font-medium text-chili">
        {errors[key]}
      </p>
    ) : null;
  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true, 'aria-describedby': `coupon-${key}-error` } : {};

  return (
    <AdminCard id="new-coupon" title="New Coupon">
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <CouponField
            id="coupon-code"
            label="Code"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            placeholder="SPRING10"
            className="font-mono uppercase"
            error={errors.code}
          />
          <CouponField
            id="coupon-description"
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="10% off your first week"
            error={errors.description}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className={labelClass}>Discount</legend>
            <div className="mt-1 flex gap-4 text-sm">
              <Choice
                type="radio"
                name="coupon-kind"
                checked={kind === 'percent'}
                onChange={() => setKind('percent')}
              >
                Percent off
              </Choice>
              <Choice
                type="radio"
                name="coupon-kind"
                checked={kind === 'amount'}
                onChange={() => setKind('amount')}
              >
                Amount off
              </Choice>
            </div>
            <label htmlFor="coupon-value" className="sr-only">
              {kind === 'percent' ? 'Percent' : 'Dollars'}
            </label>
            <input
              id="coupon-value"
              inputMode="decimal"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              placeholder={kind === 'percent' ? '10 (%)' : '15.00 ($)'}
              className={`mt-2 w-full ${smallInputClass}`}
              {...invalid('value')}
            />
            {fieldError('value')}
          </fieldset>
          <fieldset>
            <legend className={labelClass}>Plans</legend>
            <div className="mt-1 flex gap-4 text-sm">
              {PLAN_TYPES.map((plan) => (
                <Choice
                  key={plan}
                  checked={plans.includes(plan)}
                  onChange={(e) =>
                    setPlans((current) =>
                      e.target.checked ? [...current, plan] : current.filter((p) => p !== plan),
                    )
                  }
                >
                  {humanize(plan)}
                </Choice>
              ))}
            </div>
            <p className="mt-1 text-xs text-ink/70">None ticked: every plan.</p>
          </fieldset>
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Choice checked={firstPeriodOnly} onChange={(e) => setFirstPeriodOnly(e.target.checked)}>
            First period only
          </Choice>
          <Choice checked={newCustomersOnly} onChange={(e) => setNewCustomersOnly(e.target.checked)}>
            New customers only
          </Choice>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <CouponField
            id="coupon-limit"
            label="Limit"
            optional
            type="number"
            min={1}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            placeholder="No limit"
            error={errors.maxRedemptions}
          />
          <CouponField
            id="coupon-from"
            label="Valid from"
            optional
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <CouponField
            id="coupon-until"
            label="Valid until"
            optional
            type="datetime-local"
            value={until}
            onChange={(e) => setUntil(e.target.value)}
          />
        </div>
        <div>
          <Button type="submit" variant="secondary" size="sm" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Coupon'}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}

function Redemptions({ coupon }: { coupon: AdminCoupon }) {
  const redemptions = useCouponRedemptions(coupon.id);
  if (redemptions.isError) return <p className="text-sm text-chili">Failed to fetch redemptions</p>;
  if (redemptions.isPending) return <p className="text-sm text-ink/70">Loading redemptions...</p>;
  if (redemptions.data.length === 0) return <p className="text-sm text-ink/70">Not redeemed yet.</p>;
  return (
    <>
      {coupon.redemptions > redemptions.data.length ? (
        <p className="mb-1 text-xs text-ink/70">
          The latest {redemptions.data.length} of {coupon.redemptions.toLocaleString('en-US')}, newest first.
        </p>
      ) : null}
      <ul className="grid gap-1 text-sm">
        {redemptions.data.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-3">
            <span className="font-medium">{r.email}</span>
            <span className="text-ink/70">{dollars(r.discountCents)} off</span>
            <span className="text-ink/70">{longDateTime(r.createdAt)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function discountText(coupon: AdminCoupon): string {
  if (coupon.percentOff !== null) return `${coupon.percentOff}% off`;
  if (coupon.amountOffCents !== null) return `${dollars(coupon.amountOffCents)} off`;
  return '-';
}

function rulesText(coupon: AdminCoupon): string {
  return [
    coupon.plans.length === 0 ? 'Every plan' : coupon.plans.map(humanize).join(', '),
    coupon.firstPeriodOnly ? 'first period' : 'every period',
    coupon.newCustomersOnly ? 'new customers' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function windowText(coupon: AdminCoupon): string {
  if (!coupon.validFrom && !coupon.validUntil) return 'Always';
  return [
    coupon.validFrom ? `from ${longDate(coupon.validFrom)}` : null,
    coupon.validUntil ? `until ${longDate(coupon.validUntil)}` : null,
  ]
    .filter(Boolean)
    .join(' ');
}

function CouponRow({ coupon }: { coupon: AdminCoupon }) {
  const [open, setOpen] = useState(false);
  const disable = useDisableCoupon();
  return (
    <Fragment>
      <tr className="align-top">
        <td className={`${cellClass} font-mono font-semibold`}>{coupon.code}</td>
        <td className={`${cellClass} text-ink/85`}>{coupon.description}</td>
        <td className={`${cellClass} whitespace-nowrap`}>{discountText(coupon)}</td>
        <td className={`${cellClass} text-ink/80`}>{rulesText(coupon)}</td>
        <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
          {coupon.redemptions}
          {coupon.maxRedemptions !== null ? ` / ${coupon.maxRedemptions}` : ''}
        </td>
        <td className={`${cellClass} text-ink/80`}>{windowText(coupon)}</td>
        <td className={cellClass}>
          <Badge tone={coupon.active ? 'green' : 'grey'}>{coupon.active ? 'Active' : 'Disabled'}</Badge>
        </td>
        <td className={`${cellClass} whitespace-nowrap text-right`}>
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            Redemptions
          </Button>
          {coupon.active ? (
            <Button
              variant="outline"
              size="sm"
              disabled={disable.isPending}
              aria-label={`Disable ${coupon.code}`}
              onClick={() =>
                disable.mutate(coupon.id, {
                  onSuccess: () =>
                    toast({ title: 'Coupon Disabled', description: `${coupon.code} no longer applies.` }),
                  onError: (error) =>
                    toast({
                      title: 'Disable Failed',
                      description: messageOf(error, 'Failed to disable the coupon'),
                      variant: 'destructive',
                    }),
                })
              }
            >
              Disable
            </Button>
          ) : null}
        </td>
      </tr>
      {open ? (
        <tr>
          <td colSpan={8} className="bg-stone-50 px-4 py-3">
            <Redemptions coupon={coupon} />
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}

export function Coupons() {
  const coupons = useAdminCoupons();
  return (
    <div className="grid grid-cols-1 gap-4">
      <CreateCouponForm />
      <AdminCard id="coupons" title="Coupons">
        {coupons.isError ? (
          <LoadFailed message={COUPONS_LOAD_FAILED_MESSAGE} onRetry={() => void coupons.refetch()} />
        ) : coupons.isPending ? (
          <LoadingRows label="Loading coupons..." />
        ) : (
          <DataTable
            label="Coupons"
            head={['Code', 'Description', 'Discount', 'Rules', 'Used', 'Window', 'State', '']}
            minWidth={1000}
          >
            {coupons.data.length === 0 ? (
              <EmptyRow columns={8}>No coupons yet.</EmptyRow>
            ) : (
              coupons.data.map((coupon) => <CouponRow key={coupon.id} coupon={coupon} />)
            )}
          </DataTable>
        )}
      </AdminCard>
    </div>
  );
}
