// The tracker's "How was it?" once our lunch of a day is logged (issue 44): the same stars as the dashboard's, shown
// only while that lunch is open to rating (picked up or its window closed, for 7 days), nothing otherwise.
import { useRatings } from './get-ratings';
import { LunchStars } from './lunch-stars';

export function LunchRatingPrompt({ date }: { date: string }) {
  const ratings = useRatings();
  const meal = ratings.data?.open.find((m) => m.date === date);
  if (!meal) return null;
  return (
    <section aria-label={`Rate ${meal.dishName}`} className="relative mt-4 rounded-2xl bg-cream p-4 text-ink">
      <p className="text-sm font-semibold text-forest-950">
        {meal.rating ? 'Your rating' : 'How was it?'}{' '}
        <span className="font-normal text-ink/75">One tap tells the kitchen what to cook again.</span>
      </p>
      <div className="mt-2">
        <LunchStars meal={meal} />
      </div>
    </section>
  );
}
