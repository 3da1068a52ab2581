// The tracker's page shell: a header band with the title and a short promise, and the content width below it.
import type { ReactNode } from 'react';

export function TrackerShell({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <>
      <header className="relative overflow-hidden border-b border-forest-900/10 bg-forest-900 text-cream">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-saffron-500/20 blur-3xl"
        />
        <div className="relative mx-auto flex max-w-6xl flex-wrap items-end justify-between gap-6 px-4 py-10 sm:px-6 sm:py-14">
          <div>
            <p className="text-sm font-semibold tracking-widest text-saffron-400 uppercase">
              For subscribers
            </p>
            <h1 className="mt-2 font-display text-4xl font-bold tracking-tight sm:text-5xl">
              Nutrition Tracker
            </h1>
            <p className="mt-3 max-w-xl text-cream/80">
              Targets from your body and goal, Indian foods and our own lunch in one tap, insights that know
              your day.
            </p>
          </div>
          {aside}
        </div>
      </header>
      {/* At least a screen tall: the footer starts below the fold, and the tracker filling in does not move it in view. */}
      <main id="main" className="mx-auto min-h-svh max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        {children}
      </main>
    </>
  );
}
