// A new dish from the food catalogue: each ingredient with its raw grams per portion and the cooked weight of a
// portion; the server computes its figures, allergens and ingredient statement.
import { useState, type FormEvent } from 'react';
import { DISH_MESSAGES } from '../../../../../contracts/dishes';
import type { Food } from '../../../../../contracts/foods';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { useCreateDish } from '../../api/create-dish';
import { useRecipeFoods } from '../../api/search-recipe-foods';
import { AdminCard, smallInputClass } from '../admin-ui';

interface Line {
  food: Pick<Food, 'code' | 'name'>;
  grams: string;
}

const labelClass = 'block text-sm font-semibold text-forest-950';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-xs font-medium text-chili">
      {message}
    </p>
  ) : null;
}

export function NewDishForm() {
  const create = useCreateDish();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [portion, setPortion] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [query, setQuery] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const found = useRecipeFoods(query);

  function add(food: Food) {
    setLines((all) => [...all, { food: { code: food.code, name: food.name }, grams: '' }]);
    setQuery('');
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0) {
      setErrors({ recipe: DISH_MESSAGES.nothingToCompute });
      return;
    }
    create.mutate(
      {
        name,
        ...(description.trim() ? { description } : {}),
        portionGrams: Number(portion),
        recipe: lines.map((line) => ({ foodCode: line.food.code, grams: Number(line.grams) })),
      },
      {
        onSuccess: (dish) => {
          setErrors({});
          setName('');
          setDescription('');
          setPortion('');
          setLines([]);
          toast({
            title: 'Dish Created',
            description: `${dish.name}: ${dish.nutrition.perPortion.calories} kcal, ${dish.nutrition.perPortion.protein} g protein a portion.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Create Failed',
            description: messageOf(error, 'Failed to create the dish'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <AdminCard title="New dish" id="new-dish">
      <form onSubmit={submit} noValidate className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <div>
            <label htmlFor="dish-name" className={labelClass}>
              Name
            </label>
            <input
              id="dish-name"
              className={`mt-1 w-full ${smallInputClass}`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'dish-name-error' : undefined}
            />
            <FieldError id="dish-name-error" message={errors.name} />
          </div>
          <div>
            <label htmlFor="dish-portion" className={labelClass}>
              Cooked portion (g)
            </label>
            <input
              id="dish-portion"
              inputMode="numeric"
              className={`mt-1 w-full ${smallInputClass}`}
              value={portion}
              onChange={(e) => setPortion(e.target.value)}
              aria-invalid={errors.portionGrams ? true : undefined}
              aria-describedby={errors.portionGrams ? 'dish-portion-error' : undefined}
            />
            <FieldError id="dish-portion-error" message={errors.portionGrams} />
          </div>
        </div>
        <div>
          <label htmlFor="dish-description" className={labelClass}>
            Description <span className="font-normal text-ink/70">(optional)</span>
          </label>
          <input
            id="dish-description"
            className={`mt-1 w-full ${smallInputClass}`}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </div>
        <fieldset className="grid gap-2">
          <legend className={labelClass}>Ingredients per portion (raw grams)</legend>
          {lines.length > 0 ? (
            <ul aria-label="Ingredients" className="grid gap-2">
              {lines.map((line, i) => (
                <li key={`${line.food.code}-${i}`} className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 text-sm text-ink/85">{line.food.name}</span>
                  <input
                    aria-label={`Grams of ${line.food.name}`}
                    inputMode="decimal"
                    className={`w-24 ${smallInputClass}`}
                    value={line.grams}
                    aria-invalid={errors[`recipe.${i}.grams`] ? true : undefined}
                    onChange={(e) =>
                      setLines((all) => all.map((l, j) => (j === i ? { ...l, grams: e.target.value } : l)))
                    }
                  />
                  <span className="text-xs text-ink/70">g</span>
                  <button
                    type="button"
                    className="rounded px-1.5 text-xs font-semibold text-chili hover:bg-chili/10"
                    onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
                  >
                    Remove
                  </button>
                  {(errors[`recipe.${i}.grams`] ?? errors[`recipe.${i}.foodCode`]) ? (
                    <p className="w-full text-xs font-medium text-chili">
                      {errors[`recipe.${i}.grams`] ?? errors[`recipe.${i}.foodCode`]}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
          <label htmlFor="dish-food-search" className="text-xs font-semibold text-forest-950">
            Add an ingredient from the food catalogue
          </label>
          <input
            id="dish-food-search"
            type="search"
            placeholder="paneer, basmati, ghee..."
            className={`w-full ${smallInputClass}`}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          {query.trim().length >= 2 && found.data ? (
            <ul aria-label="Catalogue foods" className="grid gap-1">
              {found.data.foods.map((food) => (
                <li key={food.code}>
                  <button
                    type="button"
                    className="w-full rounded-lg px-2 py-1.5 text-left text-sm hover:bg-forest-900/5"
                    onClick={() => add(food)}
                  >
                    <span className="font-medium text-forest-950">{food.name}</span>{' '}
                    <span className="text-xs text-ink/65">
                      {food.code} · {food.per100g.calories} kcal, {food.per100g.protein} g protein per 100 g
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <FieldError id="dish-recipe-error" message={errors.recipe} />
        </fieldset>
        <div>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create dish'}
          </Button>
        </div>
      </form>
    </AdminCard>
  );
}
