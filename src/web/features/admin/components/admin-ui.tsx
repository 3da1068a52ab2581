// The back office's building blocks: cards, badges, dense tables, and the one loading and error state of each.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadFailed as SharedLoadFailed } from '../../../components/ui/load-states';
import { cn } from '../../../lib/cn';
import { humanize } from '../format';

export function AdminCard({
  title,
  actions,
  children,
  className,
  id,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      className={cn('rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          {title ? (
            <h2 id={headingId} className="font-display text-lg font-semibold text-forest-900">
              {title}
            </h2>
          ) : null}
          {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export type Tone = 'green' | 'red' | 'yellow' | 'grey' | 'blue' | 'violet' | 'rose' | 'teal' | 'lime';

/** Each tone's text on its own background: at least 4.5:1 (WCAG AA), held by admin-ui-tones.test.ts. */
export const TONES: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  yellow: 'bg-amber-50 text-amber-900 ring-amber-600/25',
  grey: 'bg-stone-100 text-stone-700 ring-stone-500/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  violet: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  rose: 'bg-rose-50 text-rose-800 ring-rose-600/20',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/20',
  lime: 'bg-lime-50 text-lime-900 ring-lime-600/25',
};

export function Badge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

/** Label-value pairs, two columns: a record's facts. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink/65">{label}</dt>
      <dd className="font-medium break-words text-forest-950">{children}</dd>
    </>
  );
}

/** Spec section 4: active green, cancelled red, paused yellow, anything else grey. */
const STATUS_TONES: Partial<Record<string, Tone>> = { active: 'green', cancelled: 'red', paused: 'yellow' };

export function StatusBadge({ status }: { status: string | null }) {
  if (status === null) return <Badge tone="grey">No subscription</Badge>;
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{humanize(status)}</Badge>;
}

export function PlanBadge({ plan }: { plan: string | null }) {
  if (plan === null) return <span className="text-ink/70">-</span>;
  return <Badge tone={plan === 'monthly' ? 'blue' : 'grey'}>{humanize(plan)}</Badge>;
}

export function LoadFailed(props: { message: string; onRetry?: () => void }) {
  return <SharedLoadFailed compact {...props} />;
}

/** Grey bars where rows will be. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="space-y-2 motion-safe:animate-pulse">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="h-9 rounded-lg bg-forest-50" />
        ))}
      </div>
    </div>
  );
}

/** A dense table that scrolls sideways on a narrow screen instead of squeezing its columns. */
export function DataTable({
  label,
  head,
  children,
  minWidth = 720,
}: {
  label: string;
  head: ReactNode[];
  children: ReactNode;
  minWidth?: number;
}) {
  return (
    <div
      className="tf-scroll-shadows -mx-4 overflow-x-auto sm:mx-0 sm:rounded-xl sm:border sm:border-forest-900/10"
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
    >
      <table aria-label={label} className="w-full border-collapse text-left text-sm" style={{ minWidth }}>
        <thead className="bg-stone-50 text-xs font-semibold tracking-wide text-ink/70 uppercase">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="px-3 py-2.5 whitespace-nowrap first:pl-4">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-forest-900/5">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClass = 'px-3 py-2.5 align-middle first:pl-4';

/**
 * A table's only row when it has none: left-aligned on a phone, where the table scrolls sideways and its middle is
 * out of sight.
 */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-4 py-8 text-left text-ink/70 sm:text-center">
        {children}
      </td>
    </tr>
  );
}

/** Previous / Next with "Showing 1-50 of 312". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  busy,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-ink/75">
      <p aria-live="polite">
        {total === 0 ? 'No results' : `Showing ${first}-${last} of ${total.toLocaleString('en-US')}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** One page of a paged list as its query stands: failed (with Try again), loading, or the rows and the pager. */
export function PagedList<T extends { total: number }>({
  query,
  failedMessage,
  loadingLabel,
  page,
  pageSize,
  onPage,
  children,
}: {
  query: UseQueryResult<T>;
  failedMessage: string;
  loadingLabel: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadFailed message={failedMessage} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingRows label={loadingLabel} />;
  return (
    <>
      {children(query.data)}
      <Pager
        page={page}
        pageSize={pageSize}
        total={query.data.total}
        onPage={onPage}
        busy={query.isFetching}
      />
    </>
  );
}

/** A list's filter: a select whose first option is "All ...", labelled for screen readers. */
export function FilterSelect<T extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  optionLabel = humanize,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: T | '';
  options: readonly T[];
  optionLabel?: (value: T) => string;
  onChange: (value: T | '') => void;
}) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) => onChange(e.target.value as T | '')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </>
  );
}

export const selectClass =
  'h-9 rounded-lg border border-forest-900/20 bg-white px-2.5 text-sm text-ink shadow-sm focus:border-forest-700 focus:ring-2 focus:ring-forest-700/20 focus:outline-none';
/** Without a width: add w-full, or a fixed width, where it is used. */
export const smallInputClass =
  'h-9 rounded-lg border border-forest-900/20 bg-white px-3 text-sm text-ink shadow-sm placeholder:text-ink/45 focus:border-forest-700 focus:ring-2 focus:ring-forest-700/20 focus:outline-none aria-[invalid=true]:border-chili';
