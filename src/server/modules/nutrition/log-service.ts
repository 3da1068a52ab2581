// Logging a day: entries typed in, foods from the catalogue by grams or by portion, several at once (a parsed sentence,
// a saved meal), a meal copied from another day, our lunch in one tap, water, exercise and weights.
import type * as z from 'zod/mini';
import type { Food } from '../../../contracts/foods';
import {
  DAY_FULL_MESSAGE,
  LOG_DAYS_BACK,
  LOG_MESSAGES,
  LUNCH_ALREADY_LOGGED_MESSAGE,
  NO_LOG_MESSAGE,
  RECENT_ENTRIES_DAYS,
  RECENT_ENTRIES_LIMIT,
  type BatchChangeResponse,
  type copyMealRequestSchema,
  type DailyNutrition,
  type DayChangeResponse,
  type LogEntry,
  type logBatchRequestSchema,
  type logEntryRequestSchema,
  type Lunch,
  type Meal,
  type RecentEntriesResponse,
  type updateLogEntryRequestSchema,
  type WeightEntry,
  weightEntrySchema,
} from '../../../contracts/nutrition';
import {
  addDays,
  daysBetween,
  localDate,
  localDateOf,
  minutesIntoDay,
  type LocalDate,
} from '../../../domain/calendar';
import { MEAL_LABELS, mealAt } from '../../../domain/meals';
import { hydrationMl } from '../../../domain/hydration';
import { weightTrend } from '../../../domain/nutrition-progress';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { IN_PROGRESS_MESSAGE, type KeyKeptWithWork, type Repeat } from '../../http/idempotency';
import type { SessionInWrite } from '../auth/access-control';
import {
  addedTogetherKey,
  ENTRY_AMOUNTS,
  isDayFull,
  isUniqueViolation,
  nutritionRepository,
  type EntryChange,
  type EntryEdit,
  type EntriesAdded,
  type EntryRow,
  type NewEntry,
} from './nutrition-repository';

export type LogEntryInput = z.output<typeof logEntryRequestSchema>;

/**
 * An entry's Idempotency-Key: the entry keeps it (`clientKey`), and on routes that keep the key with their work the
 * statement that adds the entry also keeps the key as answered (one commit: issue 45).
 */
export interface EntryKey {
  key: string;
  kept?: KeyKeptWithWork | undefined;
}
export type UpdateLogEntryInput = z.output<typeof updateLogEntryRequestSchema>;
export type LogBatchInput = z.output<typeof logBatchRequestSchema>;
export type CopyMealInput = z.output<typeof copyMealRequestSchema>;

/** A food by code for a subscriber: the catalogue's or their own (composed in app.ts from the foods module). */
export type FoodLookup = (userId: number, code: string) => Promise<Food | undefined>;
/** How the day log says a subscriber logged foods (the foods module re-ranks their recent and frequent ones). */
export type FoodsLogged = (userId: number) => void;

/** How far back a subscriber's logged foods count for their search. */
const FOOD_HISTORY_DAYS = 60;

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
    portion: row.portion,
    quantity: row.quantity,
    meal: row.meal,
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

/** A food's energy and macros for some grams, from its per-100 g values. */
function foodValues(food: Food, grams: number) {
  const f = grams / 100;
  return {
    name: food.name,
    calories: Math.round(food.per100g.calories * f),
    proteinG: round1(food.per100g.protein * f),
    carbsG: round1(food.per100g.carbs * f),
    fatG: round1(food.per100g.fat * f),
    fiberG: round1(food.per100g.fiber * f),
    // Water, black coffee or tea logged as a food count toward the day's water (issue 45).
    waterMl: hydrationMl(food, grams),
  };
}

