// The rotation: N weeks of lunches that fill every week not planned by hand, from a Monday not yet locked, week 1,
// 2, ... N, then 1 again. Each weekday's dishes are added or removed, and Friday's choice of specials edited.
import { useState } from 'react';
import type { Dish } from '../../../../../contracts/dishes';
import { WEEKDAYS } from '../../../../../contracts/menu';
import { MENU_LIMITS } from '../../../../../contracts/menu-calendar';
import { firstOpenServiceWeek, isMondayDate, localDate, mondayOf } from '../../../../../domain/calendar';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { useServerClock } from '../../../../lib/site-config';
import { useDishes } from '../../api/get-dishes';
import { ROTATION_LOAD_FAILED_MESSAGE, useRotation, type RotationResponse } from '../../api/get-rotation';
import { usePutRotation } from '../../api/put-rotation';
import { calendarDate } from '../../format';
import { AdminCard, LoadFailed, LoadingRows, selectClass, smallInputClass } from '../admin-ui';
import { ChoicesEditor, choicesRequest, type EditedChoice } from './choices-editor';

type Weekday = (typeof WEEKDAYS)[number];
interface RotationDay {
  weekday: Weekday;
  dishIds: number[];
  choices: EditedChoice[];
}
const SERVICE_DAYS = WEEKDAYS.slice(0, 5);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function weeksOf(rotation: RotationResponse['rotation']): RotationDay[][] {
  const weeks = rotation?.weeks ?? [{ days: [] }];
  return weeks.map((week) =>
    SERVICE_DAYS.map((weekday) => {
      const day = week.days.find((d) => d.weekday === weekday);
      return { weekday, dishIds: day?.dishIds ?? [], choices: day?.choices ?? [] };
    }),
  );
}

export function RotationEditor({ canEdit }: { canEdit: boolean }) {
  const rotation = useRotation();
  const dishes = useDishes();
  return (
    <AdminCard title="Rotation" id="rotation">
      {rotation.isError ? (
        <LoadFailed message={ROTATION_LOAD_FAILED_MESSAGE} onRetry={() => void rotation.refetch()} />
      ) : rotation.isPending || dishes.isPending ? (
        <LoadingRows label="Loading the rotation..." rows={3} />
      ) : (
        <RotationForm
          key={`${rotation.data.rotation?.id ?? 0}:${rotation.dataUpdatedAt}`}
          rotation={rotation.data.rotation}
          dishes={dishes.data?.dishes ?? []}
          canEdit={canEdit}
        />
      )}
    </AdminCard>
  );
}

