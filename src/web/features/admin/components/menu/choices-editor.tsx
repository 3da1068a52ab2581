// Friday's choice of specials, edited in the week and the rotation alike: each choice's name and dishes, added,
// removed and put in order (the first is what a subscriber who has not picked eats, and what the card counts).
import type { Dish } from '../../../../../contracts/dishes';
import { MENU_LIMITS } from '../../../../../contracts/menu-calendar';
import { selectClass, smallInputClass } from '../admin-ui';

/** A choice as the form holds it; `key` (what subscribers' picks are saved under) only once the server made it. */
export interface EditedChoice {
  key?: string;
  label: string;
  dishIds: number[];
}

const smallButton = 'rounded px-1.5 text-xs font-semibold hover:bg-forest-900/10 disabled:opacity-40';

/** The choices as the API takes them: a kept key stays, so picks already made follow their choice. */
export function choicesRequest(choices: readonly EditedChoice[]) {
  return choices.length > 0
    ? {
        choices: choices.map((c) => ({
          ...(c.key ? { key: c.key } : {}),
          label: c.label,
          dishIds: c.dishIds,
        })),
      }
    : {};
}

export function ChoicesEditor({
  dayName,
  choices,
  dishes,
  dayDishIds,
  disabled = false,
  errorOf,
  onChange,
}: {
  /** "Friday, December 4" or "week 1 Friday": names every control. */
  dayName: string;
  choices: readonly EditedChoice[];
  dishes: readonly Dish[];
  /** The day's own dishes, not offered again inside a choice. */
  dayDishIds: readonly number[];
  disabled?: boolean;
  /** The server's message for a field under this day's `choices` ("", "0.label", "1.dishIds"). */
  errorOf: (path: string) => string | undefined;
  onChange: (choices: EditedChoice[]) => void;
}) {
  const nameOf = (id: number) => dishes.find((d) => d.id === id)?.name ?? `Dish ${id}`;
  const set = (index: number, choice: EditedChoice) =>
    onChange(choices.map((c, i) => (i === index ? choice : c)));
  const move = (from: number, to: number) => {
    const next = [...choices];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const whole = errorOf('');

  return (
    <fieldset className="mt-2 grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-saffron-700/25 bg-white/70 p-2">
      <legend className="px-1 text-xs font-semibold text-forest-950">Choice of specials</legend>
      {choices.length > 0 ? (
        <ol aria-label={`${dayName} choices`} className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {choices.map((choice, c) => {
            const title = choice.label.trim() || `choice ${c + 1}`;
            const error = errorOf(`${c}.label`) ?? errorOf(`${c}.dishIds`) ?? errorOf(`${c}.key`);
            return (
              <li
                key={c}
                className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1 border-b border-forest-900/10 pb-2 last:border-b-0 last:pb-0"
              >
                <div className="flex items-center gap-1">
                  <span className="text-xs font-semibold text-ink/70">{c + 1}.</span>
                  <input
                    aria-label={`Name of ${dayName} choice ${c + 1}`}
                    className={`min-w-0 flex-1 ${smallInputClass}`}
                    value={choice.label}
                    disabled={disabled}
                    maxLength={40}
                    aria-invalid={errorOf(`${c}.label`) ? true : undefined}
                    onChange={(e) => set(c, { ...choice, label: e.target.value })}
                  />
                </div>
                <ul className="space-y-0.5 pl-4">
                  {choice.dishIds.map((id) => (
                    <li key={id} className="flex items-center justify-between gap-2 text-xs">
                      <span className="text-ink/85">{nameOf(id)}</span>
                      <button
                        type="button"
                        className={`${smallButton} text-chili`}
                        aria-label={`Remove ${nameOf(id)} from ${title} on ${dayName}`}
                        disabled={disabled}
                        onClick={() => set(c, { ...choice, dishIds: choice.dishIds.filter((d) => d !== id) })}
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
                <label className="block pl-4">
                  <span className="sr-only">
                    Add a dish to {title} on {dayName}
                  </span>
                  <select
                    className={`w-full ${selectClass}`}
                    value=""
                    disabled={disabled}
                    onChange={(e) => {
                      const id = Number(e.target.value);
                      if (id) set(c, { ...choice, dishIds: [...choice.dishIds, id] });
                    }}
                  >
                    <option value="">Add a dish...</option>
                    {dishes
                      .filter((d) => !choice.dishIds.includes(d.id) && !dayDishIds.includes(d.id))
                      .map((d) => (
                        <option key={d.id} value={d.id}>
                          {d.name}
                        </option>
                      ))}
                  </select>
                </label>
                <div className="flex flex-wrap gap-1 pl-4">
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Move ${title} up on ${dayName}`}
                    disabled={disabled || c === 0}
                    onClick={() => move(c, c - 1)}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    aria-label={`Move ${title} down on ${dayName}`}
                    disabled={disabled || c === choices.length - 1}
                    onClick={() => move(c, c + 1)}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={`${smallButton} text-chili`}
                    aria-label={`Remove the choice ${title} from ${dayName}`}
                    disabled={disabled}
                    onClick={() => onChange(choices.filter((_, i) => i !== c))}
                  >
                    Remove choice
                  </button>
                </div>
                {error ? <p className="pl-4 text-xs font-medium text-chili">{error}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-xs text-ink/70">No choice: everyone gets the day’s dishes.</p>
      )}
      {choices.length === 1 ? (
        <p className="text-xs text-ink/70">Add a second choice, or remove this one, before saving.</p>
      ) : null}
      {whole ? <p className="text-xs font-medium text-chili">{whole}</p> : null}
      <button
        type="button"
        className={`${smallButton} justify-self-start text-forest-800`}
        aria-label={`Add a choice to ${dayName}`}
        disabled={disabled || choices.length >= MENU_LIMITS.choices}
        onClick={() => onChange([...choices, { label: '', dishIds: [] }])}
      >
        Add a choice
      </button>
    </fieldset>
  );
}
