// A lunch's five stars (issue 44), as the dashboard's lunches and the tracker's lunch card show them: a tap records the
// rating, which can be changed while the lunch is open to rating.
import type { RatableMeal } from '../../../contracts/ratings';
import { formatWeekdayDate } from '../../../domain/dates';
import { messageOf } from '../../lib/api-client';
import { useRateLunch } from './rate-lunch';

export function LunchStars({ meal }: { meal: RatableMeal }) {
  const rate = useRateLunch();
  const given =
    rate.variables?.date === meal.date && rate.isPending ? rate.variables.stars : meal.rating?.stars;
  return (
    <div>
      <div role="group" aria-label={`Rate ${meal.dishName}`} className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`${n} of 5 stars`}
            aria-pressed={given === n}
            disabled={rate.isPending}
            onClick={() => rate.mutate({ date: meal.date, stars: n })}
            className={`grid h-11 w-11 place-items-center rounded-full text-2xl leading-none ${
              given !== undefined && n <= given ? 'text-saffron-500' : 'text-ink/25'
            } hover:bg-forest-50`}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </div>
      <p role="status" className="mt-1 text-xs text-ink/70">
        {rate.isError
          ? messageOf(rate.error, 'Could not save your rating. Please try again.')
          : meal.rating
            ? `You gave it ${meal.rating.stars} of 5. You can change it until ${formatWeekdayDate(meal.changeableUntil.slice(0, 10))}.`
            : 'Tap the stars to rate it.'}
      </p>
    </div>
  );
}