function RotationForm({
  rotation,
  dishes,
  canEdit,
}: {
  rotation: RotationResponse['rotation'];
  dishes: Dish[];
  canEdit: boolean;
}) {
  const save = usePutRotation();
  const firstOpen = useServerClock((now) => firstOpenServiceWeek(now));
  const [startsOn, setStartsOn] = useState<string>(firstOpen);
  const [weeks, setWeeks] = useState<RotationDay[][]>(() => weeksOf(rotation));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameOf = (id: number) => dishes.find((d) => d.id === id)?.name ?? `Dish ${id}`;

  function setDay(w: number, d: number, dishIds: number[]) {
    setWeeks((all) =>
      all.map((week, i) => (i === w ? week.map((day, j) => (j === d ? { ...day, dishIds } : day)) : week)),
    );
  }

  function setChoices(w: number, d: number, choices: EditedChoice[]) {
    setWeeks((all) =>
      all.map((week, i) => (i === w ? week.map((day, j) => (j === d ? { ...day, choices } : day)) : week)),
    );
  }

  function submit() {
    // Awaited, not mutate's callbacks: the saved rotation remounts this form (its key), whose callbacks would not run.
    void save
      .mutateAsync({
        startsOn,
        weeks: weeks.map((week) => ({
          days: week.map((day) => ({
            weekday: day.weekday,
            dishIds: day.dishIds,
            ...choicesRequest(day.choices),
          })),
        })),
      })
      .then(
        (answer) => {
          setErrors({});
          toast({
            title: 'Rotation Saved',
            description: `${answer.rotation?.weeks.length ?? 0}-week rotation from ${calendarDate(answer.rotation?.startsOn ?? startsOn)}; weeks planned by hand keep their menu.`,
            variant: 'success',
          });
        },
        (error: unknown) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Save Failed',
            description: messageOf(error, 'Failed to save the rotation'),
            variant: 'destructive',
          });
        },
      );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink/75">
        {rotation
          ? `${weeks.length === 1 ? 'One week' : `${weeks.length} weeks`} repeating since ${calendarDate(rotation.startsOn)}. Every week not planned by hand takes its week of the rotation.`
          : 'No rotation yet: only weeks planned by hand have a menu.'}
      </p>
      {errors.startsOn ? <p className="text-sm font-medium text-chili">{errors.startsOn}</p> : null}
      <ol aria-label="Rotation weeks" className="grid gap-4">
        {weeks.map((week, w) => (
          <li key={w} className="rounded-xl border border-forest-900/10 p-3">
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-forest-950">Week {w + 1}</h3>
              {canEdit && weeks.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setWeeks((all) => all.filter((_, i) => i !== w))}
                >
                  Remove week {w + 1}
                </Button>
              ) : null}
            </div>
            <ul aria-label={`Week ${w + 1} days`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {week.map((day, d) => {
                const error = errors[`weeks.${w}.days.${d}.dishIds`];
                return (
                  <li key={day.weekday} className="min-w-0 rounded-lg bg-cream/40 p-2">
                    <p className="text-sm font-semibold text-forest-900">{capital(day.weekday)}</p>
                    {!canEdit && day.choices.length > 0 ? (
                      <p className="text-xs text-forest-950">
                        Choice of {day.choices.map((c) => c.label).join(' or ')}
                      </p>
                    ) : null}
                    <ul className="mt-1 space-y-0.5">
                      {day.dishIds.map((id) => (
                        <li key={id} className="flex items-center justify-between gap-2 text-xs">
                          <span className="text-ink/85">{nameOf(id)}</span>
                          {canEdit ? (
                            <button
                              type="button"
                              className="rounded px-1 font-semibold text-chili hover:bg-chili/10"
                              aria-label={`Remove ${nameOf(id)} from week ${w + 1} ${capital(day.weekday)}`}
                              onClick={() =>
                                setDay(
                                  w,
                                  d,
                                  day.dishIds.filter((x) => x !== id),
                                )
                              }
                            >
                              Remove
                            </button>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                    {canEdit ? (
                      <label className="mt-1 block text-xs font-semibold text-forest-950">
                        <span className="sr-only">
                          Add a dish to week {w + 1} {capital(day.weekday)}
                        </span>
                        <select
                          className={`mt-1 w-full ${selectClass}`}
                          value=""
                          onChange={(e) => {
                            const id = Number(e.target.value);
                            if (id) setDay(w, d, [...day.dishIds, id]);
                          }}
                        >
                          <option value="">Add a dish...</option>
                          {dishes
                            .filter(
                              (dish) =>
                                !day.dishIds.includes(dish.id) &&
                                !day.choices.some((c) => c.dishIds.includes(dish.id)),
                            )
                            .map((dish) => (
                              <option key={dish.id} value={dish.id}>
                                {dish.name}
                              </option>
                            ))}
                        </select>
                      </label>
                    ) : null}
                    {error ? <p className="mt-1 text-xs font-medium text-chili">{error}</p> : null}
                    {canEdit && day.weekday === 'friday' ? (
                      <ChoicesEditor
                        dayName={`week ${w + 1} Friday`}
                        choices={day.choices}
                        dishes={dishes}
                        dayDishIds={day.dishIds}
                        errorOf={(path) =>
                          errors[
                            path ? `weeks.${w}.days.${d}.choices.${path}` : `weeks.${w}.days.${d}.choices`
                          ]
                        }
                        onChange={(choices) => setChoices(w, d, choices)}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={weeks.length >= MENU_LIMITS.rotationWeeks}
            onClick={() => setWeeks((all) => [...all, (all.at(-1) ?? []).map((day) => ({ ...day }))])}
          >
            Add a week
          </Button>
          <label className="text-xs font-semibold text-forest-950">
            Starts the week of
            <input
              type="date"
              className={`mt-1 block w-auto ${smallInputClass}`}
              value={startsOn}
              onChange={(e) => {
                const picked = e.target.value;
                if (picked) setStartsOn(isMondayDate(picked) ? picked : mondayOf(localDate(picked)));
              }}
            />
          </label>
          <Button size="sm" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save rotation'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
