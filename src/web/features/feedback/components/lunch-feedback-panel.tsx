// The dashboard's "Your lunches" card (issue 44): stars for each lunch picked up in the last 7 days, a problem
// reported within 48 hours (with a photo), and the replies of the team on each report.
import { useState, type FormEvent } from 'react';
import {
  CASE_CATEGORIES,
  CASE_CATEGORY_LABELS,
  type CaseCategory,
  type SubscriberCase,
} from '../../../../contracts/cases';
import { formatWeekdayDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { messageOf } from '../../../lib/api-client';
import { useSiteSettings } from '../../../lib/site-config';
import { CASES_LOAD_FAILED_MESSAGE, useCases } from '../api/get-cases';
import { RATINGS_LOAD_FAILED_MESSAGE, useRatings } from '../../../components/lunch-rating/get-ratings';
import { LunchStars } from '../../../components/lunch-rating/lunch-stars';
import { readPhoto, useReportProblem } from '../api/report-problem';

const fieldClass =
  'mt-1 block w-full rounded-xl border border-forest-900/25 bg-white px-3 py-2 text-sm text-ink focus:border-forest-700 focus:outline-none focus:ring-2 focus:ring-forest-700/30';

function ReportForm({ date, onDone }: { date: string; onDone: () => void }) {
  const report = useReportProblem();
  const { contactEmail } = useSiteSettings();
  const [category, setCategory] = useState<CaseCategory>('quality');
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = photo ? await readPhoto(photo) : undefined;
    report.mutate(
      { date, category, description, ...(data ? { photo: data } : {}) },
      { onSuccess: (answer) => setSent(answer.message) },
    );
  };
  if (sent) {
    return (
      <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900">
        {sent}{' '}
        <button type="button" className="font-semibold underline" onClick={onDone}>
          Close
        </button>
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 grid gap-3 rounded-2xl bg-cream/60 p-4">
      <label className="text-sm font-semibold text-forest-950">
        What went wrong?
        <select
          className={fieldClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as CaseCategory)}
        >
          {CASE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CASE_CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold text-forest-950">
        Tell us what happened
        <textarea
          className={`${fieldClass} min-h-24`}
          value={description}
          maxLength={2000}
          required
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className="text-sm font-semibold text-forest-950">
        A photo (optional)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block w-full text-sm font-normal text-ink/80 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border file:border-forest-900/20 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-forest-900 hover:file:bg-forest-50"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
      </label>
      {report.isError ? (
        <p role="alert" className="text-sm text-chili">
          {messageOf(report.error, 'Could not send your report. Please try again.')}{' '}
          <a className="font-semibold underline" href={`mailto:${contactEmail}`}>
            Write to us at {contactEmail}
          </a>
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const STATUS_LABELS: Record<SubscriberCase['status'], string> = {
  open: 'Received',
  replied: 'Replied',
  resolved: 'Resolved',
};

const reportAnchor = (item: SubscriberCase) => `report-${item.id}`;

/** In place of "Report a problem" on a lunch already reported: where its report stands, and a way to it. */
function ReportedLink({ item }: { item: SubscriberCase }) {
  return (
    <a
      href={`#${reportAnchor(item)}`}
      className="group mt-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-forest-900"
    >
      <span className="underline underline-offset-4 group-hover:text-forest-700">
        Reported: {STATUS_LABELS[item.status]}
      </span>
      <span className="text-xs font-normal text-ink/70">Report #{item.id}</span>
    </a>
  );
}

function CaseItem({ item }: { item: SubscriberCase }) {
  return (
    <li
      id={reportAnchor(item)}
      tabIndex={-1}
      className="scroll-mt-4 rounded-2xl border border-forest-900/10 p-4 outline-none target:border-saffron-400 target:ring-2 target:ring-saffron-400/40"
    >
      <p className="text-sm font-semibold text-forest-950">
        Report #{item.id}: {CASE_CATEGORY_LABELS[item.category]} ({formatWeekdayDate(item.date)})
        <span className="ml-2 rounded-full bg-forest-50 px-2 py-0.5 text-xs font-medium text-forest-800">
          {STATUS_LABELS[item.status]}
        </span>
      </p>
      <p className="mt-1 text-sm break-words text-ink/80">{item.description}</p>
      {item.replies
        .filter((r) => r.from === 'team')
        .map((r) => (
          <p
            key={r.id}
            className="mt-2 rounded-xl bg-forest-50 p-3 text-sm break-words whitespace-pre-line text-forest-950"
          >
            <span className="font-semibold">Tiffin Fit: </span>
            {r.message}
          </p>
        ))}
    </li>
  );
}

export function LunchFeedbackPanel() {
  const ratings = useRatings();
  const cases = useCases();
  const { contactEmail } = useSiteSettings();
  const [reporting, setReporting] = useState<string | null>(null);
  if (ratings.isPending || cases.isPending)
    return <PanelSkeleton label="Loading your lunches..." lines={2} />;
  if (ratings.isError)
    return <LoadFailed message={RATINGS_LOAD_FAILED_MESSAGE} onRetry={() => void ratings.refetch()} />;
  if (cases.isError)
    return <LoadFailed message={CASES_LOAD_FAILED_MESSAGE} onRetry={() => void cases.refetch()} />;
  const reportable = new Map(cases.data.reportable.map((r) => [r.date, r]));
  // A lunch can be reported before it can be rated (a missing meal at 12:30 PM): list both.
  const days = [
    ...new Set([...cases.data.reportable.map((r) => r.date), ...ratings.data.open.map((m) => m.date)]),
  ].sort((a, b) => b.localeCompare(a));
  const open = new Map(ratings.data.open.map((m) => [m.date, m]));
  // The newest report of each lunch (the list comes newest first).
  const reported = new Map<string, SubscriberCase>();
  for (const item of cases.data.cases) if (!reported.has(item.date)) reported.set(item.date, item);
  return (
    <section
      aria-labelledby="your-lunches"
      className="rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm shadow-forest-950/[0.03] sm:p-7"
    >
      <h2 id="your-lunches" className="font-display text-xl font-semibold text-forest-950">
        Your lunches
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        Rate each lunch after pickup; the kitchen reads every rating. Something wrong? Tell us within 48 hours
        and we make it right.
      </p>
      {days.length === 0 ? (
        <p className="mt-4 text-sm text-ink/75">After your next pickup you can rate that lunch here.</p>
      ) : (
        <ul className="mt-4 divide-y divide-forest-900/10">
          {days.map((day) => {
            const meal = open.get(day);
            const canReport = reportable.get(day);
            const report = reported.get(day);
            return (
              <li key={day} className="py-4">
                <p className="text-sm font-semibold text-forest-950">
                  {formatWeekdayDate(day)}: {meal?.dishName ?? canReport?.dishName}
                </p>
                {meal ? (
                  <LunchStars meal={meal} />
                ) : (
                  <p className="text-xs text-ink/70">Rate it once you have picked it up.</p>
                )}
                {report ? <ReportedLink item={report} /> : null}
                {/* A lunch is reported once until its report is resolved (the server says so too: 409). */}
                {reporting === day ? (
                  <ReportForm date={day} onDone={() => setReporting(null)} />
                ) : canReport && (!report || report.status === 'resolved') ? (
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => setReporting(day)}>
                    {report ? 'Report another problem' : 'Report a problem'}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink/70">
        A problem with an older lunch? The 48-hour window has passed, but write to us at{' '}
        <a className="font-semibold underline" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>{' '}
        and we will read it.
      </p>
      {cases.data.cases.length > 0 ? (
        <>
          <h3 className="mt-6 text-sm font-semibold tracking-wide text-forest-900/80 uppercase">
            Your reports
          </h3>
          <ul className="mt-2 grid gap-3">
            {cases.data.cases.map((c) => (
              <CaseItem key={c.id} item={c} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
