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
      {/* With a row of links above, a phone is spared the line above the heading: the pickup code below stays in view. */}
      <div
        className={`relative mx-auto max-w-6xl px-4 sm:px-6 ${top ? 'pt-4 pb-7 sm:pt-8 sm:pb-14' : 'py-8 sm:py-14'}`}
      >
        {top ? (
          <div className="mb-5 flex flex-wrap items-center justify-between gap-4 sm:mb-8">{top}</div>
        ) : null}
        <p
          className={`text-sm font-semibold tracking-widest text-saffron-400 uppercase ${top ? 'max-sm:hidden' : ''}`}
        >
          {eyebrow}
        </p>
        <h1 className={`font-display font-bold tracking-tight ${top ? 'sm:mt-2' : 'mt-2'} ${titleClassName}`}>
          {title}
        </h1>
        <p className="mt-3 max-w-xl text-cream/80">{lede}</p>
      </div>
    </header>
  );
}
