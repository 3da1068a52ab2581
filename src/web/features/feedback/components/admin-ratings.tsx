// The kitchen's view of ratings (issue 44): per dish over the last four weeks, and the overview's lowest-rated dishes.
import { RATING_TAG_LABELS, type DishRatings } from '../../../../contracts/ratings';
import { formatCalendarDate } from '../../../../domain/dates';
import { LoadFailed, PanelSkeleton } from '../../../components/ui/load-states';
import { ADMIN_RATINGS_LOAD_FAILED_MESSAGE, useAdminRatings } from '../api/admin-ratings';

function DishCard({ dish }: { dish: DishRatings }) {
  const most = Math.max(1, ...dish.distribution);
  return (
    <li className="rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm">
      <p className="font-semibold text-forest-950">{dish.dishName}</p>
      <p className="text-sm text-ink/80">
        {dish.average.toFixed(1)} of 5 from {dish.count} rating{dish.count === 1 ? '' : 's'}
      </p>
      <ol className="mt-2 grid gap-1" aria-label="How many gave each number of stars">
        {[5, 4, 3, 2, 1].map((n) => (
          <li key={n} className="flex items-center gap-2 text-xs">
            <span className="w-6 text-right">{n}★</span>
            <span
              className="h-2 rounded bg-saffron-500"
              style={{ width: `${((dish.distribution[n - 1] ?? 0) / most) * 60}%` }}
            />
            <span>{dish.distribution[n - 1] ?? 0}</span>
          </li>
        ))}
      </ol>
      {dish.weeks.length > 1 ? (
        <p className="mt-2 text-xs text-ink/70">
          By week:{' '}
          {dish.weeks.map((w) => `${formatCalendarDate(w.weekOf)} ${w.average.toFixed(1)}`).join(' · ')}
        </p>
      ) : null}
      {dish.tags.length > 0 ? (
        <p className="mt-1 text-xs text-ink/70">
          Tags: {dish.tags.map((t) => `${RATING_TAG_LABELS[t.tag]} (${t.count})`).join(', ')}
        </p>
      ) : null}
      {dish.comments.length > 0 ? (
        <ul className="mt-2 grid gap-1">
          {dish.comments.slice(0, 5).map((c, i) => (
            <li key={`${c.date}-${i}`} className="text-sm break-words">
              “{c.comment}”{' '}
              <span className="text-xs text-ink/70">
                — {c.name}, {c.stars}★
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export function AdminRatingsTab() {
  const ratings = useAdminRatings();
  if (ratings.isPending) return <PanelSkeleton label="Loading the ratings..." lines={3} />;
  if (ratings.isError)
    return <LoadFailed message={ADMIN_RATINGS_LOAD_FAILED_MESSAGE} onRetry={() => void ratings.refetch()} />;
  if (ratings.data.dishes.length === 0)
    return <p className="text-sm text-ink/75">No ratings in the last four weeks yet.</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {ratings.data.dishes.map((d) => (
        <DishCard key={d.dishName} dish={d} />
      ))}
    </ul>
  );
}

/** The overview's card: the three lowest averages of the last four weeks. */
export function LowestRatedCard() {
  const ratings = useAdminRatings();
  if (ratings.isPending || ratings.isError) return null;
  const lowest = ratings.data.dishes.slice(0, 3);
  return (
    <section
      aria-labelledby="lowest-rated"
      className="mt-6 rounded-2xl border border-forest-900/10 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="lowest-rated" className="font-display text-lg font-semibold text-forest-900">
        Lowest-rated dishes, last 4 weeks
      </h2>
      {lowest.length === 0 ? (
        <p className="mt-2 text-sm text-ink/75">No ratings yet.</p>
      ) : (
        <ol className="mt-2 grid gap-1">
          {lowest.map((d) => (
            <li key={d.dishName} className="flex justify-between gap-3 text-sm">
              <span>{d.dishName}</span>
              <span className="tabular-nums">
                {d.average.toFixed(1)} of 5 ({d.count})
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
