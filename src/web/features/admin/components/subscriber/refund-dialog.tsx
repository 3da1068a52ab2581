// Refund a charge (refund policy: full or partial, with a reason), confirmed on a second step before anything moves.
import { useState, type FormEvent } from 'react';
import type { AdminCharge } from '../../../../../contracts/admin';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useRefundCharge } from '../../api/refund-charge';
import { calendarDate, dollars } from '../../format';

export type RefundTo = 'card' | 'credit';

/**
 * What is left to refund of a charge: to the card, at most what the card paid (account credit paid the rest); as
 * account credit, the whole charge less what was already refunded either way.
 */
export function refundableCents(charge: AdminCharge, to: RefundTo = 'card'): number {
  const credit = to === 'card' ? charge.creditCents : 0;
  return Math.max(0, charge.amountCents - credit - charge.refundedCents);
}

/** "12.50" or "$12.50" typed in dollars, as integer cents; undefined when it is not an amount. */
export function parseDollars(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

type Review = { amountCents: number; full: boolean; reason: string; to: RefundTo };

function RefundForm({
  charge,
  subscriberId,
  onDone,
}: {
  charge: AdminCharge;
  subscriberId: number;
  onDone: () => void;
}) {
  // A charge the card paid nothing of (credit paid it all) can only be refunded as credit.
  const [to, setTo] = useState<RefundTo>(refundableCents(charge, 'card') > 0 ? 'card' : 'credit');
  const maximum = refundableCents(charge, to);
  const [full, setFull] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ field: 'amount' | 'reason'; message: string } | null>(null);
  const [review, setReview] = useState<Review | null>(null);
  // One key per refund this form submits: a retried request answers the first refund instead of refunding twice.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const refund = useRefundCharge(subscriberId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = full ? maximum : parseDollars(amount);
    if (amountCents === undefined || amountCents <= 0)
      return setError({ field: 'amount', message: 'Enter an amount in dollars, like 12.50' });
    if (amountCents > maximum)
      return setError({ field: 'amount', message: `At most ${dollars(maximum)} is left to refund` });
    if (reason.trim() === '') return setError({ field: 'reason', message: 'Give a reason' });
    setError(null);
    setReview({ amountCents, full: full || amountCents === maximum, reason: reason.trim(), to });
  }

  function confirm(r: Review) {
    refund.mutate(
      {
        chargeId: charge.id,
        request: {
          ...(r.full ? {} : { amountCents: r.amountCents }),
          reason: r.reason,
          idempotencyKey,
          ...(r.to === 'credit' && { to: 'credit' as const }),
        },
      },
      {
        onSuccess: (answer) => {
          toast({ title: 'Refund Issued', description: answer.message, variant: 'success' });
          onDone();
        },
        onError: (failure) => {
          toast({
            title: 'Refund Failed',
            description: messageOf(failure, 'Failed to refund the charge'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  if (review)
    return (
      <div className="grid gap-4">
        <DialogDescription>
          Refund <strong className="font-semibold text-forest-950">{dollars(review.amountCents)}</strong>
          {review.full ? ' (the full amount left)' : ''} of the {dollars(charge.amountCents)} charge for the
          week of {calendarDate(charge.periodStart)}?{' '}
          {review.to === 'credit'
            ? "It goes to the subscriber's account credit, taken off their next charges before the card"
            : 'The money goes back to the card it was paid with'}
          , the order shows the refund and the subscriber gets an e-mail.
        </DialogDescription>
        <p className="rounded-xl bg-white px-4 py-3 text-sm text-ink/80">
          <span className="font-semibold">Reason:</span> {review.reason}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setReview(null)} disabled={refund.isPending}>
            Back
          </Button>
          <Button variant="danger" onClick={() => confirm(review)} disabled={refund.isPending}>
            {refund.isPending ? 'Refunding...' : `Confirm Refund of ${dollars(review.amountCents)}`}
          </Button>
        </div>
      </div>
    );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogDescription>
        Charged {dollars(charge.amountCents)} for the week of {calendarDate(charge.periodStart)};{' '}
        {dollars(maximum)} is left to refund. Refunds follow the refund policy: service interruption, quality,
        billing errors or medical emergencies, asked within 7 days.
      </DialogDescription>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-forest-950">Give back to</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="refund-to"
            checked={to === 'card'}
            disabled={refundableCents(charge, 'card') === 0}
            onChange={() => setTo('card')}
          />
          The card ({dollars(refundableCents(charge, 'card'))} left)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="refund-to" checked={to === 'credit'} onChange={() => setTo('credit')} />
          Account credit ({dollars(refundableCents(charge, 'credit'))} left)
        </label>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold text-forest-950">Amount</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="refund-kind" checked={full} onChange={() => setFull(true)} />
          Full refund ({dollars(maximum)})
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="refund-kind" checked={!full} onChange={() => setFull(false)} />
          Partial refund
        </label>
      </fieldset>
      {full ? null : (
        <div>
          <label htmlFor="refund-amount" className="block text-sm font-semibold text-forest-950">
            Amount in dollars
          </label>
          <input
            id="refund-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="15.00"
            className={`mt-1.5 ${inputClass}`}
            aria-invalid={error?.field === 'amount' || undefined}
            aria-describedby={error?.field === 'amount' ? 'refund-error' : undefined}
          />
        </div>
      )}
      <div>
        <label htmlFor="refund-reason" className="block text-sm font-semibold text-forest-950">
          Reason
        </label>
        <textarea
          id="refund-reason"
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="Pickup closed on Wednesday (service interruption)"
          className={`mt-1.5 ${inputClass}`}
          aria-invalid={error?.field === 'reason' || undefined}
          aria-describedby={error?.field === 'reason' ? 'refund-error' : undefined}
        />
      </div>
      {error ? (
        <p id="refund-error" className="text-sm font-medium text-chili">
          {error.message}
        </p>
      ) : null}
      <DialogActions>
        <Button type="submit" variant="secondary">
          Review Refund
        </Button>
      </DialogActions>
    </form>
  );
}

export function RefundDialog({ charge, subscriberId }: { charge: AdminCharge; subscriberId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Refund the charge for the week of ${calendarDate(charge.periodStart)}`}
        >
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <div className="grid gap-4 p-6 sm:p-8">
          <DialogTitle className="pr-10">Refund a charge</DialogTitle>
          {/* Mounted per opening: a new form, and a new idempotency key, each time. */}
          {open ? (
            <RefundForm charge={charge} subscriberId={subscriberId} onDone={() => setOpen(false)} />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
