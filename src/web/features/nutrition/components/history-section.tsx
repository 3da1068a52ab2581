// Progress over 7, 30 or 90 days; the charts themselves come in their own chunk, drawn when the section nears the
// screen: below the day's numbers on a phone, they would otherwise hold the page's first second (issue 22).
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { useUnits } from '../api/get-preferences';
import { useHistory, type HistoryWindow } from '../api/get-history';
import { Card, CardTitle } from './card';

const ProgressCharts = lazy(() => import('./progress-charts').then((m) => ({ default: m.ProgressCharts })));

const WINDOWS: HistoryWindow[] = [7, 30, 90];

/** True once the element is within 200 px of the viewport, and from then on (true at once without IntersectionObserver). */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

function ChartsPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="h-[17rem] rounded-2xl bg-forest-50 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

export function HistorySection() {
  const [days, setDays] = useState<HistoryWindow>(30);
  const history = useHistory(days);
  const units = useUnits();
  const chartsRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(chartsRef);
  return (
    <Card labelledBy="history-section" className="lg:col-span-3">
      <CardTitle
        id="history-section"
        eyebrow="Progress"
        action={
          <div role="radiogroup" aria-label="Chart window" className="flex rounded-full bg-forest-50 p-1">
            {WINDOWS.map((w) => (
              <button
                key={w}
                type="button"
                role="radio"
                aria-checked={days === w}
                onClick={() => setDays(w)}
                className={cn(
                  'rounded-full px-3.5 py-1.5 text-sm font-semibold transition-colors',
                  days === w
                    ? 'bg-forest-900 text-cream shadow-sm'
                    : 'text-forest-900/75 hover:text-forest-900',
                )}
              >
                {w} days
              </button>
            ))}
          </div>
        }
      >
        Your Trends
      </CardTitle>
      <div ref={chartsRef} className="mt-5">
        {history.isError ? (
          <p role="alert" className="text-sm text-chili">
            We could not load your progress. Please try again.
          </p>
        ) : history.data && near ? (
          <Suspense fallback={<ChartsPlaceholder label="Drawing your charts..." />}>
            <ProgressCharts history={history.data} units={units} today={history.data.to} />
          </Suspense>
        ) : (
          <ChartsPlaceholder label="Loading your progress..." />
        )}
      </div>
    </Card>
  );
}
