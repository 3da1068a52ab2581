// The dashboard's building blocks: a card and its label (its loading and failed states are in components/ui).
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export function Panel({
  className,
  children,
  labelledBy,
}: {
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(
        'rounded-3xl border border-forest-900/10 bg-white p-6 shadow-sm shadow-forest-950/[0.03] sm:p-7',
        className,
      )}
    >
      {children}
    </section>
  );
}

/** A small uppercase label with an icon, as the top line of a card. */
export function PanelLabel({ id, icon, children }: { id?: string; icon: ReactNode; children: ReactNode }) {
  return (
    <h2
      id={id}
      className="flex items-center gap-2.5 text-xs font-semibold tracking-[0.12em] text-forest-900/75 uppercase"
    >
      <span
        aria-hidden="true"
        className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-forest-50 text-forest-800"
      >
        {icon}
      </span>
      {children}
    </h2>
  );
}
