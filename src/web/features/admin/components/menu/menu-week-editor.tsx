// The week's menu in the back office: each weekday's dishes as served, changed by adding or removing dishes, and
// Friday's choice of specials; a locked week saves only when the owner says to tell the subscribers who eat it.
import { useState } from 'react';
import type { Dish } from '../../../../../contracts/dishes';
import { MEAL_IMAGES } from '../../../../../contracts/menu';
import type { MenuWeekResponse } from '../../../../../contracts/menu-calendar';
import { addDays, localDate, localDateOf, mondayOf } from '../../../../../domain/calendar';
import { formatWeekdayDate } from '../../../../../domain/dates';
import { countOf } from '../../../../../domain/plural';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast-store';
import { fieldErrorsOf, messageOf } from '../../../../lib/api-client';
import { useServerClock } from '../../../../lib/site-config';
import { useDishes } from '../../api/get-dishes';
import { MENU_WEEK_LOAD_FAILED_MESSAGE, useMenuWeek } from '../../api/get-menu-week';
import { usePutMenuWeek } from '../../api/put-menu-week';
import { calendarDate } from '../../format';
import { AdminCard, Badge, LoadFailed, LoadingRows, selectClass } from '../admin-ui';
import { ChoicesEditor, choicesRequest, type EditedChoice } from './choices-editor';

type PlanDay = Omit<MenuWeekResponse['plan'][number], 'choices'> & { choices: EditedChoice[] };
/** Friday, the one day with a choice of specials. */
const FRIDAY = 4;

export function MenuWeekEditor() {
  const comingMonday = useServerClock((now) => addDays(mondayOf(localDateOf(now)), 7));
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const monday = picked ?? comingMonday;
  const week = useMenuWeek(monday);
  const dishes = useDishes();

  return (
    <AdminCard
      title={`Week of ${calendarDate(monday)}`}
      id="menu-week"
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => setPicked(addDays(localDate(monday), -7))}>
            Previous week
          </Button>
          <Button variant="outline" size="sm" onClick={() => setPicked(addDays(localDate(monday), 7))}>
            Next week
          </Button>
        </>
      }
    >
      {week.isError ? (
        <LoadFailed message={MENU_WEEK_LOAD_FAILED_MESSAGE} onRetry={() => void week.refetch()} />
      ) : week.isPending || dishes.isPending ? (
        <LoadingRows label="Loading the week’s menu..." />
      ) : (
        <WeekForm
          key={`${week.data.weekStartDate}:${week.dataUpdatedAt}`}
          week={week.data}
          dishes={dishes.data?.dishes ?? []}
        />
      )}
    </AdminCard>
  );
}

function imageOf(image: string | null) {
  const known = MEAL_IMAGES.find((m) => m === image);
  return known ? { image: known } : {};
}

function sourceOf(week: MenuWeekResponse): string {
  if (week.source === 'planned') return 'Planned by hand';
  if (week.source === 'rotation') return `Rotation, week ${week.rotationWeek ?? 1}`;
  return 'No menu yet';
}

