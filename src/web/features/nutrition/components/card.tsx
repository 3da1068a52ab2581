// The tracker's card and section heading, in the dashboard's look.
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export function Card({
  labelledBy,
  className,
  children,
}: {
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(
        'rounded-3xl border border-forest-900/10 bg-white p-5 shadow-sm shadow-forest-950/[0.03] sm:p-7',
        className,
      )}
    >
      {children}
    </section>
  );
}

export function CardTitle({
  id,
  eyebrow,
  children,
  action,
}: {
  id: string;
  eyebrow?: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.12em] text-saffron-700 uppercase">{eyebrow}</p>
        ) : null}
        <h2 id={id} className="mt-1 font-display text-2xl font-semibold text-forest-950">
          {children}
        </h2>
      </div>
      {action}
    </div>
  );
}

/** A small pill: the subscriber's own target, a food's source, a lunch entry. */
export function Pill({
  tone = 'forest',
  children,
}: {
  tone?: 'forest' | 'saffron' | 'sky';
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold tracking-wide uppercase',
        tone === 'forest' && 'bg-forest-100 text-forest-800',
        tone === 'saffron' && 'bg-saffron-100 text-saffron-700',
        tone === 'sky' && 'bg-sky-100 text-sky-800',
      )}
    >
      {children}
    </span>
  );
}
