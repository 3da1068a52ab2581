// A dish from the food catalogue, new or edited: each ingredient with its raw grams per portion, the cooked weight
// of a portion and, when the owner knows better than the ingredients, the allergens by hand. The server computes the
// figures, allergens and ingredient statement, unless the figures per portion are entered by hand (a lab, a label);
// an edit that touches a locked week asks whether to apply it there.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  DISH_MESSAGES,
  statedFiguresSchema,
  type Dish,
  type StatedFigures,
  type UpdateDishRequest,
} from '../../../../../contracts/dishes';
import type { Food } from '../../../../../contracts/foods';
import { FDA_ALLERGENS, type Allergen } from '../../../../../domain/allergens';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { ApiError, fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { useCreateDish } from '../../api/create-dish';
import { useRecipeFoods } from '../../api/search-recipe-foods';
import { useUpdateDish } from '../../api/update-dish';
import { AdminCard, smallInputClass } from '../admin-ui';
import { MISSING_FIGURES, StatedFiguresFields } from './stated-figures-fields';

interface Line {
  food: Pick<Food, 'code' | 'name'>;
  grams: string;
  label?: string;
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
  return (
    <AdminCard title="New dish" id="new-dish">
      <DishForm />
    </AdminCard>
  );
}

const linesOf = (dish: Dish | undefined): Line[] =>
  (dish?.recipe ?? []).map((line) => ({
    food: { code: line.foodCode, name: line.foodName },
    grams: String(line.grams),
    ...(line.label !== line.foodName ? { label: line.label } : {}),
  }));

/** Without `dish`, a new one (the form empties after it is made); with it, its edit (`onDone` when saved or left). */
export function DishForm({ dish, onDone }: { dish?: Dish; onDone?: () => void }) {
  const create = useCreateDish();
  const update = useUpdateDish();
  const ids = useId();
  const [name, setName] = useState(dish?.name ?? '');
  const [description, setDescription] = useState(dish?.description ?? '');
  const [portion, setPortion] = useState(dish ? String(dish.portionGrams) : '');
  const [lines, setLines] = useState<Line[]>(() => linesOf(dish));
  const [allergens, setAllergens] = useState<Allergen[] | null>(() =>
    dish?.allergensOverridden ? FDA_ALLERGENS.filter((a) => dish.allergens.includes(a)) : null,
  );
  /** Where the figures shown everywhere come from: the recipe, or entered by hand with their source. */
  const [figuresBy, setFiguresBy] = useState<'recipe' | 'hand'>(dish?.stated ? 'hand' : 'recipe');
  const figures = useForm<StatedFigures>({
    resolver: zodResolver(statedFiguresSchema),
    ...(dish?.stated ? { defaultValues: dish.stated } : {}),
  });
  const [query, setQuery] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The server's question about locked weeks, until the owner answers it. */
  const [question, setQuestion] = useState<string | null>(null);
  const found = useRecipeFoods(query);
  const pending = create.isPending || update.isPending;

  function add(food: Food) {
    setLines((all) => [...all, { food: { code: food.code, name: food.name }, grams: '' }]);
    setQuery('');
  }

  function failed(error: unknown, title: string) {
    if (error instanceof ApiError && error.status === 409 && error.body?.fields?.publishedWeeks) {
      setErrors({});
      setQuestion(error.body.fields.publishedWeeks);
      return;
    }
    const fields = fieldErrorsOf(error);
    for (const [key, message] of Object.entries(fields)) {
      const figure = /^stated\.(\w+)$/.exec(key)?.[1];
      if (figure && figure in statedFiguresSchema.shape) {
        figures.setError(figure as keyof StatedFigures, { message });
      }
    }
    setErrors(fields);
    toast({ title, description: messageOf(error, 'Failed to save the dish'), variant: 'destructive' });
  }

  function request() {
    return {
      name,
      description,
      portionGrams: Number(portion),
      recipe: lines.map((line) => ({
        foodCode: line.food.code,
        grams: Number(line.grams),
        ...(line.label ? { label: line.label } : {}),
      })),
      ...(allergens !== null || dish?.allergensOverridden ? { allergens } : {}),
    };
  }

  /** The hand-entered figures once the schema passes them; a toast and the fields' messages otherwise. */
  function withFigures(then: (stated: StatedFigures | null) => void) {
    if (figuresBy === 'recipe') {
      then(null);
      return;
    }
    void figures.handleSubmit(
      (stated) => then(stated),
      () => toast({ ...MISSING_FIGURES, variant: 'destructive' }),
    )();
  }

  function save(publishedWeeks?: 'keep' | 'apply') {
    withFigures((stated) => saveWith(stated, publishedWeeks));
  }

  function saveWith(stated: StatedFigures | null, publishedWeeks?: 'keep' | 'apply') {
    if (!dish) return;
    const changes: UpdateDishRequest = {
      ...request(),
      ...(stated ? { stated } : dish.stated ? { stated: null } : {}),
      ...(publishedWeeks ? { publishedWeeks } : {}),
    };
    update.mutate(
      { id: dish.id, ...changes },
      {
        onSuccess: (saved) => {
          setErrors({});
          setQuestion(null);
          toast({
            title: 'Dish Saved',
            description: `${saved.name}: ${saved.nutrition.perPortion.calories} kcal, ${saved.nutrition.perPortion.protein} g protein a portion.`,
            variant: 'success',
          });
          onDone?.();
        },
        onError: (error) => failed(error, 'Save Failed'),
      },
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (lines.length === 0 && figuresBy === 'recipe') {
      setErrors({ recipe: DISH_MESSAGES.nothingToCompute });
      return;
    }
    if (dish) {
      save();
      return;
    }
    withFigures(createWith);
  }

  function createWith(stated: StatedFigures | null) {
    const { description: text, allergens: set, ...rest } = request();
    create.mutate(
      {
        ...rest,
        ...(text.trim() ? { description: text } : {}),
        ...(set ? { allergens: set } : {}),
        ...(stated ? { stated } : {}),
      },
      {
        onSuccess: (made) => {
          setErrors({});
          setName('');
          setDescription('');
          setPortion('');
          setLines([]);
          setAllergens(null);
          setFiguresBy('recipe');
          figures.reset();
          toast({
            title: 'Dish Created',
            description: `${made.name}: ${made.nutrition.perPortion.calories} kcal, ${made.nutrition.perPortion.protein} g protein a portion.`,
            variant: 'success',
          });
        },
        onError: (error) => failed(error, 'Create Failed'),
      },
    );
  }

  const id = (part: string) => `${ids}-${part}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3"
      aria-label={dish ? `Edit ${dish.name}` : 'New dish'}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor={id('name')} className={labelClass}>
            Name
          </label>
          <input
            id={id('name')}
            className={`mt-1 w-full ${smallInputClass}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? id('name-error') : undefined}
          />
          <FieldError id={id('name-error')} message={errors.name} />
        </div>
        <div>
          <label htmlFor={id('portion')} className={labelClass}>
            Cooked portion (g)
          </label>
          <input
            id={id('portion')}
            inputMode="numeric"
            className={`mt-1 w-full ${smallInputClass}`}
            value={portion}
            onChange={(e) => setPortion(e.target.value)}
            aria-invalid={errors.portionGrams ? true : undefined}
            aria-describedby={errors.portionGrams ? id('portion-error') : undefined}
          />
          <FieldError id={id('portion-error')} message={errors.portionGrams} />
        </div>
      </div>
      <div>
        <label htmlFor={id('description')} className={labelClass}>
          Description <span className="font-normal text-ink/70">(optional)</span>
        </label>
        <input
          id={id('description')}
          className={`mt-1 w-full ${smallInputClass}`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-invalid={errors.description ? true : undefined}
        />
        <FieldError id={id('description-error')} message={errors.description} />
      </div>
      <fieldset className="grid gap-2">
        <legend className={labelClass}>Figures per portion</legend>
        <label className="flex items-center gap-2 text-sm text-ink/85">
          <input
            type="radio"
            name={id('figures-by')}
            checked={figuresBy === 'recipe'}
            onChange={() => setFiguresBy('recipe')}
          />
          From the recipe
          {dish?.computed
            ? ` (${dish.computed.perPortion.calories} kcal, ${dish.computed.perPortion.protein} g protein as saved)`
            : ''}
        </label>
        <label className="flex items-center gap-2 text-sm text-ink/85">
          <input
            type="radio"
            name={id('figures-by')}
            checked={figuresBy === 'hand'}
            onChange={() => setFiguresBy('hand')}
          />
          Entered by hand (a lab report or a label)
        </label>
        {figuresBy === 'hand' ? <StatedFiguresFields idPrefix={ids} form={figures} /> : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className={labelClass}>
          Ingredients per portion (raw grams)
          {figuresBy === 'hand' ? <span className="font-normal text-ink/70"> (optional)</span> : null}
        </legend>
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
                  aria-label={`Remove ${line.food.name}`}
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
        <label htmlFor={id('food-search')} className="text-xs font-semibold text-forest-950">
          Add an ingredient from the food catalogue
        </label>
        <input
          id={id('food-search')}
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
        <FieldError id={id('recipe-error')} message={errors.recipe} />
      </fieldset>
      <AllergenChoice
        idPrefix={ids}
        found={dish?.allergensFound ?? null}
        value={allergens}
        onChange={setAllergens}
        error={errors.allergens}
      />
      {question ? (
        <div role="alert" className="grid gap-2 rounded-xl border border-amber-600/30 bg-amber-50 p-3">
          <p className="text-sm font-medium text-amber-950">{question}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => save('keep')}>
              Keep those weeks as they were
            </Button>
            <Button type="button" size="sm" disabled={pending} onClick={() => save('apply')}>
              Apply there too and tell the subscribers
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || question !== null}>
          {dish ? (pending ? 'Saving...' : 'Save dish') : pending ? 'Creating...' : 'Create dish'}
        </Button>
        {dish ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** As found in the ingredients (null), or the FDA's nine ticked by hand. */
function AllergenChoice({
  idPrefix,
  found,
  value,
  onChange,
  error,
}: {
  idPrefix: string;
  found: string[] | null;
  value: Allergen[] | null;
  onChange: (value: Allergen[] | null) => void;
  error: string | undefined;
}) {
  const name = `${idPrefix}-allergens`;
  const asFound =
    found === null
      ? 'As found in the ingredients'
      : `As found in the ingredients: ${found.length > 0 ? found.join(', ') : 'none'}`;
  return (
    <fieldset className="grid gap-2">
      <legend className={labelClass}>Allergens</legend>
      <label className="flex items-center gap-2 text-sm text-ink/85">
        <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
        {asFound}
      </label>
      <label className="flex items-center gap-2 text-sm text-ink/85">
        <input
          type="radio"
          name={name}
          checked={value !== null}
          onChange={() => onChange(FDA_ALLERGENS.filter((a) => found?.includes(a)))}
        />
        Set by hand
      </label>
      {value !== null ? (
        <ul aria-label="Allergens set by hand" className="grid grid-cols-2 gap-1 pl-6 sm:grid-cols-3">
          {FDA_ALLERGENS.map((allergen) => (
            <li key={allergen}>
              <label className="flex items-center gap-2 text-sm text-ink/85">
                <input
                  type="checkbox"
                  checked={value.includes(allergen)}
                  onChange={(e) =>
                    onChange(
                      FDA_ALLERGENS.filter((a) => (a === allergen ? e.target.checked : value.includes(a))),
                    )
                  }
                />
                {allergen}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldError id={`${idPrefix}-allergens-error`} message={error} />
    </fieldset>
  );
}
