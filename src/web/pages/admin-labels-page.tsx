// /admin/labels?date=: the day's box labels, printed on 2" x 4" label sheets (ten to a US Letter page).
import { useSearchParams } from 'react-router';
import { addDays, localDate, nextKitchenDay } from '../../domain/calendar';
import { countOf } from '../../domain/plural';
import { Button } from '../components/ui/button';
import { LABELS_LOAD_FAILED_MESSAGE, useLabels } from '../features/admin/api/get-labels';
import { LabelSheets, sheetsOf } from '../features/admin/components/kitchen/label-sheet';
import { AdminCard, LoadFailed, LoadingRows, smallInputClass } from '../features/admin/components/admin-ui';
import { calendarDate } from '../features/admin/format';
import { useServerClock } from '../lib/site-config';
import { AdminShell } from './admin-shell';

export function AdminLabelsPage() {
  const [params, setParams] = useSearchParams();
  const fallback = useServerClock(nextKitchenDay);
  const asked = params.get('date');
  const date = asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : fallback;
  const labels = useLabels(date);
  const count = labels.data ? sheetsOf(labels.data.labels).reduce((n, sheet) => n + sheet.length, 0) : 0;

  function pick(value: string) {
    if (value) setParams({ date: value }, { replace: true });
  }

  return (
    <AdminShell
      title="Labels"
      forStaff
      description="One label per box for a day’s lunches: figures, ingredients, allergens and keeping time."
    >
      <div className="grid grid-cols-1 gap-4">
        <AdminCard className="print:hidden">
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" onClick={() => pick(addDays(localDate(date), -1))}>
              Previous day
            </Button>
            <label htmlFor="labels-date" className="sr-only">
              Day
            </label>
            <input
              id="labels-date"
              type="date"
              value={date}
              onChange={(e) => pick(e.target.value)}
              className={`${smallInputClass} w-auto`}
            />
            <Button variant="outline" size="sm" onClick={() => pick(addDays(localDate(date), 1))}>
              Next day
            </Button>
            <Button size="sm" className="sm:ml-auto" onClick={() => window.print()} disabled={count === 0}>
              Print labels
            </Button>
          </div>
          <p className="mt-3 text-xs text-ink/70">
            Print at 100% (no “fit to page”) on 2" x 4" label sheets, ten to a page (Avery 5163 or the same
            layout).
          </p>
        </AdminCard>
        {labels.isError ? (
          <LoadFailed message={LABELS_LOAD_FAILED_MESSAGE} onRetry={() => void labels.refetch()} />
        ) : labels.isPending ? (
          <LoadingRows label="Loading the labels..." />
        ) : (
          <>
            <p className="text-sm text-ink/75 print:hidden" aria-live="polite">
              <strong className="text-forest-950">{calendarDate(labels.data.date)}</strong>:{' '}
              {count === 0
                ? 'no boxes to label (no paid lunches that day, or no pickup).'
                : `${countOf(count, 'label')} on ${countOf(Math.ceil(count / 10), 'sheet')}.`}
            </p>
            <LabelSheets data={labels.data} />
          </>
        )}
      </div>
    </AdminShell>
  );
}
