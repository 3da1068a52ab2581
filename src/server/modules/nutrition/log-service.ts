// Logging a day: entries typed in, foods from the tables, our lunch in one tap, water, exercise and weights.
import type * as z from 'zod/mini';
import {
  DAY_FULL_MESSAGE,
  LOG_DAYS_BACK,
  LOG_MESSAGES,
  LUNCH_ALREADY_LOGGED_MESSAGE,
  NO_LOG_MESSAGE,
  RECENT_ENTRIES_DAYS,
  RECENT_ENTRIES_LIMIT,
  type DailyNutrition,
  type DayChangeResponse,
  type LogEntry,
  type logEntryRequestSchema,
  type Lunch,
  type updateLogEntryRequestSchema,
  type WeightEntry,
} from '../../../contracts/nutrition';
import { addDays, daysBetween, localDate, localDateOf, type LocalDate } from '../../../domain/calendar';
import { weightTrend } from '../../../domain/nutrition-progress';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { FoodCatalogue } from './food-catalogue';
import {
  ENTRY_AMOUNTS,
  isDayFull,
  isUniqueViolation,
  nutritionRepository,
  type EntryChange,
  type EntryRow,
  type NewEntry,
} from './nutrition-repository';

export type LogEntryInput = z.output<typeof logEntryRequestSchema>;
export type UpdateLogEntryInput = z.output<typeof updateLogEntryRequestSchema>;

/** The lunch we cooked for a subscriber on a day, with its nutrition; null on days without one. */
export interface LunchDish {
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}
export type LunchSource = (userId: number, date: LocalDate) => Promise<LunchDish | null>;

const NOT_FOUND_ENTRY = 'No such entry in your log';
const NO_LUNCH_MESSAGE = 'There is no lunch on this day: we cook Monday to Friday.';

const round1 = (value: number) => Math.round(value * 10) / 10;
const decimal = (value: number) => round1(value).toFixed(1);
const given = (value: number | '' | undefined): value is number => typeof value === 'number';

export function entryView(row: EntryRow): LogEntry {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    source: row.source,
    foodCode: row.foodCode,
    grams: row.grams,
    consumedCalories: row.calories,
    consumedProtein: decimal(row.proteinG),
    consumedCarbs: decimal(row.carbsG),
    consumedFat: decimal(row.fatG),
    consumedFiber: decimal(row.fiberG),
    waterIntake: round1(row.waterMl / 100) / 10,
    exerciseCaloriesBurned: row.exerciseCalories,
    createdAt: row.createdAt.toISOString(),
  };
}

