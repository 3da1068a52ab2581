// The gift card form: an amount, who it is for, a message and a day, then the card, paid like a checkout (issue 44).
import { useState, type ComponentType } from 'react';
import { safeParse } from 'zod/v4/core';
import type { UpdateCardRequest } from '../../../../contracts/card-update';
import {
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_PRESETS_CENTS,
  giftCardPurchaseRequestSchema,
  type GiftCardPurchaseResponse,
} from '../../../../contracts/gift-cards';
import { localDateOf } from '../../../../domain/calendar';
import { cents, formatUsd } from '../../../../domain/money';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { messageOf } from '../../../lib/api-client';
import { useServerClock } from '../../../lib/site-config';
import { useBuyGiftCard } from '../api/buy-gift-card';

export type GiftCardFormComponent = ComponentType<{
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  email?: string | undefined;
  onSubmit: (card: UpdateCardRequest) => void;
  onCancel: () => void;
}>;

type Details = {
  amount: string;
  other: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  buyerName: string;
  buyerEmail: string;
};

type Errors = Partial<Record<keyof Details | 'amountCents', string>>;

const OTHER = 'other';

function amountCentsOf(details: Details): number {
  if (details.amount !== OTHER) return Number(details.amount);
  const match = /^\$?(\d{1,3})(?:\.00)?$/.exec(details.other.trim());
  return match ? Number(match[1]) * 100 : Number.NaN;
}

function Success({ answer, onAnother }: { answer: GiftCardPurchaseResponse; onAnother: () => void }) {
  return (
    <section
      aria-labelledby="gift-card-done"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8"
    >
      <h2 id="gift-card-done" className="font-display text-2xl font-semibold text-forest-950">
        Your gift card is on its way
      </h2>
      <p className="mt-3 text-ink/80" role="status">
        {answer.message}
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
        <dt className="text-ink/70">Reference</dt>
        <dd className="font-mono font-semibold text-forest-950">{answer.reference}</dd>
        <dt className="text-ink/70">Amount</dt>
        <dd className="font-semibold text-forest-950">{formatUsd(cents(answer.amountCents))}</dd>
      </dl>
      <button
        type="button"
        onClick={onAnother}
        className="mt-6 text-sm font-semibold text-forest-800 underline"
      >
        Send another gift card
      </button>
    </section>
  );
}

