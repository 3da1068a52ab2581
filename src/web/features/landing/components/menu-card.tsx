// One weekday's lunch: its photo or picture, badge, live rating, dishes with icons, headline macros and Nutrition Info.
import type { MenuDay, Weekday } from '../../../../contracts/menu';
import { MealPicture } from '../art/meal-picture';
import { DishList } from './dish-list';
import { NutritionPanel } from './nutrition-panel';

export function dayName(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

const BACKDROPS: Record<Weekday, string> = {
  monday: 'bg-[radial-gradient(circle_at_50%_45%,#fdf0d5,#f8dfae)]',
  tuesday: 'bg-[radial-gradient(circle_at_50%_45%,#f1f7f3,#cfe3d6)]',
  wednesday: 'bg-[radial-gradient(circle_at_50%_45%,#fff1e8,#f9d3bf)]',
  thursday: 'bg-[radial-gradient(circle_at_50%_45%,#fbf3e4,#eed9b4)]',
  friday: 'bg-[radial-gradient(circle_at_50%_45%,#1b6a4f,#0f3d2e)]',
};

export function MenuCard({
  day,
  rating,
}: {
  day: MenuDay;
  /** The dish's live average, when enough subscribers rated it: drawn over the picture, so nothing moves. */
  rating?: { average: number; subscribers: number } | undefined;
}) {
  const titleId = `menu-${day.day}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-[28px] bg-white shadow-[0_1px_2px_rgba(7,34,25,0.06),0_24px_48px_-28px_rgba(7,34,25,0.35)] ring-1 ring-forest-900/5"
    >
      <div className={`relative aspect-[16/11] overflow-hidden ${BACKDROPS[day.day]}`}>
        {day.photoUrl ? (
          // The kitchen's photo when there is one (issue 42), in the drawing's box: the page does not move.
          <img
            src={day.photoUrl}
            alt={day.title}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <MealPicture image={day.image} className="absolute inset-0 m-auto h-[90%] w-auto drop-shadow-md" />
        )}
        <span className="absolute top-4 left-4 rounded-full bg-forest-900 px-3 py-1 text-xs font-semibold text-cream shadow-sm">
          {day.badge}
        </span>
        {rating ? (
          <span className="absolute top-4 right-4 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-forest-900 shadow-sm">
            <span aria-hidden="true" className="text-saffron-600">
              ★
            </span>{' '}
            {rating.average.toFixed(1)} from {rating.subscribers} subscribers
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-xs font-semibold tracking-[0.2em] text-[#9a5b05] uppercase">{dayName(day.day)}</p>
        <h3 id={titleId} className="mt-2 font-display text-2xl leading-tight font-semibold text-forest-900">
          {day.title}
        </h3>
        <p className="mt-2 text-[15px] leading-relaxed text-ink/70">{day.description}</p>
        <p className="mt-4 flex items-baseline gap-4 text-sm text-ink/70">
          <span>
            <span className="font-display text-2xl font-semibold text-forest-900">
              {day.nutrition.protein} g
            </span>{' '}
            protein
          </span>
          <span aria-hidden="true" className="h-4 w-px self-center bg-forest-900/15" />
          <span>
            <span className="font-display text-2xl font-semibold text-forest-900">
              {day.nutrition.calories}
            </span>{' '}
            kcal
          </span>
        </p>
        <DishList items={day.items} label={`${dayName(day.day)} dishes`} tone="light" />
        <div className="mt-auto">
          <NutritionPanel nutrition={day.nutrition} />
        </div>
      </div>
    </article>
  );
}
