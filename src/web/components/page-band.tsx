// The dark band that opens a signed-in page (the dashboard, the tracker): a line above, the page's heading, what the
// page is for, and a row above them for links. Drawn by the build, so it is on screen before the page's script runs.
import type { ReactNode } from 'react';

export function PageBand({
  eyebrow,
  title,
  lede,
  top,
  titleClassName = 'text-4xl sm:text-5xl',
}: {
  eyebrow: string;
  title: string;
  lede: string;
  /** A row above the heading: the brand and the page's own buttons. */
  top?: ReactNode;
  titleClassName?: string;
}) {
  return (
    <header className="relative overflow-hidden border-b border-forest-900/10 bg-forest-900 text-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-saffron-500/20 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-14">
        {top ? (
          <div className="-mt-2 mb-6 flex flex-wrap items-center justify-between gap-4 sm:-mt-6 sm:mb-8">
            {top}
          </div>
        ) : null}
        <p className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">{eyebrow}</p>
        <h1 className={`mt-2 font-display font-bold tracking-tight ${titleClassName}`}>{title}</h1>
        <p className="mt-3 max-w-xl text-cream/80">{lede}</p>
      </div>
    </header>
  );
}
