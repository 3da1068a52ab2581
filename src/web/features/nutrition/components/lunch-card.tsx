// "I had today's lunch": the day's dish from our menu (Friday: the special the subscriber chose) in one tap, once a day.
import { lazy, Suspense } from 'react';
import { Button } from '../../../components/ui/button';
import { useLunch } from '../api/get-lunch';
import { usePendingLogs } from '../api/log-queue';
import { lunchCall, useLogLunch } from '../api/log-lunch';
import { formatInt, formatOne } from '../lib/labels';
import { errorToast, loggedToast } from '../lib/mutation-toast';

/** Loaded once a lunch is logged: the tracker's first load does not carry the ratings' code. */
const LunchRatingPrompt = lazy(() =>
  import('../../../components/lunch-rating/lunch-rating-prompt').then((m) => ({
    default: m.LunchRatingPrompt,
  })),
);

export function LunchCard({ date, today }: { date: string; today: string }) {
  const lunch = useLunch(date);
  const logLunch = useLogLunch();
  const isToday = date === today;
  const pending = usePendingLogs().some((c) => c.meta.kind === 'lunch' && c.meta.date === date && !c.refused);

  if (lunch.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the day's lunch..."
        className="h-36 rounded-3xl bg-forest-900/90 motion-safe:animate-pulse"
      />
    );
  }
  if (lunch.isError) return null;
  const dish = lunch.data;

  function logIt() {
    logLunch.mutate(lunchCall(dish), {
      onSuccess: (outcome) =>
        loggedToast(outcome, {
          title: 'Lunch Logged!',
          description: `${dish.name ?? 'Your lunch'} has been added to the day.`,
        }),
      onError: errorToast,
    });
  }

  return (
    <section
      aria-labelledby="lunch-title"
      className="relative overflow-hidden rounded-3xl bg-forest-900 p-5 text-cream shadow-sm sm:p-7"
    >
      <div
        aria-hidden="true"
        className="absolute -right-10 -bottom-16 h-44 w-44 rounded-full bg-saffron-500/25 blur-2xl"
      />
      <p className="relative text-xs font-semibold tracking-[0.12em] text-saffron-400 uppercase">
        {isToday ? "Today's lunch" : 'Lunch that day'}
      </p>
      {dish.available ? (
        <div className="relative">
          <h2 id="lunch-title" className="mt-1 font-display text-2xl font-semibold">
            {dish.name}
          </h2>
          <p className="mt-1 text-sm text-cream/75">
            {formatInt(dish.calories)} kcal · {formatOne(dish.protein)} g protein · {formatOne(dish.carbs)} g
            carbs · {formatOne(dish.fat)} g fat
          </p>
          <Button
            className="mt-4 w-full sm:w-auto"
            onClick={logIt}
            disabled={dish.logged || pending || logLunch.isPending}
          >
            {dish.logged
              ? 'Lunch logged ✓'
              : pending
                ? 'Lunch saved · pending'
                : logLunch.isPending
                  ? 'Logging...'
                  : isToday
                    ? "I had today's lunch"
                    : "I had this day's lunch"}
          </Button>
          {dish.logged ? (
            <Suspense fallback={null}>
              <LunchRatingPrompt date={date} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <div className="relative">
          <h2 id="lunch-title" className="mt-1 font-display text-2xl font-semibold">
            No lunch service
          </h2>
          <p className="mt-1 text-sm text-cream/75">We cook Monday to Friday. Log what you ate below.</p>
        </div>
      )}
    </section>
  );
}
