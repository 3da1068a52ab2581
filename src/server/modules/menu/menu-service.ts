// The menu's rules: dishes and their versions, weeks planned by hand and rotations, locking at the subscribers'
// cutoff ("tell the subscribers" past it), who may edit, and the dated menu every screen reads.
import { randomUUID } from 'node:crypto';
import { isDatabaseUnavailable } from '../../db/outage';
import type { CreateDishRequest, Dish, UpdateDishRequest } from '../../../contracts/dishes';
import { DISH_MESSAGES } from '../../../contracts/dishes';
import type { MenuResponse } from '../../../contracts/menu';
import { WEEKDAYS } from '../../../contracts/menu';
import {
  MENU_MESSAGES,
  type MenuAccessResponse,
  type MenuWeekResponse,
  type MenuWeekSummary,
  type PlannedDayInput,
} from '../../../contracts/menu-calendar';
import {
  addDays,
  localDate,
  localDateOf,
  mondayOf,
  weekdayOf,
  type LocalDate,
} from '../../../domain/calendar';
import { isAllergen } from '../../../domain/allergens';
import { formatCalendarDate } from '../../../domain/dates';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/session-service';
import { enqueueEmail } from '../email/outbox';
import type { MenuLine, SampleMenu } from '../email/email-templates';
import { encodePhoto, PHOTO_MESSAGES } from './dish-photos';
import { iconFor, photoUrlOf, resolveRecipe, type DishFacts, type FoodFinder } from './dish-views';
import { currentMenuWeek, MenuCalendar, weekTimes, type ServedDay } from './menu-calendar';
import { menuRepository, type NewDishVersion } from './menu-repository';
import { SEED_DISHES, SEED_ROTATION_START, SEED_SOURCE, SEED_WEEK } from './menu-seed';
import type { PlannedChoice, PlannedDay } from './menu-tables';

/** Writes an audit entry in the change's transaction (the admin module's log, composed in app.ts). */
export type MenuAudit = (
  tx: DbOrTx,
  entry: {
    actor: AuthContext;
    action: string;
    entityType: string;
    entityId: string | number | null;
    detail?: Record<string, string | number | boolean | null>;
  },
  now: Date,
) => Promise<void>;

/** Who eats in a service week (a paid order covers it and it is not skipped): whom a change to it is e-mailed. */
export type WeekEaters = (tx: DbOrTx, monday: LocalDate) => Promise<{ name: string; email: string }[]>;

export interface MenuServiceDeps {
  db: Db;
  clock: Clock;
  findFood: FoodFinder;
  audit: MenuAudit;
  eaters: WeekEaters;
}

/** How far ahead a dish's use is looked for before it may be deleted: the longest rotation and more. */
const WEEKS_AHEAD = 26;

const weekOf = (monday: string) => `the week of ${formatCalendarDate(monday)}`;
const listed = (mondays: readonly string[]) =>
  mondays.length <= 1
    ? mondays[0]
      ? weekOf(mondays[0])
      : ''
    : `${mondays.slice(0, -1).map(weekOf).join(', ')} and ${weekOf(mondays.at(-1) ?? '')}`;

