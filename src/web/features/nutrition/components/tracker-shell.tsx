// The tracker's page shell: a header band with the title and a short promise, and the content width below it.
import type { ReactNode } from 'react';
import { PageBand } from '../../../components/page-band';

export function TrackerShell({ children }: { children: ReactNode }) {
  return (
    <>
      <PageBand
        eyebrow="For subscribers"
        title="Nutrition Tracker"
        lede="Targets from your body and goal, Indian foods and our own lunch in one tap, insights that know your day."
      />
      {/* At least a screen tall: the footer starts below the fold, and the tracker filling in does not move it in view.
          A div: the site layout's <main id="main"> already holds the page. */}
      <div className="mx-auto min-h-svh max-w-6xl px-4 py-8 sm:px-6 sm:py-10">{children}</div>
    </>
  );
}