export function dayView(date: string, rows: EntryRow[], weight: number | null): DailyNutrition {
  const sum = (pick: (row: EntryRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    date,
    consumedCalories: sum((r) => r.calories),
    consumedProtein: decimal(sum((r) => r.proteinG)),
    consumedCarbs: decimal(sum((r) => r.carbsG)),
    consumedFat: decimal(sum((r) => r.fatG)),
    consumedFiber: decimal(sum((r) => r.fiberG)),
    waterIntake: Math.round(sum((r) => r.waterMl) / 10) / 100,
    exerciseCaloriesBurned: sum((r) => r.exerciseCalories),
    entries: rows.map(entryView),
    weight,
    lunchLogged: rows.some((r) => r.source === 'lunch'),
  };
}

/** Grams of a food scaled from its per-100 g values. */
function foodValues(foods: FoodCatalogue, code: string, grams: number) {
  const food = foods.find(code);
  if (!food) throw new AppError('VALIDATION', LOG_MESSAGES.foodCode, { foodCode: LOG_MESSAGES.foodCode });
  const f = grams / 100;
  return {
    name: `${food.name} (${round1(grams)} g)`,
    calories: Math.round(food.per100g.calories * f),
    proteinG: round1(food.per100g.protein * f),
    carbsG: round1(food.per100g.carbs * f),
    fatG: round1(food.per100g.fat * f),
    fiberG: round1(food.per100g.fiber * f),
  };
}

/** The typed-in amounts of a request, as stored columns (only those given). */
function typedValues(input: UpdateLogEntryInput): Partial<NewEntry> {
  const values: Partial<NewEntry> = {};
  if (given(input.consumedCalories)) values.calories = input.consumedCalories;
  if (given(input.consumedProtein)) values.proteinG = round1(input.consumedProtein);
  if (given(input.consumedCarbs)) values.carbsG = round1(input.consumedCarbs);
  if (given(input.consumedFat)) values.fatG = round1(input.consumedFat);
  if (given(input.consumedFiber)) values.fiberG = round1(input.consumedFiber);
  if (given(input.waterIntake)) values.waterMl = Math.round(input.waterIntake * 1000);
  if (given(input.exerciseCaloriesBurned)) values.exerciseCalories = input.exerciseCaloriesBurned;
  return values;
}

/** An entry being added, with a full day's refusal as the 409 the subscriber reads. */
async function addTo<T>(adding: Promise<T>): Promise<T> {
  try {
    return await adding;
  } catch (error) {
    if (isDayFull(error)) throw new AppError('CONFLICT', DAY_FULL_MESSAGE);
    throw error;
  }
}

export function createLogService(deps: {
  db: Db;
  clock: Clock;
  foods: () => Promise<FoodCatalogue>;
  lunchOf: LunchSource;
}) {
  const repo = nutritionRepository(deps.db);

  const today = () => localDateOf(deps.clock.now());

  /** A day that may be logged: today unless given, at most 7 days back, never ahead. */
  function loggableDate(date: string | undefined): LocalDate {
    const now = today();
    if (date === undefined) return now;
    const day = localDate(date);
    const back = daysBetween(day, now);
    if (back < 0 || back > LOG_DAYS_BACK) {
      throw new AppError('VALIDATION', LOG_MESSAGES.date, { date: LOG_MESSAGES.date });
    }
    return day;
  }

  async function dayOf(userId: number, date: string): Promise<DailyNutrition | null> {
    const { entries, weight } = await repo.day(userId, date);
    if (entries.length === 0 && weight === null) return null;
    return dayView(date, entries, weight);
  }

  /** The answer to a change: the entry (null once removed) and its day as it now stands (null once empty). */
  function changed({ entry, others, weight }: EntryChange, removed = false): DayChangeResponse {
    const entries = removed ? others : [...others, entry].sort((a, b) => a.id - b.id);
    const day = entries.length === 0 && weight === null ? null : dayView(entry.date, entries, weight);
    return { entry: removed ? null : entryView(entry), day };
  }

  async function lunchFor(userId: number, date: LocalDate): Promise<Lunch> {
    const [dish, rows] = await Promise.all([deps.lunchOf(userId, date), repo.entriesOn(userId, date)]);
    return {
      date,
      available: dish !== null,
      name: dish?.name ?? null,
      calories: dish?.calories ?? 0,
      protein: dish?.protein ?? 0,
      carbs: dish?.carbs ?? 0,
      fat: dish?.fat ?? 0,
      fiber: dish?.fiber ?? 0,
      logged: rows.some((r) => r.source === 'lunch'),
    };
  }

  return {
    today,

    async day(userId: number, date: string): Promise<DailyNutrition> {
      const day = await dayOf(userId, date);
      if (!day) throw new AppError('NOT_FOUND', NO_LOG_MESSAGE);
      return day;
    },

    async add(userId: number, input: LogEntryInput): Promise<DayChangeResponse> {
      const date = loggableDate(input.date);
      const now = deps.clock.now();
      let values: Partial<NewEntry>;
      let source: EntryRow['source'] = 'manual';
      if (input.foodCode !== undefined) {
        if (!given(input.grams))
          throw new AppError('VALIDATION', LOG_MESSAGES.grams, { grams: LOG_MESSAGES.grams });
        const food = foodValues(await deps.foods(), input.foodCode, input.grams);
        // Water and exercise may come with a food; its energy and macros come from the tables.
        const typed = typedValues(input);
        values = { ...food, waterMl: typed.waterMl, exerciseCalories: typed.exerciseCalories };
        values.foodCode = input.foodCode;
        values.grams = round1(input.grams);
        source = 'food';
      } else {
        values = typedValues(input);
        if (!ENTRY_AMOUNTS.some((column) => (values[column] ?? 0) > 0)) {
          throw new AppError('VALIDATION', LOG_MESSAGES.empty, { consumedCalories: LOG_MESSAGES.empty });
        }
      }
      return changed(
        await addTo(
          repo.addEntry({
            ...values,
            name: input.name || values.name || null,
            userId,
            date,
            source,
            createdAt: now,
            updatedAt: now,
          }),
        ),
      );
    },

    async update(userId: number, id: number, input: UpdateLogEntryInput): Promise<DayChangeResponse> {
      const entry = await repo.findEntry(userId, id);
      if (!entry) throw new AppError('NOT_FOUND', NOT_FOUND_ENTRY);
      loggableDate(entry.date);
      let values = typedValues(input);
      if (entry.source === 'lunch') {
        values = { waterMl: values.waterMl, exerciseCalories: values.exerciseCalories };
      } else if (entry.source === 'food' && entry.foodCode) {
        const grams = given(input.grams) ? input.grams : (entry.grams ?? 100);
        const food = foodValues(await deps.foods(), entry.foodCode, grams);
        values = {
          ...food,
          waterMl: values.waterMl,
          exerciseCalories: values.exerciseCalories,
          grams: round1(grams),
        };
        if (!given(input.grams)) delete values.name;
      }
      if (input.name) values.name = input.name;
      const change = await repo.editEntry(entry, { ...values, updatedAt: deps.clock.now() });
      if (!change) throw new AppError('NOT_FOUND', NOT_FOUND_ENTRY);
      return changed(change);
    },

    async remove(userId: number, id: number): Promise<DayChangeResponse> {
      const to = today();
      // One statement when it can be removed; the reason is looked up only when it cannot.
      const removed = await repo.removeEntry(userId, id, { from: addDays(to, -LOG_DAYS_BACK), to });
      if (removed) return changed(removed, true);
      const entry = await repo.findEntry(userId, id);
      if (entry) loggableDate(entry.date);
      throw new AppError('NOT_FOUND', NOT_FOUND_ENTRY);
    },

    async recent(userId: number): Promise<LogEntry[]> {
      const from = addDays(today(), -(RECENT_ENTRIES_DAYS - 1));
      return (await repo.recentEntries(userId, from, RECENT_ENTRIES_LIMIT)).map(entryView);
    },

    async lunch(userId: number, date: string | undefined): Promise<Lunch> {
      return lunchFor(userId, date === undefined ? today() : localDate(date));
    },

    async logLunch(userId: number, date: string | undefined): Promise<DayChangeResponse> {
      const day = loggableDate(date);
      const dish = await deps.lunchOf(userId, day);
      if (!dish) throw new AppError('BAD_REQUEST', NO_LUNCH_MESSAGE);
      const now = deps.clock.now();
      try {
        return changed(
          await repo.addEntry({
            userId,
            date: day,
            source: 'lunch',
            name: dish.name,
            calories: dish.calories,
            proteinG: dish.protein,
            carbsG: dish.carbs,
            fatG: dish.fat,
            fiberG: dish.fiber,
            createdAt: now,
            updatedAt: now,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', LUNCH_ALREADY_LOGGED_MESSAGE);
        if (isDayFull(error)) throw new AppError('CONFLICT', DAY_FULL_MESSAGE);
        throw error;
      }
    },

    async saveWeight(userId: number, date: string | undefined, weight: number): Promise<WeightEntry> {
      const day = loggableDate(date);
      await repo.saveWeight(userId, day, Math.round(weight * 10) / 10, deps.clock.now());
      const all = await repo.weightsUpTo(userId, day);
      const trend = weightTrend(all.map((w) => ({ date: w.date, weight: w.weightKg })));
      const last = trend.at(-1);
      if (!last) throw new Error('weight not saved');
      return last;
    },

    async weights(userId: number, days: number): Promise<WeightEntry[]> {
      const to = today();
      const from = addDays(to, -(days - 1));
      const all = await repo.weightsUpTo(userId, to);
      return weightTrend(all.map((w) => ({ date: w.date, weight: w.weightKg }))).filter(
        (w) => w.date >= from,
      );
    },

    async removeWeight(userId: number, date: string): Promise<void> {
      if (!(await repo.deleteWeight(userId, localDate(date)))) {
        throw new AppError('NOT_FOUND', 'No weight logged on this date');
      }
    },
  };
}

export type LogService = ReturnType<typeof createLogService>;
