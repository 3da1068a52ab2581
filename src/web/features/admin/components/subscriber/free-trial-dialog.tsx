// Grant free weeks: no charge for that many weeks, then billing resumes the Monday after.
import { useState, type FormEvent } from 'react';
import { safeParse } from 'zod/v4/core';
import { MAX_TRIAL_WEEKS, freeTrialRequestSchema } from '../../../../../contracts/admin';
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
import { useGrantFreeTrial } from '../../api/grant-free-trial';

export function FreeTrialDialog({ subscriberId, name }: { subscriberId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const [weeks, setWeeks] = useState('1');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const grant = useGrantFreeTrial(subscriberId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = safeParse(freeTrialRequestSchema, {
      weeks: weeks.trim() === '' ? undefined : Number(weeks),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a number of weeks');
    setError(null);
    grant.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast({ title: 'Free Trial Granted', description: answer.message, variant: 'success' });
        setOpen(false);
      },
      onError: (failure) =>
        toast({
          title: 'Grant Failed',
          description: messageOf(failure, 'Failed to grant the free trial'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={(next) => grant.isPending || setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Grant Free Trial
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4 p-6 sm:p-8">
          <DialogTitle className="pr-10">Grant a free trial</DialogTitle>
          <DialogDescription>
            {name} collects their lunches without being charged for the weeks you grant; billing resumes the
            Monday after.
          </DialogDescription>
          <Field id="trial-weeks" label={`Weeks (1 to ${MAX_TRIAL_WEEKS})`} error={error ?? undefined}>
            <input
              type="number"
              min={1}
              max={MAX_TRIAL_WEEKS}
              value={weeks}
              onChange={(e) => setWeeks(e.target.value)}
              className={inputClass}
            />
          </Field>
          <div>
            <label htmlFor="trial-note" className="block text-sm font-semibold text-forest-950">
              Note <span className="font-normal text-ink/70">(optional, kept in the audit log)</span>
            </label>
            <input
              id="trial-note"
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={`mt-1.5 ${inputClass}`}
            />
          </div>
          <DialogActions busy={grant.isPending}>
            <Button type="submit" variant="secondary" disabled={grant.isPending}>
              {grant.isPending ? 'Granting...' : 'Grant Free Weeks'}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
