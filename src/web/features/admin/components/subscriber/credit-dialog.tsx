// Add or remove account credit: an amount in dollars, a reason and an optional note shown to the subscriber.
import { useState, type FormEvent } from 'react';
import { safeParse } from 'zod/v4/core';
import {
  CREDIT_REASON_LABELS,
  MANUAL_CREDIT_REASONS,
  adminCreditRequestSchema,
} from '../../../../../contracts/credit';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../../components/ui/dialog';
import { Field, inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useAdjustCredit } from '../../api/adjust-credit';
import { dollars } from '../../format';

type Reason = (typeof MANUAL_CREDIT_REASONS)[number];

/** "15", "15.5" or "$15.50" as cents; NaN for anything else. */
export function centsOfDollars(text: string): number {
  const match = /^\$?(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function CreditDialog({
  subscriberId,
  name,
  balance,
}: {
  subscriberId: number;
  name: string;
  balance: number;
}) {
  const [open, setOpen] = useState(false);
  const [direction, setDirection] = useState<'add' | 'remove'>('add');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<Reason>('goodwill');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const adjust = useAdjustCredit(subscriberId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const amountCents = centsOfDollars(amount);
    if (!Number.isFinite(amountCents) || amountCents === 0) {
      return setError('Enter an amount in dollars, such as 15.00');
    }
    const parsed = safeParse(adminCreditRequestSchema, {
      amount: direction === 'add' ? amountCents : -amountCents,
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter an amount');
    setError(null);
    adjust.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: 'Credit Saved', description: answer.message, variant: 'success' });
        setOpen(false);
        setAmount('');
        setNote('');
      },
      onError: (failure) => setError(messageOf(failure, 'Failed to save the credit')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => adjust.isPending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Add or Remove Credit
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4 p-6 sm:p-8">
          <DialogTitle className="pr-10">Account credit</DialogTitle>
          <DialogDescription>
            {name} has {dollars(balance)}. Credit pays their next charges before their card; the reason and
            note show in their dashboard and the audit log.
          </DialogDescription>
          <fieldset className="flex gap-4 text-sm">
            <legend className="sr-only">Add or remove</legend>
            {(['add', 'remove'] as const).map((d) => (
              <label key={d} className="inline-flex items-center gap-2 font-semibold text-forest-950">
                <input
                  type="radio"
                  name="credit-direction"
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                />
                {d === 'add' ? 'Add credit' : 'Remove credit'}
              </label>
            ))}
          </fieldset>
          <Field id="credit-amount" label="Amount (dollars)" error={error ?? undefined}>
            <input
              inputMode="decimal"
              placeholder="15.00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={inputClass}
            />
          </Field>
          <div>
            <label htmlFor="credit-reason" className="block text-sm font-semibold text-forest-950">
              Reason
            </label>
            <select
              id="credit-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as Reason)}
              className={`mt-1.5 ${inputClass}`}
            >
              {MANUAL_CREDIT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {CREDIT_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="credit-note" className="block text-sm font-semibold text-forest-950">
              Note <span className="font-normal text-ink/70">(optional, shown to the subscriber)</span>
            </label>
            <input
              id="credit-note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          <DialogActions busy={adjust.isPending}>
            <Button type="submit" variant="secondary" disabled={adjust.isPending}>
              {adjust.isPending ? 'Saving...' : direction === 'add' ? 'Add Credit' : 'Remove Credit'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