export function GiftCardPurchase({ CardForm }: { CardForm: GiftCardFormComponent }) {
  const today = useServerClock((now) => localDateOf(now));
  const [details, setDetails] = useState<Details>({
    amount: String(GIFT_CARD_PRESETS_CENTS[0]),
    other: '',
    recipientName: '',
    recipientEmail: '',
    message: '',
    deliverOn: '',
    buyerName: '',
    buyerEmail: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<GiftCardPurchaseResponse | null>(null);
  const buy = useBuyGiftCard();
  const set = (field: keyof Details) => (value: string) => setDetails((d) => ({ ...d, [field]: value }));
  const amountCents = amountCentsOf(details);
  const deliverOn = details.deliverOn || today;

  function pay(card: UpdateCardRequest) {
    const request = {
      amountCents,
      buyerName: details.buyerName,
      buyerEmail: details.buyerEmail,
      recipientName: details.recipientName,
      recipientEmail: details.recipientEmail,
      ...(details.message.trim() ? { message: details.message } : {}),
      deliverOn,
      ...card,
    };
    const parsed = safeParse(giftCardPurchaseRequestSchema, request);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as keyof Errors;
        found[field === 'amountCents' ? 'other' : field] ??= issue.message;
      }
      setErrors(found);
      toast({
        title: 'Check the gift card',
        description: Object.values(found)[0] ?? '',
        variant: 'destructive',
      });
      return;
    }
    setErrors({});
    buy.mutate(
      { request, idempotencyKey: key },
      {
        onSuccess: setDone,
        onError: (failure) => {
          toast({
            title: 'Payment Not Completed',
            description: messageOf(failure, 'We could not take the payment. Please try again.'),
            variant: 'destructive',
          });
          // A refused card is a new attempt next time; a lost answer keeps the key, so it is never charged twice.
          setKey(crypto.randomUUID());
        },
      },
    );
  }

  if (done) return <Success answer={done} onAnother={() => setDone(null)} />;

  const text = (
    field: keyof Details,
    label: string,
    props: { type?: string; autoComplete?: string } = {},
  ) => (
    <Field id={`gift-${field}`} label={label} error={errors[field]}>
      <input
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        value={details[field]}
        onChange={(e) => set(field)(e.target.value)}
        className={inputClass}
      />
    </Field>
  );

  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="gift-amount"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8"
      >
        <h2 id="gift-amount" className="font-display text-xl font-semibold text-forest-950">
          1. Choose an amount
        </h2>
        <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          <legend className="sr-only">Amount</legend>
          {[...GIFT_CARD_PRESETS_CENTS.map(String), OTHER].map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-center justify-center rounded-xl border border-forest-900/20 px-3 py-3 text-base font-semibold text-forest-950 has-[:checked]:border-forest-700 has-[:checked]:bg-forest-50 has-[:checked]:ring-2 has-[:checked]:ring-forest-700/30"
            >
              <input
                type="radio"
                name="gift-amount"
                value={value}
                checked={details.amount === value}
                onChange={() => set('amount')(value)}
                className="sr-only"
              />
              {value === OTHER ? 'Other' : formatUsd(cents(Number(value)))}
            </label>
          ))}
        </fieldset>
        {details.amount === OTHER ? (
          <div className="mt-4">
            <Field
              id="gift-other"
              label="Amount in dollars"
              hint="Any whole amount from $25 to $500."
              error={errors.other}
            >
              <input
                inputMode="numeric"
                placeholder="100"
                value={details.other}
                onChange={(e) => set('other')(e.target.value)}
                className={inputClass}
              />
            </Field>
          </div>
        ) : null}
        <p className="mt-4 text-sm text-ink/75">A week of lunches is $75.00; four weeks are $270.00.</p>
      </section>

      <section
        aria-labelledby="gift-who"
        className="grid gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8"
      >
        <h2 id="gift-who" className="font-display text-xl font-semibold text-forest-950">
          2. Who is it for?
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('recipientName', "Recipient's name", { autoComplete: 'off' })}
          {text('recipientEmail', "Recipient's e-mail", { type: 'email', autoComplete: 'off' })}
        </div>
        <Field
          id="gift-message"
          label="Message"
          optional
          hint={`Shown in their e-mail; up to ${GIFT_CARD_MESSAGE_MAX} characters.`}
          error={errors.message}
        >
          <textarea
            rows={3}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            value={details.message}
            onChange={(e) => set('message')(e.target.value)}
            className={inputClass}
          />
        </Field>
        <Field
          id="gift-deliverOn"
          label="Delivery date"
          hint="Today: we e-mail it at once. A later day: at 8:00 AM Central."
          error={errors.deliverOn}
        >
          <input
            type="date"
            min={today}
            value={deliverOn}
            onChange={(e) => set('deliverOn')(e.target.value)}
            className={inputClass}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('buyerName', 'Your name', { autoComplete: 'name' })}
          {text('buyerEmail', 'Your e-mail (for the receipt)', { type: 'email', autoComplete: 'email' })}
        </div>
      </section>

      <section
        aria-labelledby="gift-pay"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-forest-900/10 sm:p-8"
      >
        <h2 id="gift-pay" className="font-display text-xl font-semibold text-forest-950">
          3. Pay {Number.isFinite(amountCents) ? formatUsd(cents(amountCents)) : ''}
        </h2>
        <div className="mt-4">
          <CardForm
            busy={buy.isPending}
            submitLabel={`Pay ${Number.isFinite(amountCents) ? formatUsd(cents(amountCents)) : ''}`}
            busyLabel="Paying..."
            email={details.buyerEmail || undefined}
            onSubmit={pay}
            onCancel={() => window.history.back()}
          />
        </div>
      </section>
    </div>
  );
}
