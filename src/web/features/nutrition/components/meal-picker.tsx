// Which meal of the day what is logged belongs to: breakfast, lunch, snack or dinner (the time of day suggests one).
import { MEAL_LABELS, MEALS, type Meal } from '../../../../contracts/nutrition';
import { cn } from '../../../lib/cn';

export function MealPicker({ value, onChange }: { value: Meal; onChange: (meal: Meal) => void }) {
  return (
    <div
      role="radiogroup"
      aria-label="Meal to log"
      className="inline-flex w-full rounded-full border border-forest-900/15 bg-white p-1 shadow-sm sm:w-auto"
    >
      {MEALS.map((meal) => {
        const selected = meal === value;
        return (
          <button
            key={meal}
            type="button"
            role="radio"
            aria-checked={selected}
            onClick={() => onChange(meal)}
            className={cn(
              'flex-1 rounded-full px-3 py-2 text-sm font-semibold transition-colors sm:flex-none sm:px-5',
              selected
                ? 'bg-saffron-500 text-forest-950 shadow-sm'
                : 'text-forest-900/75 hover:text-forest-950',
            )}
          >
            {MEAL_LABELS[meal]}
          </button>
        );
      })}
    </div>
  );
}
