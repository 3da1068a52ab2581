// The Overview's top three recommendations with their priority and a view-all, or Generate Insights when none exist.
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { useGenerateRecommendations } from '../api/generate-recommendations';
import { useRecommendations } from '../api/get-recommendations';
import { errorToast } from '../lib/mutation-toast';
import { Card, CardTitle } from './card';
import { PriorityBadge } from './priority-badge';

export function useGenerateWithToast() {
  const generate = useGenerateRecommendations();
  const run = () =>
    generate.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Recommendations Generated!',
          description: 'Your insights are ready.',
          variant: 'success',
        }),
      onError: errorToast,
    });
  return { run, isPending: generate.isPending };
}

export function TopRecommendations({ onViewAll }: { onViewAll: () => void }) {
  const recommendations = useRecommendations();
  const generate = useGenerateWithToast();
  const top = (recommendations.data ?? []).slice(0, 3);

  return (
    <Card labelledBy="top-recommendations" className="lg:col-span-3">
      <CardTitle
        id="top-recommendations"
        eyebrow="AI Insights"
        action={
          top.length > 0 ? (
            <Button size="sm" variant="outline" onClick={onViewAll}>
              View all insights
            </Button>
          ) : null
        }
      >
        Recommendations for You
      </CardTitle>
      {recommendations.isPending ? (
        <div
          role="status"
          aria-label="Loading your insights..."
          className="mt-5 h-24 rounded-2xl bg-forest-50 motion-safe:animate-pulse"
        />
      ) : top.length === 0 ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-forest-50 px-5 py-5">
          <p className="max-w-lg text-sm text-ink/75">
            Insights look at your last 14 days (protein, energy against your goal, fiber, water, consistency
            and exercise) and plan the rest of today around our lunch.
          </p>
          <Button variant="secondary" onClick={generate.run} disabled={generate.isPending}>
            {generate.isPending ? 'Generating...' : 'Generate Insights'}
          </Button>
        </div>
      ) : (
        <ul className="mt-5 grid gap-3 md:grid-cols-3">
          {top.map((r) => (
            <li key={r.id} className="flex flex-col rounded-2xl border border-forest-900/10 p-4">
              <PriorityBadge priority={r.priority} />
              <p className="mt-3 font-semibold text-forest-950">{r.title}</p>
              <p className="mt-1 line-clamp-3 text-sm text-ink/70">{r.description}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