export function createMenuService(deps: MenuServiceDeps) {
  const { db, clock } = deps;
  const factsCache = new Map<string, DishFacts>();
  let calendar: MenuCalendar | undefined;
  let loading: Promise<MenuCalendar> | undefined;
  /** GET /api/menu's answers per week, made once per generation. */
  const answers = new Map<string, string>();

  async function load(): Promise<MenuCalendar> {
    const snapshot = await menuRepository(db).snapshot();
    const fresh = new MenuCalendar(snapshot, deps.findFood, factsCache);
    if (!calendar || fresh.generation !== calendar.generation) answers.clear();
    calendar = fresh;
    return fresh;
  }

  /**
   * The menu as of the database's generation: one small read, then memory. With `lastKnownOnOutage`, a database out
   * of reach answers the menu last read (the landing page keeps its menu through an outage).
   */
  async function current(options: { lastKnownOnOutage?: boolean } = {}): Promise<MenuCalendar> {
    let generation: number | null;
    try {
      generation = await menuRepository(db).generation();
    } catch (error) {
      if (options.lastKnownOnOutage && calendar && isDatabaseUnavailable(error)) return calendar;
      throw error;
    }
    if (calendar && calendar.generation === generation) return calendar;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  const today = () => localDateOf(clock.now());

  async function canEdit(actor: AuthContext): Promise<boolean> {
    if (actor.role === 'admin') return true;
    if (actor.role !== 'staff') return false;
    return (await current()).editors.has(actor.userId);
  }

  async function requireEditor(actor: AuthContext): Promise<void> {
    if (!(await canEdit(actor))) throw new AppError('FORBIDDEN', DISH_MESSAGES.editNotAllowed);
  }

  /** A change in one transaction, the generation moved on with it; the menu is read afresh afterwards. */
  async function change<T>(work: (tx: DbOrTx, now: Date) => Promise<T>): Promise<T> {
    const now = clock.now();
    const result = await db.transaction(async (tx) => {
      const out = await work(tx, now);
      await menuRepository(tx).bump();
      return out;
    });
    await load();
    return result;
  }

  // ---- Dishes ---------------------------------------------------------------------------------------------------

  function dishView(cal: MenuCalendar, id: number): Dish {
    const row = cal.dishRow(id);
    const version = cal.latestVersion(id);
    if (!row || !version || row.archivedAt !== null)
      throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
    const { allergenKinds: _kinds, ...facts } = cal.facts(version);
    return { ...facts, photoUrl: photoUrlOf(row.photoId), createdAt: row.createdAt.toISOString() };
  }

  /** The recipe checked against the catalogue: an unknown code is a 400 naming its line. */
  function checkedRecipe(recipe: NonNullable<CreateDishRequest['recipe']>) {
    const fields: Record<string, string> = {};
    recipe.forEach((line, i) => {
      if (!deps.findFood(line.foodCode))
        fields[`recipe.${i}.foodCode`] = `${DISH_MESSAGES.unknownFood}: ${line.foodCode}`;
    });
    const first = Object.entries(fields)[0];
    if (first) throw new AppError('VALIDATION', `Invalid ${first[0]}: ${first[1]}`, fields);
    return recipe.map((line) => ({
      foodCode: line.foodCode,
      grams: Math.round(line.grams * 100) / 100,
      ...(line.label !== undefined ? { label: line.label } : {}),
    }));
  }

  function versionOf(input: CreateDishRequest): NewDishVersion {
    const recipe = checkedRecipe(input.recipe);
    if (recipe.length === 0 && !input.stated) {
      throw new AppError('VALIDATION', DISH_MESSAGES.nothingToCompute, {
        recipe: DISH_MESSAGES.nothingToCompute,
      });
    }
    const ingredients = resolveRecipe({ recipe }, deps.findFood);
    return {
      name: input.name,
      description: input.description ?? '',
      icon: input.icon ?? iconFor(ingredients),
      portionGrams: input.portionGrams,
      recipe,
      stated: input.stated ?? null,
      allergens: input.allergens ?? null,
      tags: [...new Set(input.tags ?? [])],
    };
  }

  /** Locked weeks not over yet that show the dish: an edit asks whether to apply itself there too. */
  function publishedWeeks(cal: MenuCalendar, dishId: number): LocalDate[] {
    const now = clock.now();
    return cal
      .weeksShowing(dishId, mondayOf(today()), 2)
      .filter((monday) => weekTimes(monday, now).locked && !weekTimes(monday, now).over);
  }

  // ---- Weeks ----------------------------------------------------------------------------------------------------

  /** Each planned day checked: the five weekdays once each, known dishes, choices on Friday only; keys made. */
  function checkedDays(
    cal: MenuCalendar,
    days: readonly (Omit<PlannedDayInput, 'date'> & { weekday: number })[],
    fieldOf: (i: number) => string,
    /** The field that says which day it is: `date` in a week, `weekday` in a rotation. */
    dayKey: 'date' | 'weekday',
  ): PlannedDay[] {
    const fields: Record<string, string> = {};
    const seen = new Map<number, number>();
    days.forEach((day, i) => {
      const name = WEEKDAYS[day.weekday - 1];
      if (!name) {
        fields[`${fieldOf(i)}.${dayKey}`] = MENU_MESSAGES.days;
        return;
      }
      if (seen.has(day.weekday)) fields[`${fieldOf(i)}.${dayKey}`] = `${capital(name)} is planned twice`;
      seen.set(day.weekday, i);
      const choices = day.choices ?? [];
      if (choices.length === 1) fields[`${fieldOf(i)}.choices`] = MENU_MESSAGES.choices;
      if (choices.length > 0 && day.weekday !== 5) {
        fields[`${fieldOf(i)}.choices`] = 'Only Friday offers a choice of specials';
      }
      if (day.dishIds.length === 0 && choices.length === 0)
        fields[`${fieldOf(i)}.dishIds`] = MENU_MESSAGES.dishIds;
      const unknownOf = (ids: readonly number[]) =>
        ids.filter((id) => {
          const row = cal.dishRow(id);
          return !row || row.archivedAt !== null;
        });
      const unknown = unknownOf(day.dishIds);
      if (unknown.length > 0) fields[`${fieldOf(i)}.dishIds`] = `No such dish: ${unknown.join(', ')}`;
      choices.forEach((choice, c) => {
        const field = `${fieldOf(i)}.choices.${c}.dishIds`;
        const missing = unknownOf(choice.dishIds);
        // A dish twice in one lunch would be cooked, counted and logged twice.
        const twice = choice.dishIds.find(
          (id, k) => day.dishIds.includes(id) || choice.dishIds.indexOf(id) !== k,
        );
        if (missing.length > 0) fields[field] = `No such dish: ${missing.join(', ')}`;
        else if (twice !== undefined) {
          fields[field] =
            `${cal.latestVersion(twice)?.name ?? `Dish ${twice}`} is already on this day: list each dish once`;
        }
      });
      const keys = choices.map((c) => c.key ?? keyOf(c.label));
      if (new Set(keys).size !== keys.length)
        fields[`${fieldOf(i)}.choices`] = 'Give each choice its own name';
    });
    const missing = [1, 2, 3, 4, 5].filter((w) => !seen.has(w)).map((w) => capital(WEEKDAYS[w - 1] ?? ''));
    if (missing.length > 0 && !Object.keys(fields).some((k) => k.startsWith('days'))) {
      fields.days = `${MENU_MESSAGES.days}: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
    }
    const first = Object.entries(fields)[0];
    if (first) throw new AppError('VALIDATION', `Invalid ${first[0]}: ${first[1]}`, fields);
    return [...days]
      .sort((a, b) => a.weekday - b.weekday)
      .map((day) => ({
        weekday: day.weekday,
        dishIds: day.dishIds,
        choices: (day.choices ?? []).map((c): PlannedChoice => ({
          key: c.key ?? keyOf(c.label),
          label: c.label,
          dishIds: c.dishIds,
        })),
        title: day.title ?? null,
        description: day.description ?? null,
        badge: day.badge ?? null,
        image: day.image ?? null,
      }));
  }

  function weekResponse(cal: MenuCalendar, monday: LocalDate, eaters: number): MenuWeekResponse {
    const plan = cal.planOf(monday);
    const times = weekTimes(monday, clock.now());
    return {
      weekStartDate: monday,
      source: plan.source,
      rotationWeek: plan.rotationWeek,
      locksAt: times.locksAt.toISOString(),
      locked: times.locked,
      over: times.over,
      plan: plan.days.map((d) => ({
        date: addDays(monday, d.weekday - 1),
        dishIds: d.dishIds,
        choices: d.choices,
        title: d.title,
        description: d.description,
        badge: d.badge,
        image: d.image,
      })),
      days: cal.weekView(monday),
      eaters,
    };
  }

  function menuLines(cal: MenuCalendar, monday: LocalDate): MenuLine[] {
    const lines: MenuLine[] = [];
    for (let i = 0; i < 5; i++) {
      const day = cal.lunchOn(addDays(monday, i));
      if (!day) continue;
      const view = cal.dayView(day);
      lines.push({
        date: day.date,
        title: day.title,
        dishes: view.items.map((item) => item.name),
        calories: view.nutrition.calories,
        protein: view.nutrition.protein,
      });
    }
    return lines;
  }

  /** E-mails everyone who eats that week the week's menu as it now is. */
  async function tellSubscribers(tx: DbOrTx, monday: LocalDate, now: Date): Promise<number> {
    // Read through the change's transaction: the e-mail says the week as it is about to be.
    const cal = new MenuCalendar(await menuRepository(tx).snapshot(), deps.findFood, factsCache);
    const menu = menuLines(cal, monday);
    const people = await deps.eaters(tx, monday);
    for (const person of people) {
      await enqueueEmail(
        tx,
        {
          template: 'menu-change',
          data: { name: person.name, weekOf: monday, menu },
          to: person.email,
          dedupeKey: `menu-change:${monday}:${person.email.toLowerCase()}:${now.toISOString()}`,
        },
        now,
      );
    }
    return people.length;
  }

  /** A locked week changes only when the owner says to tell the subscribers; a week that is over never. */
  function checkChangeable(monday: LocalDate, notify: boolean | undefined): boolean {
    const times = weekTimes(monday, clock.now());
    if (times.over) {
      throw new AppError('CONFLICT', `${capital(weekOf(monday))} is over: its menu stays as it was served.`);
    }
    if (times.locked && notify !== true) {
      const message = `${capital(weekOf(monday))} is locked: the subscribers' choices closed ${formatCalendarDate(
        localDateOf(times.locksAt),
      )} at 12:00 PM. To change it, tell the subscribers (notifySubscribers: true), who are e-mailed the new menu.`;
      throw new AppError('CUTOFF_PASSED', message, { notifySubscribers: message });
    }
    return times.locked;
  }

  return {
    current,
    canEdit,

    /** The starting menu, once per database, by whichever instance gets there first. */
    async seed(): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const repo = menuRepository(tx);
        if (!(await repo.claimSeed(now))) return;
        const ids = new Map<string, number>();
        for (const dish of SEED_DISHES) {
          const id = await repo.createDish(
            {
              name: dish.name,
              description: dish.description,
              icon: dish.icon,
              portionGrams: dish.portionGrams,
              recipe: dish.recipe,
              stated: { ...dish.stated, source: SEED_SOURCE },
              allergens: null,
              tags: dish.tags,
            },
            // Before any week it fills, so that every week of the rotation shows these versions.
            new Date(`${SEED_ROTATION_START}T00:00:00Z`),
          );
          ids.set(dish.key, id);
        }
        const idOf = (key: string) => ids.get(key) ?? 0;
        await repo.addRotation(
          SEED_ROTATION_START,
          [
            SEED_WEEK.map((day) => ({
              weekday: day.weekday,
              dishIds: day.dishes.map(idOf),
              choices: day.choices.map((c) => ({ key: c.key, label: c.label, dishIds: c.dishes.map(idOf) })),
              title: day.title,
              description: day.description,
              badge: day.badge,
              image: day.image,
            })),
          ],
          now,
        );
        await repo.bump();
      });
    },

    async access(actor: AuthContext): Promise<MenuAccessResponse> {
      const cal = await current();
      return { canEdit: await canEdit(actor), editors: [...cal.editors], keepDays: cal.keepDays };
    },

    async listDishes(): Promise<Dish[]> {
      const cal = await current();
      return cal.liveDishes().map((d) => dishView(cal, d.id));
    },

    async getDish(id: number): Promise<Dish> {
      return dishView(await current(), id);
    },

    async createDish(actor: AuthContext, input: CreateDishRequest): Promise<Dish> {
      await requireEditor(actor);
      const version = versionOf(input);
      const id = await change(async (tx, now) => {
        const dishId = await menuRepository(tx).createDish(version, now);
        await deps.audit(
          tx,
          {
            actor,
            action: 'dish.create',
            entityType: 'dish',
            entityId: dishId,
            detail: { name: version.name },
          },
          now,
        );
        return dishId;
      });
      return dishView(await current(), id);
    },

    async updateDish(actor: AuthContext, id: number, input: UpdateDishRequest): Promise<Dish> {
      const cal = await current();
      const before = cal.latestVersion(id);
      const row = cal.dishRow(id);
      if (!before || !row || row.archivedAt !== null)
        throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
      await requireEditor(actor);
      const { publishedWeeks: answer, ...changes } = input;
      const next = versionOf({
        name: changes.name ?? before.name,
        description: changes.description ?? before.description,
        recipe: changes.recipe ?? before.recipe,
        portionGrams: changes.portionGrams ?? before.portionGrams,
        stated: changes.stated === undefined ? before.stated : changes.stated,
        allergens:
          changes.allergens === undefined
            ? (before.allergens?.filter(isAllergen) ?? null)
            : changes.allergens,
        tags: changes.tags ?? before.tags,
        icon: (changes.icon ?? before.icon) as NonNullable<CreateDishRequest['icon']>,
      });
      const locked = publishedWeeks(cal, id);
      if (locked.length > 0 && answer === undefined) {
        const message = `${capital(listed(locked))} ${locked.length === 1 ? 'is' : 'are'} locked and ${locked.length === 1 ? 'shows' : 'show'} this dish. Keep ${locked.length === 1 ? 'it' : 'them'} as ${locked.length === 1 ? 'it was' : 'they were'}, or apply the change there too (the subscribers are e-mailed)?`;
        throw new AppError('CONFLICT', message, { publishedWeeks: message });
      }
      await change(async (tx, now) => {
        const repo = menuRepository(tx);
        if (!(await repo.lockDish(id))) throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
        const version = await repo.addVersion(id, next, now);
        if (answer === 'apply') {
          for (const monday of locked) await repo.pin(monday, id, version);
        }
        await deps.audit(
          tx,
          {
            actor,
            action: 'dish.update',
            entityType: 'dish',
            entityId: id,
            detail: {
              name: next.name,
              version,
              fields: Object.keys(changes).join(', '),
              lockedWeeks: locked.length > 0 ? `${answer ?? 'keep'}: ${locked.join(', ')}` : null,
            },
          },
          now,
        );
        if (answer === 'apply') {
          for (const monday of locked) await tellSubscribers(tx, monday, now);
        }
      });
      return dishView(await current(), id);
    },

    async deleteDish(actor: AuthContext, id: number): Promise<void> {
      const cal = await current();
      const row = cal.dishRow(id);
      if (!row || row.archivedAt !== null) throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
      await requireEditor(actor);
      const from = mondayOf(today());
      const weeks = cal.weeksShowing(id, from, WEEKS_AHEAD);
      if (weeks.length > 0) {
        const shown = weeks.slice(0, 6);
        const more = weeks.length > shown.length ? ` and ${weeks.length - shown.length} more` : '';
        const rotation = cal.currentRotation();
        const inRotation = rotation?.weeks.some((w) =>
          w.some((d) => d.dishIds.includes(id) || d.choices.some((c) => c.dishIds.includes(id))),
        );
        const message = `This dish is on the menu of ${listed(shown)}${more}${
          inRotation ? ' (through the rotation)' : ''
        }: take it off those weeks first.`;
        throw new AppError('CONFLICT', message, { weeks: weeks.join(', ') });
      }
      await change(async (tx, now) => {
        const repo = menuRepository(tx);
        if (!(await repo.lockDish(id))) throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
        await repo.archiveDish(id, now);
        await deps.audit(
          tx,
          {
            actor,
            action: 'dish.delete',
            entityType: 'dish',
            entityId: id,
            detail: { name: cal.latestVersion(id)?.name ?? null },
          },
          now,
        );
      });
    },

    /** A new photo for the dish, re-encoded without its metadata; the old one stays for weeks already served. */
    async setPhoto(actor: AuthContext, id: number, file: Buffer | null): Promise<Dish> {
      const cal = await current();
      const row = cal.dishRow(id);
      if (!row || row.archivedAt !== null) throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
      await requireEditor(actor);
      if (file === null) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.type, { photo: PHOTO_MESSAGES.type });
      }
      const photo = await encodePhoto(file);
      await change(async (tx, now) => {
        const repo = menuRepository(tx);
        if (!(await repo.lockDish(id))) throw new AppError('NOT_FOUND', DISH_MESSAGES.noSuchDish);
        const photoId = randomUUID();
        await repo.savePhoto({ id: photoId, ...photo, createdAt: now });
        await repo.setPhoto(id, photoId);
        await deps.audit(
          tx,
          {
            actor,
            action: 'dish.photo',
            entityType: 'dish',
            entityId: id,
            detail: { photoId, width: photo.width, height: photo.height },
          },
          now,
        );
      });
      return dishView(await current(), id);
    },

    /** A stored photo in one of its formats (its id is new for each upload, so it never changes). */
    async photo(photoId: string, format: 'webp' | 'avif' | 'jpeg'): Promise<Buffer> {
      const data = await menuRepository(db).photo(photoId, format);
      if (!data) throw new AppError('NOT_FOUND', 'No such photo');
      return data;
    },

    // ---- The calendar -------------------------------------------------------------------------------------------

    async getWeek(monday: LocalDate): Promise<MenuWeekResponse> {
      const cal = await current();
      return weekResponse(cal, monday, (await deps.eaters(db, monday)).length);
    },

    async weeks(from: LocalDate | undefined, count: number): Promise<MenuWeekSummary[]> {
      const cal = await current();
      const start = from ?? mondayOf(today());
      const now = clock.now();
      return Array.from({ length: count }, (_, i) => {
        const monday = addDays(start, 7 * i);
        const plan = cal.planOf(monday);
        const times = weekTimes(monday, now);
        return {
          weekStartDate: monday,
          source: plan.source,
          rotationWeek: plan.rotationWeek,
          locked: times.locked,
          over: times.over,
          days: cal.weekView(monday).map((d) => ({
            date: d.date,
            title: d.title,
            dishes: d.items.map((item) => item.name),
            calories: d.nutrition.calories,
          })),
        };
      });
    },

    async putWeek(
      actor: AuthContext,
      monday: LocalDate,
      input: { days: PlannedDayInput[]; notifySubscribers?: boolean | undefined },
    ): Promise<{ week: MenuWeekResponse; notified: number }> {
      await requireEditor(actor);
      const cal = await current();
      const days = checkedDays(
        cal,
        input.days.map((day) => {
          let weekday = 0;
          try {
            const date = localDate(day.date);
            if (mondayOf(date) === monday) weekday = weekdayOf(date);
          } catch {
            weekday = 0;
          }
          return { ...day, weekday };
        }),
        (i) => `days.${i}`,
        'date',
      );
      const locked = checkChangeable(monday, input.notifySubscribers);
      const notified = await change(async (tx, now) => {
        const repo = menuRepository(tx);
        await repo.saveWeek(monday, days, now);
        await deps.audit(
          tx,
          {
            actor,
            action: 'menu.week',
            entityType: 'menu-week',
            entityId: monday,
            detail: {
              days: days
                .map((d) => [...d.dishIds, ...d.choices.flatMap((c) => c.dishIds)].join('+'))
                .join(' | '),
              locked,
            },
          },
          now,
        );
        if (!locked) return 0;
        return tellSubscribers(tx, monday, now);
      });
      const fresh = await current();
      return { week: weekResponse(fresh, monday, (await deps.eaters(db, monday)).length), notified };
    },

    async rotation() {
      const rotation = (await current()).currentRotation();
      if (!rotation) return null;
      return {
        id: rotation.id,
        startsOn: rotation.startsOn,
        weeks: rotation.weeks.map((days) => ({
          days: days.map((d) => ({
            weekday: WEEKDAYS[d.weekday - 1] ?? 'monday',
            dishIds: d.dishIds,
            choices: d.choices,
            title: d.title,
            description: d.description,
            badge: d.badge,
            image: d.image,
          })),
        })),
      };
    },

    async putRotation(
      actor: AuthContext,
      input: { startsOn: string; weeks: { days: (Omit<PlannedDayInput, 'date'> & { weekday: string })[] }[] },
    ) {
      await requireEditor(actor);
      const cal = await current();
      const startsOn = localDate(input.startsOn);
      if (weekTimes(startsOn, clock.now()).locked) {
        const first = addDays(mondayOf(today()), 7);
        const open = weekTimes(first, clock.now()).locked ? addDays(first, 7) : first;
        const message = `Weeks already locked keep their menu: start the rotation on ${formatCalendarDate(open)} or later.`;
        throw new AppError('CUTOFF_PASSED', message, { startsOn: message });
      }
      const weeks = input.weeks.map((week, w) =>
        checkedDays(
          cal,
          week.days.map((d) => ({
            ...d,
            weekday: WEEKDAYS.indexOf(d.weekday as (typeof WEEKDAYS)[number]) + 1,
          })),
          (i) => `weeks.${w}.days.${i}`,
          'weekday',
        ),
      );
      await change(async (tx, now) => {
        const id = await menuRepository(tx).addRotation(startsOn, weeks, now);
        await deps.audit(
          tx,
          {
            actor,
            action: 'menu.rotation',
            entityType: 'menu-rotation',
            entityId: id,
            detail: { startsOn, weeks: weeks.length },
          },
          now,
        );
      });
      return this.rotation();
    },

    async setEditor(actor: AuthContext, userId: number, allowed: boolean): Promise<MenuAccessResponse> {
      await change(async (tx, now) => {
        await menuRepository(tx).setEditor(userId, allowed, actor.userId, now);
        await deps.audit(
          tx,
          {
            actor,
            action: allowed ? 'menu.editor-grant' : 'menu.editor-revoke',
            entityType: 'user',
            entityId: userId,
          },
          now,
        );
      });
      return this.access(actor);
    },

    async setKeepDays(actor: AuthContext, keepDays: number): Promise<MenuAccessResponse> {
      await change(async (tx, now) => {
        await menuRepository(tx).setKeepDays(keepDays);
        await deps.audit(
          tx,
          { actor, action: 'menu.settings', entityType: 'menu', entityId: null, detail: { keepDays } },
          now,
        );
      });
      return this.access(actor);
    },

    // ---- The dated menu every screen reads -------------------------------------------------------------------------

    /** GET /api/menu's answer as JSON: the week holding `week`, else this week (next once Friday's pickup is over). */
    async menuJson(week: string | undefined): Promise<string> {
      const cal = await current({ lastKnownOnOutage: true });
      const monday = week ? mondayOf(parseDate(week)) : currentMenuWeek(clock.now(), today());
      const known = answers.get(monday);
      if (known !== undefined && cal === calendar) return known;
      const body: MenuResponse = { weekStartDate: monday, days: cal.weekView(monday) };
      const json = JSON.stringify(body);
      if (cal === calendar) answers.set(monday, json);
      return json;
    },

    async menuOf(monday: LocalDate): Promise<MenuResponse> {
      const cal = await current();
      return { weekStartDate: monday, days: cal.weekView(monday) };
    },

    /** The week's lunches as e-mails list them. */
    async menuLines(monday: LocalDate): Promise<MenuLine[]> {
      return menuLines(await current(), monday);
    },

    /** The week the landing page shows (this week, next once Friday's pickup is over) as the e-mail samples show it. */
    async sampleMenu(): Promise<SampleMenu> {
      const cal = await current();
      const monday = currentMenuWeek(clock.now(), today());
      const choices = cal.weekView(monday).find((day) => day.special)?.choices ?? [];
      return { weekOf: monday, lines: menuLines(cal, monday), choices };
    },

    /** Which lunch is served on date D (menu-calendar.ts: lunchOn). */
    async lunchOn(date: LocalDate): Promise<ServedDay | null> {
      return (await current()).lunchOn(date);
    },

    /** What a subscriber eats on a day, with their pick of the day's choices. */
    async mealOn(date: LocalDate, choice: string | null) {
      return (await current()).mealOn(date, choice);
    },

    async keepDays(): Promise<number> {
      return (await current()).keepDays;
    },
  };
}

export type MenuService = ReturnType<typeof createMenuService>;

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A choice's key from its label: its first word ("Shrimp pulao": shrimp). */
function keyOf(label: string): string {
  const word = /[a-z0-9]+/.exec(label.toLowerCase())?.[0] ?? 'choice';
  return word.slice(0, 24);
}

function parseDate(value: string): LocalDate {
  try {
    return localDate(value);
  } catch {
    throw new AppError('VALIDATION', `Invalid week: ${MENU_MESSAGES.date}`, { week: MENU_MESSAGES.date });
  }
}
