// Closed days in the back office (issue 43): close a day or a range with a reason, reopen one, and the usual US
// holidays suggested (never applied without the owner).
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { inputClass } from '../../../../components/ui/field';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import {
  CLOSURES_LOAD_FAILED_MESSAGE,
  useCloseDays,
  useClosureSettings,
  useClosures,
  useReopenDay,
} from '../../api/get-closures';
import { weekdayDate } from '../../format';
import { AdminCard, LoadFailed, LoadingRows } from '../admin-ui';

export function ClosuresCard() {
  const closures = useClosures();
  const close = useCloseDays();
  const reopen = useReopenDay();
  const settings = useClosureSettings();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!from || !reason.trim()) return setError('Give the day and a reason subscribers will see');
    setError(null);
    close.mutate(
      { from, to: to || from, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Kitchen Closed',
            description: answer.warning ? `${answer.message} ${answer.warning}` : answer.message,
            variant: answer.warning ? 'default' : 'success',
          });
          setFrom('');
          setTo('');
          setReason('');
        },
        onError: (failure) => setError(messageOf(failure, 'Failed to close the kitchen')),
      },
    );
  }

  return (
    <AdminCard id="closures" title="Closed Days">
      <form
        noValidate
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end"
      >
        <div>
          <label htmlFor="closure-from" className="block text-sm font-semibold text-forest-950">
            From
          </label>
          <input
            id="closure-from"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            className={`mt-1.5 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor="closure-to" className="block text-sm font-semibold text-forest-950">
            To <span className="font-normal text-ink/70">(optional)</span>
          </label>
          <input
            id="closure-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
            className={`mt-1.5 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor="closure-reason" className="block text-sm font-semibold text-forest-950">
            Reason <span className="font-normal text-ink/70">(shown to subscribers)</span>
          </label>
          <input
            id="closure-reason"
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            className={`mt-1.5 ${inputClass}`}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={close.isPending}>
          {close.isPending ? 'Closing...' : 'Close the Kitchen'}
        </Button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-chili sm:col-span-4">
            {error}
          </p>
        ) : null}
      </form>
      <p className="mt-2 text-xs text-ink/70">
        Subscribers with a lunch that day are e-mailed
        {closures.data?.creditMeals === false
          ? ''
          : " and get one meal's credit ($15.00 weekly, $13.50 monthly)"}
        . Give at least 7 days&apos; notice.
      </p>
      {closures.data ? (
        <label className="mt-2 flex items-center gap-2 text-sm text-forest-950">
          <input
            type="checkbox"
            checked={closures.data.creditMeals}
            disabled={settings.isPending}
            onChange={(e) =>
              settings.mutate(
                { creditMeals: e.target.checked },
                {
                  onError: (failure) =>
                    toast({
                      title: 'Setting Not Saved',
                      description: messageOf(failure, 'Failed to save the setting'),
                      variant: 'destructive',
                    }),
                },
              )
            }
          />
          Credit one meal for each closed day (turn off when the plan already leaves out closed days)
        </label>
      ) : null}
      {closures.isPending ? (
        <div className="mt-4">
          <LoadingRows label="Loading the closed days..." rows={2} />
        </div>
      ) : closures.isError ? (
        <LoadFailed message={CLOSURES_LOAD_FAILED_MESSAGE} onRetry={() => void closures.refetch()} />
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-forest-950">Closed</h3>
            {closures.data.closures.length === 0 ? (
              <p className="mt-1 text-sm text-ink/70">No closed days.</p>
            ) : (
              <ul aria-label="Closed days" className="mt-1 divide-y divide-forest-900/5 text-sm">
                {closures.data.closures.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-3 py-2">
                    <span>
                      <span className="font-medium text-forest-950">{weekdayDate(c.day)}</span>
                      <span className="block text-ink/70">
                        {c.reason}
                        {c.creditsMeal ? '' : ' · no credit'}
                      </span>
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={reopen.isPending}
                      onClick={() =>
                        reopen.mutate(c.id, {
                          onSuccess: (answer) =>
                            toast({ title: 'Open Again', description: answer.message, variant: 'success' }),
                        })
                      }
                    >
                      Reopen
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold text-forest-950">Usual holidays</h3>
            <ul aria-label="Suggested holidays" className="mt-1 divide-y divide-forest-900/5 text-sm">
              {closures.data.suggestions.map((h) => (
                <li key={h.date} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-medium text-forest-950">{h.name}</span>
                    <span className="block text-ink/70">{weekdayDate(h.date)}</span>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => {
                      setFrom(h.date);
                      setTo('');
                      setReason(h.name);
                    }}
                  >
                    Use
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </AdminCard>
  );
}
