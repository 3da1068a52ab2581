// The kitchen's dishes: each with its figures per portion (stated or from its recipe), what it contains and its
// ingredient statement; those who may edit open a dish's form in place or delete it (refused, with the weeks named,
// while a coming week shows it).
import { useState } from 'react';
import type { Dish } from '../../../../../contracts/dishes';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { messageOf } from '../../../../lib/api-client';
import { useDeleteDish } from '../../api/delete-dish';
import { DISHES_LOAD_FAILED_MESSAGE, useDishes } from '../../api/get-dishes';
import { useMenuAccess } from '../../api/get-menu-access';
import { AdminCard, Badge, LoadFailed, LoadingRows } from '../admin-ui';
import { DishForm } from './new-dish-form';
import { DishPhoto } from './dish-photo';

export function DishList() {
  const dishes = useDishes();
  const access = useMenuAccess();
  const canEdit = access.data?.canEdit === true;
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <AdminCard title="Dishes" id="dishes">
      {dishes.isError ? (
        <LoadFailed message={DISHES_LOAD_FAILED_MESSAGE} onRetry={() => void dishes.refetch()} />
      ) : dishes.isPending ? (
        <LoadingRows label="Loading dishes..." />
      ) : (
        <ul aria-label="Dishes" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {dishes.data.dishes.map((dish) =>
            editing === dish.id ? (
              <li
                key={dish.id}
                aria-label={dish.name}
                className="rounded-xl border-2 border-forest-700/40 p-3 md:col-span-2 xl:col-span-3"
              >
                <h3 className="mb-3 font-semibold text-forest-950">Edit {dish.name}</h3>
                <div className="grid gap-4 lg:grid-cols-[1fr_16rem]">
                  <DishForm dish={dish} onDone={() => setEditing(null)} />
                  <DishPhoto dish={dish} />
                </div>
              </li>
            ) : (
              <DishCard key={dish.id} dish={dish} canEdit={canEdit} onEdit={() => setEditing(dish.id)} />
            ),
          )}
        </ul>
      )}
    </AdminCard>
  );
}

function DishCard({ dish, canEdit, onEdit }: { dish: Dish; canEdit: boolean; onEdit: () => void }) {
  const remove = useDeleteDish();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const figures = dish.nutrition.perPortion;
  const computed = dish.computed?.perPortion;

  function confirmDelete() {
    remove.mutate(dish.id, {
      onSuccess: () => toast({ title: 'Dish Deleted', description: dish.name, variant: 'success' }),
      onError: (error) => {
        setConfirming(false);
        setRefusal(messageOf(error, 'Failed to delete the dish'));
      },
    });
  }

  return (
    <li aria-label={dish.name} className="flex flex-col rounded-xl border border-forest-900/10 p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2">
          {dish.photoUrl ? (
            <img
              src={dish.photoUrl}
              alt=""
              width={48}
              height={48}
              className="size-12 shrink-0 rounded-lg object-cover"
            />
          ) : null}
          <h3 className="font-semibold text-forest-950">{dish.name}</h3>
        </div>
        <Badge tone={dish.nutrition.source === 'stated' ? 'blue' : 'green'}>
          {dish.nutrition.source === 'stated' ? 'Stated' : 'From recipe'}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-ink/85 tabular-nums">
        {figures.calories} kcal · {figures.protein} g protein · {figures.carbs} g carbs · {figures.fat} g fat
        · {figures.fiber} g fiber · {figures.sodium} mg sodium
      </p>
      {dish.nutrition.source === 'stated' && computed ? (
        <p className="text-xs text-ink/65 tabular-nums">
          Recipe: {computed.calories} kcal · {computed.protein} g protein · {computed.sodium} mg sodium
        </p>
      ) : null}
      <p className="mt-1 text-xs text-ink/70">
        {dish.portionGrams} g portion{dish.vegetarian ? ' · vegetarian' : ''}
      </p>
      {dish.contains ? (
        <p className="mt-1 text-xs font-semibold text-forest-950">
          {dish.contains}
          {dish.allergensOverridden ? <span className="font-normal text-ink/65"> (set by hand)</span> : null}
        </p>
      ) : null}
      <p className="mt-1 line-clamp-2 text-xs text-ink/70">{dish.ingredientStatement}</p>
      {refusal ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 p-2 text-xs font-medium text-red-900">
          {refusal}
        </p>
      ) : null}
      {canEdit ? (
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          {confirming ? (
            <>
              <span className="text-xs text-ink/80">Delete {dish.name}?</span>
              <Button variant="danger" size="sm" disabled={remove.isPending} onClick={confirmDelete}>
                {remove.isPending ? 'Deleting...' : 'Yes, delete'}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
                No
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${dish.name}`}>
                Edit
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${dish.name}`}
                onClick={() => {
                  setRefusal(null);
                  setConfirming(true);
                }}
              >
                Delete
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