function WeekForm({ week, dishes }: { week: MenuWeekResponse; dishes: Dish[] }) {
  const save = usePutMenuWeek();
  const [days, setDays] = useState<PlanDay[]>(() =>
    [0, 1, 2, 3, 4].map((i) => {
      const date = addDays(localDate(week.weekStartDate), i);
      return (
        week.plan.find((d) => d.date === date) ?? {
          date,
          dishIds: [],
          choices: [],
          title: null,
          description: null,
          badge: null,
          image: null,
        }
      );
    }),
  );
  const [notify, setNotify] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nameOf = (id: number) => dishes.find((d) => d.id === id)?.name ?? `Dish ${id}`;
  const served = (date: string) => week.days.find((d) => d.date === date);

  function change(index: number, dishIds: number[]) {
    setDays((all) =>
      all.map((day, i) =>
        // A day whose dishes change takes its title and picture from its first dish again.
        i === index ? { ...day, dishIds, title: null, description: null, badge: null, image: null } : day,
      ),
    );
  }

  function changeChoices(index: number, choices: EditedChoice[]) {
    setDays((all) =>
      all.map((day, i) =>
        // The day's title ("Friday Special: ...") still fits while it offers a choice, but its description was
        // written for the choices it had ("...your choice of chicken or shrimp"): the server words it from the new
        // ones. Without a choice the day's words come from its first dish again.
        i !== index
          ? day
          : choices.length > 0
            ? { ...day, choices, description: null }
            : { ...day, choices, title: null, description: null, badge: null, image: null },
      ),
    );
  }

  function submit() {
    // Awaited, not mutate's callbacks: the saved week remounts this form (its key), and a callback of an unmounted
    // observer never runs, so the toast would not show.
    save
      .mutateAsync({
        monday: week.weekStartDate,
        ...(week.locked ? { notifySubscribers: notify } : {}),
        days: days.map((day) => ({
          date: day.date,
          dishIds: day.dishIds,
          ...choicesRequest(day.choices),
          ...(day.title !== null ? { title: day.title } : {}),
          ...(day.description !== null ? { description: day.description } : {}),
          ...(day.badge !== null ? { badge: day.badge } : {}),
          ...imageOf(day.image),
        })),
      })
      .then(
        (answer) => {
          setErrors({});
          toast({
            title: 'Menu Saved',
            description:
              answer.notified > 0
                ? `The week of ${calendarDate(answer.week.weekStartDate)} is saved; ${answer.notified} subscribers were e-mailed.`
                : `The week of ${calendarDate(answer.week.weekStartDate)} is saved.`,
            variant: 'success',
          });
        },
        (error: unknown) => {
          setErrors(fieldErrorsOf(error));
          toast({
            title: 'Save Failed',
            description: messageOf(error, 'Failed to save the menu'),
            variant: 'destructive',
          });
        },
      );
  }

  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink/75">
        <Badge tone={week.source === 'planned' ? 'blue' : 'grey'}>{sourceOf(week)}</Badge>
        {week.over ? (
          <Badge tone="grey">Served</Badge>
        ) : week.locked ? (
          <Badge tone="yellow">Locked</Badge>
        ) : (
          <Badge tone="green">Open</Badge>
        )}
        <span>
          {week.over
            ? 'This week is over: its menu stays as it was served.'
            : week.locked
              ? `Choices closed ${calendarDate(localDateOf(new Date(week.locksAt)))} at 12:00 PM; ${countOf(week.eaters, 'subscriber')} ${week.eaters === 1 ? 'eats' : 'eat'} this week.`
              : `Locks ${calendarDate(localDateOf(new Date(week.locksAt)))} at 12:00 PM, when the subscribers’ choices close.`}
        </span>
      </p>
      {errors.days ? <p className="text-sm font-medium text-chili">{errors.days}</p> : null}
      <ol aria-label="Days" className="grid gap-3 lg:grid-cols-5">
        {days.map((day, i) => {
          const lunch = served(day.date);
          const left = dishes.filter(
            (d) => !day.dishIds.includes(d.id) && !day.choices.some((c) => c.dishIds.includes(d.id)),
          );
          const error = errors[`days.${i}.dishIds`] ?? errors[`days.${i}.date`];
          return (
            <li key={day.date} className="min-w-0 rounded-xl border border-forest-900/10 bg-cream/40 p-3">
              <h3 className="font-display text-base font-semibold text-forest-900">
                {formatWeekdayDate(day.date)}
              </h3>
              {lunch ? (
                <p className="text-xs text-ink/70">
                  {lunch.title} · {lunch.nutrition.calories} kcal · {lunch.nutrition.protein} g protein
                </p>
              ) : null}
              <ul aria-label={`${formatWeekdayDate(day.date)} dishes`} className="mt-2 space-y-1">
                {day.dishIds.map((id) => (
                  <li key={id} className="flex items-center justify-between gap-2 text-sm">
                    <span className="text-ink/85">{nameOf(id)}</span>
                    <button
                      type="button"
                      className="rounded px-1.5 text-xs font-semibold text-chili hover:bg-chili/10"
                      aria-label={`Remove ${nameOf(id)} from ${formatWeekdayDate(day.date)}`}
                      disabled={week.over}
                      onClick={() =>
                        change(
                          i,
                          day.dishIds.filter((d) => d !== id),
                        )
                      }
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ul>
              <label className="mt-2 block text-xs font-semibold text-forest-950">
                Add a dish
                <select
                  className={`mt-1 w-full ${selectClass}`}
                  value=""
                  disabled={week.over}
                  onChange={(e) => {
                    const id = Number(e.target.value);
                    if (id) change(i, [...day.dishIds, id]);
                  }}
                >
                  <option value="">Choose...</option>
                  {left.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name} ({d.nutrition.perPortion.calories} kcal)
                    </option>
                  ))}
                </select>
              </label>
              {error ? <p className="mt-1 text-xs font-medium text-chili">{error}</p> : null}
              {i === FRIDAY ? (
                <ChoicesEditor
                  dayName={formatWeekdayDate(day.date)}
                  choices={day.choices}
                  dishes={dishes}
                  dayDishIds={day.dishIds}
                  disabled={week.over}
                  errorOf={(path) => errors[path ? `days.${i}.choices.${path}` : `days.${i}.choices`]}
                  onChange={(choices) => changeChoices(i, choices)}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      {week.over ? null : (
        <div className="flex flex-wrap items-center gap-3">
          {week.locked ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={notify} onChange={(e) => setNotify(e.target.checked)} />
              Tell the subscribers ({week.eaters} e-mailed)
            </label>
          ) : null}
          <Button onClick={submit} disabled={save.isPending || (week.locked && !notify)}>
            {save.isPending ? 'Saving...' : 'Save week'}
          </Button>
        </div>
      )}
    </div>
  );
}
