// The Friday Special: the day's choice of specials as the dated menu has them (GET /api/menu), the week's featured card.
import type { MenuDay } from '../../../../contracts/menu';
import { MealIllustration } from '../art/meal-illustration';
import { DishList } from './dish-list';
import { dayName } from './menu-card';
import { NutritionPanel } from './nutrition-panel';

export function FridaySpecialCard({ day }: { day: MenuDay }) {
  const titleId = `menu-${day.day}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="tf-grain grid overflow-hidden rounded-[32px] bg-forest-900 text-cream shadow-[0_30px_60px_-30px_rgba(7,34,25,0.6)] md:grid-cols-[1fr_1.1fr]"
    >
      <div className="relative flex items-center justify-center bg-[radial-gradient(circle_at_50%_50%,rgba(245,184,65,0.35),transparent_65%)] p-8 sm:p-12">
        {day.photoUrl ? (
          <img
            src={day.photoUrl}
            alt={day.title}
            loading="lazy"
            decoding="async"
            className="aspect-[4/3] w-full max-w-sm rounded-3xl object-cover shadow-2xl"
          />
        ) : (
          <MealIllustration image={day.image} className="w-full max-w-sm drop-shadow-2xl" />
        )}
        <span className="absolute top-5 left-5 rounded-full bg-saffron-400 px-3 py-1 text-xs font-bold text-forest-950 shadow">
          {day.badge}
        </span>
      </div>
      <div className="flex flex-col p-7 sm:p-10">
        <p className="text-xs font-semibold tracking-[0.2em] text-saffron-400 uppercase">
          {dayName(day.day)} Special
        </p>
        <h3 id={titleId} className="mt-3 font-display text-3xl leading-tight font-semibold sm:text-4xl">
          {day.title}
        </h3>
        <p className="mt-3 text-base leading-relaxed text-cream/80">{day.description}</p>
        <p className="mt-5 text-sm font-semibold text-cream/90">Your pick, every Friday:</p>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Chef’s choice options">
          {day.choices.map((choice) => (
            <li
              key={choice}
              className="rounded-full border border-saffron-400/60 px-4 py-1.5 text-sm font-semibold text-saffron-100"
            >
              {choice}
            </li>
          ))}
        </ul>
        <p className="mt-6 flex items-baseline gap-4 text-sm text-cream/75">
          <span>
            <span className="font-display text-3xl font-semibold text-saffron-400">
              {day.nutrition.protein} g
            </span>{' '}
            protein
          </span>
          <span>
            <span className="font-display text-3xl font-semibold text-saffron-400">
              {day.nutrition.calories}
            </span>{' '}
            kcal
          </span>
        </p>
        <DishList items={day.items} label="Friday dishes" tone="dark" />
        <div className="mt-auto">
          <NutritionPanel nutrition={day.nutrition} tone="dark" />
        </div>
      </div>
    </article>
  );
}
