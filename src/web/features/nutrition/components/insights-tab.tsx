// The AI Insights tab (spec section 2): each recommendation with its title, priority, description, action items,
// nutritional focus and estimated impact; Generate New Insights; an empty state that leads to the log tab.
import type { Recommendation } from '../../../../contracts/nutrition';
import { formatLongDate } from '../../../../domain/dates';
import { Button } from '../../../components/ui/button';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { useRecommendations } from '../api/get-recommendations';
import { words } from '../lib/labels';
import { Card, Pill } from './card';
import { PriorityBadge } from './priority-badge';
import { useGenerateWithToast } from './top-recommendations';

function InsightCard({ insight }: { insight: Recommendation }) {
  return (
    <li>
      <Card labelledBy={`insight-${insight.id}`} className="h-full">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={`insight-${insight.id}`} className="font-display text-xl font-semibold text-forest-950">
            {insight.title}
          </h3>
          <PriorityBadge priority={insight.priority} />
        </div>
        <p className="mt-2 text-ink/75">{insight.description}</p>
        {insight.actionItems.length > 0 ? (
          <>
            <p className="mt-5 text-xs font-semibold tracking-[0.1em] text-forest-900/70 uppercase">
              Action items
            </p>
            <ul className="mt-2 space-y-2">
              {insight.actionItems.map((item) => (
                <li key={item} className="flex gap-2.5 text-sm text-forest-950">
                  <span
                    aria-hidden="true"
                    className="mt-1.5 h-1.5 w-1.5 shrink-0 rounded-full bg-saffron-500"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <dl className="mt-5 grid gap-3 border-t border-forest-900/10 pt-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold tracking-[0.1em] text-forest-900/70 uppercase">
              Nutritional focus
            </dt>
            <dd className="mt-1 font-medium text-forest-950">{words(insight.nutritionalFocus)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-[0.1em] text-forest-900/70 uppercase">
              Estimated impact
            </dt>
            <dd className="mt-1 font-medium text-forest-950">{insight.estimatedImpact}</dd>
          </div>
        </dl>
      </Card>
    </li>
  );
}

export function InsightsTab({ onLog }: { onLog: () => void }) {
  const recommendations = useRecommendations();
  const generate = useGenerateWithToast();
  const list = recommendations.data ?? [];
  const newest = list.reduce<string | null>(
    (at, r) => (at === null || r.createdAt > at ? r.createdAt : at),
    null,
  );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-3xl bg-forest-900 p-6 text-cream sm:p-7">
        <div>
          <p className="text-xs font-semibold tracking-[0.12em] text-saffron-400 uppercase">AI Insights</p>
          <h2 className="mt-1 font-display text-2xl font-semibold">What your last 14 days say</h2>
          <p className="mt-1 max-w-xl text-sm text-cream/75">
            Protein, energy against your goal, fiber, water, consistency and exercise, with the rest of today
            planned around our lunch.
            {newest ? ` Last generated ${formatLongDate(new Date(newest))}.` : ''}
          </p>
        </div>
        <Button onClick={generate.run} disabled={generate.isPending}>
          {generate.isPending ? 'Generating...' : 'Generate New Insights'}
        </Button>
      </div>

      {recommendations.isPending ? (
        <PanelSkeleton label="Loading your insights..." lines={4} />
      ) : recommendations.isError ? (
        <LoadFailed
          message="We could not load your insights. Please try again."
          onRetry={() => void recommendations.refetch()}
        />
      ) : list.length === 0 ? (
        <Card labelledBy="insights-empty" className="py-12 text-center">
          <h2 id="insights-empty" className="font-display text-2xl font-semibold text-forest-950">
            No insights yet
          </h2>
          <p className="mx-auto mt-2 max-w-md text-ink/70">
            Log a few days of meals and water, then generate insights. The more you log, the sharper they get.
          </p>
          <Button variant="secondary" className="mt-6" onClick={onLog}>
            Start Logging
          </Button>
        </Card>
      ) : (
        <ul aria-label="Your insights" className="grid gap-5 lg:grid-cols-2">
          {list.map((insight) => (
            <InsightCard key={insight.id} insight={insight} />
          ))}
        </ul>
      )}
      {list.some((r) => r.wording === 'model') ? (
        <p className="flex items-center gap-2 text-xs text-ink/60">
          <Pill>AI wording</Pill> Numbers come from our engine; a language model wrote the words.
        </p>
      ) : null}
    </div>
  );
}
