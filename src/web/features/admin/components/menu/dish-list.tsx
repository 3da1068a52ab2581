// The kitchen's dishes: each with its figures per portion (stated or from its recipe), what it contains and its
// ingredient statement.
import { DISHES_LOAD_FAILED_MESSAGE, useDishes } from '../../api/get-dishes';
import { AdminCard, Badge, LoadFailed, LoadingRows } from '../admin-ui';

export function DishList() {
  const dishes = useDishes();
  return (
    <AdminCard title="Dishes" id="dishes">
      {dishes.isError ? (
        <LoadFailed message={DISHES_LOAD_FAILED_MESSAGE} onRetry={() => void dishes.refetch()} />
      ) : dishes.isPending ? (
        <LoadingRows label="Loading dishes..." />
      ) : (
        <ul aria-label="Dishes" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {dishes.data.dishes.map((dish) => {
            const figures = dish.nutrition.perPortion;
            const computed = dish.computed?.perPortion;
            return (
              <li key={dish.id} className="rounded-xl border border-forest-900/10 p-3">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-forest-950">{dish.name}</h3>
                  <Badge tone={dish.nutrition.source === 'stated' ? 'blue' : 'green'}>
                    {dish.nutrition.source === 'stated' ? 'Stated' : 'From recipe'}
                  </Badge>
                </div>
                <p className="mt-1 text-sm text-ink/85 tabular-nums">
                  {figures.calories} kcal · {figures.protein} g protein · {figures.carbs} g carbs ·{' '}
                  {figures.fat} g fat · {figures.fiber} g fiber · {figures.sodium} mg sodium
                </p>
                {dish.nutrition.source === 'stated' && computed ? (
                  <p className="text-xs text-ink/65 tabular-nums">
                    Recipe: {computed.calories} kcal · {computed.protein} g protein · {computed.sodium} mg
                    sodium
                  </p>
                ) : null}
                <p className="mt-1 text-xs text-ink/70">
                  {dish.portionGrams} g portion{dish.vegetarian ? ' · vegetarian' : ''}
                </p>
                {dish.contains ? (
                  <p className="mt-1 text-xs font-semibold text-forest-950">{dish.contains}</p>
                ) : null}
                <p className="mt-1 line-clamp-2 text-xs text-ink/70">{dish.ingredientStatement}</p>
              </li>
            );
          })}
        </ul>
      )}
    </AdminCard>
  );
}