/** Grams from a request: given, or one of the food's portions times how many (1 unless said). */
function gramsOf(
  food: Food,
  input: {
    grams?: number | '' | undefined;
    portion?: string | undefined;
    quantity?: number | '' | undefined;
  },
  field = '',
): { grams: number; portion: string | null; quantity: number | null } {
  if (input.portion !== undefined && input.portion !== '') {
    const portion = food.portions.find((p) => p.label === input.portion);
    if (!portion)
      throw new AppError('VALIDATION', LOG_MESSAGES.portion, { [`${field}portion`]: LOG_MESSAGES.portion });
    const quantity = given(input.quantity) ? input.quantity : 1;
    const grams = round1(portion.grams * quantity);
    if (grams < 1 || grams > 2000) {
      throw new AppError('VALIDATION', LOG_MESSAGES.grams, { [`${field}quantity`]: LOG_MESSAGES.grams });
    }
    return { grams, portion: portion.label, quantity };
  }
  if (!given(input.grams))
    throw new AppError('VALIDATION', LOG_MESSAGES.grams, { [`${field}grams`]: LOG_MESSAGES.grams });
  return { grams: round1(input.grams), portion: null, quantity: null };
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
  foods: FoodLookup;
  foodsLogged: FoodsLogged;
  lunchOf: LunchSource;
}) {
  const repo = nutritionRepository(deps.db);

  const today = () => localDateOf(deps.clock.now());

  /** The meal the time of day suggests (Central time), when none was chosen. */
  function mealNow(): Meal {
    return mealAt(minutesIntoDay(deps.clock.now()));
  }

  async function foodFor(userId: number, code: string, field = ''): Promise<Food> {
    const food = await deps.foods(userId, code);
    if (!food)
      throw new AppError('VALIDATION', LOG_MESSAGES.foodCode, {
        [`${field}foodCode`]: LOG_MESSAGES.foodCode,
      });
    return food;
  }

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

  /**
   * An entry being added under the phone's key: if that key already made one (a request sent again, at once or after
   * its kept answer was pruned, or after a crash), the answer is that entry, never a second. A key kept as answered
   * whose entry has since been removed answers the day as it is, without the entry.
   */
  async function once(
    userId: number,
    date: LocalDate,
    sent: EntryKey | undefined,
    adding: () => Promise<EntryChange>,
  ): Promise<DayChangeResponse> {
    try {
      return changed(await adding());
    } catch (error) {
      if (!sent || !isUniqueViolation(error)) throw error;
      const repeat = (await sent.kept?.repeated())?.kind ?? 'none';
      const first = await repo.entryByClientKey(userId, sent.key);
      if (first) return changed(first);
      if (repeat === 'kept') return { entry: null, day: await dayOf(userId, date) };
      throw error;
    }
  }

  /** The key as the add's statement keeps it, when the route keeps it with the work. */
  const keptOf = (sent: EntryKey | undefined) =>
    sent?.kept && { scope: sent.kept.scope, key: sent.kept.key, requestHash: sent.kept.requestHash };

  /** A request whose key was taken but whose first request left nothing to answer from yet: try again shortly. */
  const comeBack = () =>
    new AppError('idempotency_in_progress', IN_PROGRESS_MESSAGE, undefined, { 'retry-after': '2' });

  /**
   * Entries of one day added together (a batch, a copied meal) in one statement, all or none; under a key, the same
   * statement keeps the key, and a repeat (the key taken, or after it was pruned the entries' own keys) is answered
   * from the entries the first request added, as they now are.
   */
  async function addTogether(
    userId: number,
    date: LocalDate,
    values: NewEntry[],
    sent: EntryKey | undefined,
  ): Promise<BatchChangeResponse> {
    const keyed = sent
      ? values.map((entry, i) => ({ ...entry, clientKey: addedTogetherKey(sent.key, i) }))
      : values;
    const kept = keptOf(sent);
    let added: EntriesAdded | undefined;
    try {
      added = await addTo(repo.addEntries(userId, date, keyed, kept && { ...kept, at: deps.clock.now() }));
    } catch (error) {
      if (!sent || !isUniqueViolation(error)) throw error;
    }
    if (added && added.entries.length > 0) {
      deps.foodsLogged(userId);
      const rows = [...added.others, ...added.entries].sort((a, b) => a.id - b.id);
      return { entries: added.entries.map(entryView), day: dayView(date, rows, added.weight) };
    }
    if (!sent) throw new Error('entries not saved');
    const repeat = (await sent.kept?.repeated())?.kind ?? 'none';
    const first = await repo.entriesAddedTogether(userId, sent.key);
    if (first.length === 0 && repeat === 'none') throw comeBack();
    return replayTogether(userId, date, first);
  }

  /** The answer to a repeat of a batch or a copy: the entries the first request added, as they now are. */
  async function replayTogether(
    userId: number,
    date: string,
    first: EntryRow[],
  ): Promise<BatchChangeResponse> {
    const shown = first[0]?.date ?? date;
    const { entries, weight } = await repo.day(userId, shown);
    return { entries: first.map(entryView), day: dayView(shown, entries, weight) };
  }

  /**
   * A keyed write refused for what holds now (its day no longer one that may be logged, a food since deleted, a day
   * since full, nothing left to copy) may be a repeat of one that was done: the key the first request kept answers it,
   * as the claim path, which looked at the key before the work, did.
   */
  async function orDoneBefore<T>(
    sent: EntryKey | undefined,
    write: () => Promise<T>,
    replay: (repeat: Extract<Repeat, { kind: 'kept' }>, key: string) => Promise<T>,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof AppError) || !sent?.kept || error.code.startsWith('idempotency_')) throw error;
      // A caller signed out or no longer entitled is refused, never answered from an earlier request's work.
      if (error.code === 'UNAUTHORIZED' || error.code === 'FORBIDDEN') throw error;
      const repeat = await sent.kept.repeated();
      if (repeat.kind === 'none') throw error;
      return replay(repeat, sent.key);
    }
  }

  /** The answer to a repeat of an entry's add: the entry, or the day without it once it was removed. */
  async function replayEntry(userId: number, date: string, key: string): Promise<DayChangeResponse> {
    const first = await repo.entryByClientKey(userId, key);
    if (first) return changed(first);
    return { entry: null, day: await dayOf(userId, date) };
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

  const log = {
    today,

    async day(userId: number, date: string): Promise<DailyNutrition> {
      const day = await dayOf(userId, date);
      if (!day) throw new AppError('NOT_FOUND', NO_LOG_MESSAGE);
      return day;
    },

    /**
     * `sent`: the request's Idempotency-Key, kept on the entry so that a second sending is the same entry. `session`:
     * the caller's session when the add's statement is to check it (decision 0046).
     */
    async add(
      userId: number,
      input: LogEntryInput,
      sent?: EntryKey,
      session?: SessionInWrite,
    ): Promise<DayChangeResponse> {
      const date = loggableDate(input.date);
      const now = deps.clock.now();
      let values: Partial<NewEntry>;
      let source: EntryRow['source'] = 'manual';
      if (input.foodCode !== undefined) {
        const food = await foodFor(userId, input.foodCode);
        const amount = gramsOf(food, input);
        // Water and exercise may come with a food; its energy and macros come from the catalogue.
        const typed = typedValues(input);
        const eaten = foodValues(food, amount.grams);
        values = {
          ...eaten,
          ...amount,
          waterMl: typed.waterMl ?? eaten.waterMl,
          exerciseCalories: typed.exerciseCalories,
          foodCode: food.code,
        };
        source = 'food';
      } else {
        values = typedValues(input);
        if (!ENTRY_AMOUNTS.some((column) => (values[column] ?? 0) > 0)) {
          throw new AppError('VALIDATION', LOG_MESSAGES.empty, { consumedCalories: LOG_MESSAGES.empty });
        }
      }
      // Water or exercise alone belongs to no meal.
      const eats = (values.calories ?? 0) > 0 || source === 'food';
      const entry = {
        ...values,
        name: input.name || values.name || null,
        meal: input.meal ?? (eats ? mealNow() : null),
        userId,
        date,
        source,
        clientKey: sent?.key ?? null,
        createdAt: now,
        updatedAt: now,
      };
      const answer = await once(userId, date, sent, () =>
        addTo(
          session
            ? repo.addEntryChecked(entry, keptOf(sent), session.values).then((checked) => {
                session.found(checked.caller);
                if (!checked.change) throw new Error('entry not saved');
                return checked.change;
              })
            : repo.addEntry(entry, keptOf(sent)),
        ),
      );
      if (source === 'food') deps.foodsLogged(userId);
      return answer;
    },

    /** Several foods into one meal of a day, all or none (a confirmed sentence, a saved meal). */
    async addBatch(userId: number, input: LogBatchInput, sent?: EntryKey): Promise<BatchChangeResponse> {
      const date = loggableDate(input.date);
      const now = deps.clock.now();
      const meal = input.meal ?? mealNow();
      const values: NewEntry[] = [];
      for (const [i, item] of input.items.entries()) {
        const food = await foodFor(userId, item.foodCode, `items.${i}.`);
        const amount = gramsOf(food, item, `items.${i}.`);
        values.push({
          ...foodValues(food, amount.grams),
          ...amount,
          foodCode: food.code,
          userId,
          date,
          source: 'food',
          meal,
          createdAt: now,
          updatedAt: now,
        });
      }
      return addTogether(userId, date, values, sent);
    },

    /** A meal of one day logged again on another (today unless said): "copy yesterday's breakfast". */
    async copyMeal(userId: number, input: CopyMealInput, sent?: EntryKey): Promise<BatchChangeResponse> {
      const to = loggableDate(input.to);
      const from = localDate(input.from);
      const source = (await repo.mealEntries(userId, from, input.meal)).filter((e) => e.source !== 'lunch');
      if (source.length === 0) {
        throw new AppError(
          'NOT_FOUND',
          `Nothing was logged for ${MEAL_LABELS[input.meal].toLowerCase()} that day`,
        );
      }
      const now = deps.clock.now();
      const copies = source.map(({ id: _id, clientKey: _k, createdAt: _c, updatedAt: _u, ...entry }) => ({
        ...entry,
        clientKey: null,
        date: to,
        createdAt: now,
        updatedAt: now,
      }));
      return addTogether(userId, to, copies, sent);
    },

    /** The subscriber's logged foods of the last 60 days, for their search. */
    async foodHistory(userId: number): Promise<{ code: string; times: number; daysAgo: number }[]> {
      const now = today();
      const rows = await repo.foodHistory(userId, addDays(now, -FOOD_HISTORY_DAYS));
      return rows.map((r) => ({
        code: r.code,
        times: r.times,
        daysAgo: daysBetween(localDate(r.last), now),
      }));
    },

    async preferences(userId: number): Promise<{ units: 'metric' | 'us' }> {
      // US units until the subscriber says otherwise: the tracker is sold in Texas.
      return { units: (await repo.preferences(userId))?.units ?? 'us' };
    },

    async savePreferences(userId: number, units: 'metric' | 'us'): Promise<{ units: 'metric' | 'us' }> {
      await repo.savePreferences({ userId, units, updatedAt: deps.clock.now() });
      return { units };
    },

    async update(userId: number, id: number, input: UpdateLogEntryInput): Promise<DayChangeResponse> {
      const entry = await repo.findEntry(userId, id);
      if (!entry) throw new AppError('NOT_FOUND', NOT_FOUND_ENTRY);
      loggableDate(entry.date);
      let values: Partial<EntryEdit> = typedValues(input);
      if (entry.source === 'lunch') {
        values = { waterMl: values.waterMl, exerciseCalories: values.exerciseCalories };
      } else if (entry.source === 'food' && entry.foodCode) {
        const food = await foodFor(userId, entry.foodCode);
        const amount =
          input.portion !== undefined || given(input.grams)
            ? gramsOf(food, input)
            : given(input.quantity) && entry.portion
              ? gramsOf(food, { portion: entry.portion, quantity: input.quantity })
              : { grams: entry.grams ?? 100, portion: entry.portion, quantity: entry.quantity };
        const eaten = foodValues(food, amount.grams);
        values = {
          ...eaten,
          ...amount,
          waterMl: values.waterMl ?? eaten.waterMl,
          exerciseCalories: values.exerciseCalories,
        };
        delete values.name;
      }
      if (input.name) values.name = input.name;
      if (input.meal) values.meal = input.meal;
      const change = await repo.editEntry(entry, { ...values, updatedAt: deps.clock.now() });
      if (!change) throw new AppError('NOT_FOUND', NOT_FOUND_ENTRY);
      return changed(change);
    },

    /** `session`: the caller's session when the removal's statement is to check it (decision 0046). */
    async remove(userId: number, id: number, session?: SessionInWrite): Promise<DayChangeResponse> {
      const to = today();
      const days = { from: addDays(to, -LOG_DAYS_BACK), to };
      // One statement when it can be removed; the reason is looked up only when it cannot.
      let removed: EntryChange | undefined;
      if (session) {
        const checked = await repo.removeEntryChecked(userId, id, days, session.values);
        session.found(checked.caller);
        removed = checked.change;
      } else {
        removed = await repo.removeEntry(userId, id, days);
      }
      if (removed) return changed(removed, true);
      const entry = await repo.findEntry(userId, id);
      if (entry) loggableDate(entry.date);
      throw new AppError('NOT_FOUND', NOT_FOUND_ENTRY);
    },

    async recent(userId: number): Promise<RecentEntriesResponse> {
      const from = addDays(today(), -(RECENT_ENTRIES_DAYS - 1));
      const [recent, frequent] = await Promise.all([
        repo.recentEntries(userId, from, RECENT_ENTRIES_LIMIT),
        repo.frequentEntries(userId, from, RECENT_ENTRIES_LIMIT),
      ]);
      return {
        entries: recent.map(entryView),
        frequent: frequent.map(({ entry, times }) => ({ entry: entryView(entry), times })),
      };
    },

    async lunch(userId: number, date: string | undefined): Promise<Lunch> {
      return lunchFor(userId, date === undefined ? today() : localDate(date));
    },

    async logLunch(userId: number, date: string | undefined, sent?: EntryKey): Promise<DayChangeResponse> {
      const day = loggableDate(date);
      const dish = await deps.lunchOf(userId, day);
      if (!dish) throw new AppError('BAD_REQUEST', NO_LUNCH_MESSAGE);
      const now = deps.clock.now();
      try {
        return await once(userId, day, sent, () =>
          repo.addEntry(
            {
              userId,
              date: day,
              source: 'lunch',
              name: dish.name,
              meal: 'lunch',
              calories: dish.calories,
              proteinG: dish.protein,
              carbsG: dish.carbs,
              fatG: dish.fat,
              fiberG: dish.fiber,
              clientKey: sent?.key ?? null,
              createdAt: now,
              updatedAt: now,
            },
            keptOf(sent),
          ),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', LUNCH_ALREADY_LOGGED_MESSAGE);
        if (isDayFull(error)) throw new AppError('CONFLICT', DAY_FULL_MESSAGE);
        throw error;
      }
    },

    /**
     * The day's weight, answered with its trend. The answer is computed from the weights up to the day before the
     * write, so that under a key the write keeps it with the key in one statement; a repeat is sent the stored answer.
     */
    async saveWeight(
      userId: number,
      date: string | undefined,
      weight: number,
      sent?: EntryKey,
    ): Promise<WeightEntry> {
      const day = loggableDate(date);
      const kg = round1(weight);
      const now = deps.clock.now();
      const before = (await repo.weightsUpTo(userId, day)).filter((w) => w.date !== day);
      const trend = weightTrend(
        [...before, { date: day, weightKg: kg }].map((w) => ({ date: w.date, weight: w.weightKg })),
      );
      const answer = trend.at(-1);
      if (!answer) throw new Error('weight not saved');
      const kept = sent?.kept;
      if (!kept) {
        await repo.saveWeight(userId, day, kg, now);
        return answer;
      }
      const { scope, key, requestHash } = kept;
      const stored = JSON.stringify(answer);
      if (await repo.saveWeightKept(userId, day, kg, now, { scope, key, requestHash, answer: stored })) {
        return answer;
      }
      // A repeat: the first request's answer as it was sent.
      const repeat = await kept.repeated();
      if (repeat.kind === 'none' || repeat.answer === null) throw comeBack();
      return weightEntrySchema.parse(JSON.parse(repeat.answer));
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

  return {
    ...log,
    add: (userId: number, input: LogEntryInput, sent?: EntryKey, session?: SessionInWrite) =>
      orDoneBefore(
        sent,
        () => log.add(userId, input, sent, session),
        (_repeat, key) => replayEntry(userId, input.date ?? today(), key),
      ),
    logLunch: (userId: number, date: string | undefined, sent?: EntryKey) =>
      orDoneBefore(
        sent,
        () => log.logLunch(userId, date, sent),
        (_repeat, key) => replayEntry(userId, date ?? today(), key),
      ),
    addBatch: (userId: number, input: LogBatchInput, sent?: EntryKey) =>
      orDoneBefore(
        sent,
        () => log.addBatch(userId, input, sent),
        async (_repeat, key) =>
          replayTogether(userId, input.date ?? today(), await repo.entriesAddedTogether(userId, key)),
      ),
    copyMeal: (userId: number, input: CopyMealInput, sent?: EntryKey) =>
      orDoneBefore(
        sent,
        () => log.copyMeal(userId, input, sent),
        async (_repeat, key) =>
          replayTogether(userId, input.to ?? today(), await repo.entriesAddedTogether(userId, key)),
      ),
    saveWeight: (userId: number, date: string | undefined, weight: number, sent?: EntryKey) =>
      orDoneBefore(
        sent,
        () => log.saveWeight(userId, date, weight, sent),
        (repeat) => {
          if (repeat.answer === null) throw comeBack();
          return Promise.resolve(weightEntrySchema.parse(JSON.parse(repeat.answer)));
        },
      ),
  };
}

export type LogService = ReturnType<typeof createLogService>;
