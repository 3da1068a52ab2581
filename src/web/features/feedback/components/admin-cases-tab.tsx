// The back office's Cases tab (issue 44): the queue with each case's wait against the 24-business-hour promise, its
// thread, a reply (e-mailed), and the resolution: credit to the account, a refund of the card, or no action.
import { useState, type FormEvent } from 'react';
import { CASE_CATEGORY_LABELS, type AdminCase } from '../../../../contracts/cases';
import { formatCentralDateTime, formatWeekdayDate } from '../../../../domain/dates';
import { cents, formatUsd } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { messageOf } from '../../../lib/api-client';
import {
  ADMIN_CASES_LOAD_FAILED_MESSAGE,
  useAdminCases,
  useCasePhoto,
  useReplyToCase,
  useResolveCase,
} from '../api/admin-cases';

const fieldClass =
  'mt-1 block w-full rounded-lg border border-forest-900/25 bg-white px-3 py-2 text-sm text-ink focus:border-forest-700 focus:outline-none focus:ring-2 focus:ring-forest-700/30';

function Wait({ item }: { item: AdminCase }) {
  if (item.status === 'resolved') return <span className="text-xs text-ink/70">Resolved</span>;
  const tone = item.overdue
    ? 'bg-red-100 text-red-900'
    : item.firstReplyAt
      ? 'bg-emerald-50 text-emerald-900'
      : 'bg-amber-50 text-amber-900';
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {item.firstReplyAt ? 'Replied' : item.overdue ? 'Overdue' : 'Waiting'} · {item.waitingBusinessHours} of
      24 business h
    </span>
  );
}

function CasePhoto({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const detail = useCasePhoto(id, open);
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        Show the photo
      </Button>
    );
  }
  if (detail.isPending) return <p className="mt-2 text-xs text-ink/70">Loading the photo...</p>;
  if (detail.isError || !detail.data.photo)
    return <p className="mt-2 text-xs text-chili">Could not load the photo.</p>;
  return <img src={detail.data.photo} alt={`Photo of report #${id}`} className="mt-2 max-h-80 rounded-lg" />;
}

function ReplyForm({ item }: { item: AdminCase }) {
  const reply = useReplyToCase(item.id);
  const [message, setMessage] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    reply.mutate(message, { onSuccess: () => setMessage('') });
  };
  return (
    <form onSubmit={submit} className="mt-3">
      <label className="text-sm font-semibold text-forest-950">
        Reply (e-mailed to {item.subscriber.name.split(' ')[0]})
        <textarea
          className={`${fieldClass} min-h-20`}
          value={message}
          required
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      {reply.isError ? (
        <p role="alert" className="mt-1 text-sm text-chili">
          {messageOf(reply.error, 'Could not send the reply.')}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm" className="mt-2" disabled={reply.isPending}>
        {reply.isPending ? 'Sending...' : 'Send reply'}
      </Button>
    </form>
  );
}

function ResolveForm({ item }: { item: AdminCase }) {
  const resolve = useResolveCase(item.id);
  const [kind, setKind] = useState<'credit' | 'refund' | 'none'>('credit');
  const [dollars, setDollars] = useState((item.mealCents / 100).toFixed(2));
  const [reason, setReason] = useState('');
  // One key per form: a second press of the button refunds once.
  const [refundKey] = useState(() => crypto.randomUUID());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountCents = Math.round(Number(dollars) * 100);
    resolve.mutate(
      kind === 'credit'
        ? { kind, amountCents }
        : kind === 'refund'
          ? { kind, amountCents, idempotencyKey: refundKey }
          : { kind, reason },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mt-4 grid gap-2 rounded-xl bg-cream/60 p-3 sm:grid-cols-[auto_auto_1fr_auto] sm:items-end"
    >
      <label className="text-sm font-semibold text-forest-950">
        Make it right
        <select className={fieldClass} value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
          <option value="credit">Credit to the account</option>
          <option value="refund" disabled={item.refundableCents === null}>
            Refund the card
          </option>
          <option value="none">No action</option>
        </select>
      </label>
      {kind === 'none' ? (
        <label className="text-sm font-semibold text-forest-950 sm:col-span-2">
          Reason (sent to the subscriber)
          <input className={fieldClass} value={reason} required onChange={(e) => setReason(e.target.value)} />
        </label>
      ) : (
        <label className="text-sm font-semibold text-forest-950 sm:col-span-2">
          Amount ($)
          <input
            className={fieldClass}
            inputMode="decimal"
            value={dollars}
            required
            onChange={(e) => setDollars(e.target.value)}
          />
        </label>
      )}
      <Button type="submit" size="sm" disabled={resolve.isPending}>
        {resolve.isPending ? 'Resolving...' : 'Resolve'}
      </Button>
      {resolve.isError ? (
        <p role="alert" className="text-sm text-chili sm:col-span-4">
          {messageOf(resolve.error, 'Could not resolve the case.')}
        </p>
      ) : null}
    </form>
  );
}

function CaseCard({ item }: { item: AdminCase }) {
  return (
    <li className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-forest-950">
          #{item.id} {CASE_CATEGORY_LABELS[item.category]} · {item.subscriber.name}
        </p>
        <Wait item={item} />
      </div>
      <p className="mt-1 text-xs text-ink/70">
        Lunch of {formatWeekdayDate(item.date)}: {item.dishName} · reported{' '}
        {formatCentralDateTime(new Date(item.createdAt))}
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line">{item.description}</p>
      {item.hasPhoto ? <CasePhoto id={item.id} /> : null}
      {item.replies.map((r) => (
        <p key={r.id} className="mt-2 rounded-lg bg-forest-50 p-2 text-sm break-words whitespace-pre-line">
          <span className="font-semibold">{r.from === 'team' ? 'Tiffin Fit' : item.subscriber.name}: </span>
          {r.message}
        </p>
      ))}
      {item.resolution ? (
        <p className="mt-2 text-sm font-semibold text-emerald-800">
          {item.resolution.kind === 'none'
            ? 'No action'
            : `${item.resolution.kind === 'credit' ? 'Credited' : 'Refunded'} ${formatUsd(cents(item.resolution.amountCents ?? 0))}`}
          : {item.resolution.summary}
        </p>
      ) : (
        <>
          <ReplyForm item={item} />
          <ResolveForm item={item} />
        </>
      )}
    </li>
  );
}

export function AdminCasesTab() {
  const cases = useAdminCases();
  if (cases.isPending) return <PanelSkeleton label="Loading the cases..." lines={3} />;
  if (cases.isError)
    return <LoadFailed message={ADMIN_CASES_LOAD_FAILED_MESSAGE} onRetry={() => void cases.refetch()} />;
  if (cases.data.cases.length === 0) return <p className="text-sm text-ink/75">No problems reported yet.</p>;
  return (
    <ul className="grid gap-4">
      {cases.data.cases.map((c) => (
        <CaseCard key={c.id} item={c} />
      ))}
    </ul>
  );
}
