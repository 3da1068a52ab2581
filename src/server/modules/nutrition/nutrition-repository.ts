// Reads and writes a subscriber's tracker data: goals, day entries, weights, recommendations and check-in answers.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  sql,
  SQL,
  type Placeholder,
  type SQLWrapper,
} from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { DbOrTx } from '../../db/client';
import {
  callerSession,
  callerState,
  type CallerSessionValues,
  type CallerState,
} from '../auth/session-repository';
import { KEPT_WITH_THE_WORK } from '../../http/idempotency';
import {
  idempotencyKeys,
  nutritionCheckIns,
  nutritionEntries,
  nutritionGoals,
  nutritionPreferences,
  nutritionRecommendations,
  nutritionWeights,
  users,
} from '../../db/schema';

export type GoalsRow = typeof nutritionGoals.$inferSelect;
export type NewGoals = typeof nutritionGoals.$inferInsert;
export type EntryRow = typeof nutritionEntries.$inferSelect;
export type NewEntry = typeof nutritionEntries.$inferInsert;
export type WeightRow = typeof nutritionWeights.$inferSelect;
export type RecommendationRow = typeof nutritionRecommendations.$inferSelect;
export type NewRecommendation = typeof nutritionRecommendations.$inferInsert;
export type CheckInRow = typeof nutritionCheckIns.$inferSelect;

/** One day's sums, as the charts and the insights engine read them. */
export interface DayTotals {
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  waterMl: number;
  exerciseCalories: number;
  entries: number;
  lunch: boolean;
}

/** An entry just added, edited or removed, with the rest of its day as it now stands. */
export interface EntryChange {
  entry: EntryRow;
  /** The day's other entries, oldest first. */
  others: EntryRow[];
  weight: number | null;
}

const UNIQUE_VIOLATION = '23505';

/** The object without its undefined properties (an absent value takes the column's default). */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The database's own rule (migration 0014): a day holds at most DAY_ENTRY_LIMIT entries. */
const DAY_LIMIT_CONSTRAINT = 'nutrition_day_entry_limit';

/** Whether an insert was refused because its day is full (check_violation on the day's limit). */
export function isDayFull(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23514' && constraint === DAY_LIMIT_CONSTRAINT) return true;
  }
  return false;
}

/** Whether an insert failed on a unique index (PostgreSQL and PGlite both say 23505, sometimes on the cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/** The columns an edit may change, all of them given (a prepared statement sets every one). */
export type EntryEdit = Pick<
  EntryRow,
  | 'name'
  | 'grams'
  | 'calories'
  | 'proteinG'
  | 'carbsG'
  | 'fatG'
  | 'fiberG'
  | 'waterMl'
  | 'exerciseCalories'
  | 'portion'
  | 'quantity'
  | 'meal'
  | 'updatedAt'
>;

/** What an entry counts: energy, macros, water and exercise. */
export const ENTRY_AMOUNTS = [
  'calories',
  'proteinG',
  'carbsG',
  'fatG',
  'fiberG',
  'waterMl',
  'exerciseCalories',
] as const satisfies readonly (keyof EntryEdit)[];

const EDITABLE = [
  'name',
  'grams',
  ...ENTRY_AMOUNTS,
  'portion',
  'quantity',
  'meal',
  'updatedAt',
] as const satisfies readonly (keyof EntryEdit)[];

const placeholders = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<K, Placeholder<K>>;

/** An entry as row_to_json writes it: the table's column names, dates and times as ISO text. */
interface EntryJson {
  id: number;
  user_id: number;
  date: string;
  source: EntryRow['source'];
  name: string | null;
  food_code: string | null;
  grams: number | null;
  calories: number;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
  fiber_g: number;
  water_ml: number;
  exercise_calories: number;
  meal: EntryRow['meal'];
  portion: string | null;
  quantity: number | null;
  client_key: string | null;
  created_at: string;
  updated_at: string;
}

function entryFromJson(row: EntryJson): EntryRow {
  return {
    id: row.id,
    userId: row.user_id,
    date: row.date,
    source: row.source,
    name: row.name,
    foodCode: row.food_code,
    grams: row.grams,
    calories: row.calories,
    proteinG: row.protein_g,
    carbsG: row.carbs_g,
    fatG: row.fat_g,
    fiberG: row.fiber_g,
    waterMl: row.water_ml,
    exerciseCalories: row.exercise_calories,
    meal: row.meal,
    portion: row.portion,
    quantity: row.quantity,
    clientKey: row.client_key,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

const entriesFromJson = (text: string): EntryRow[] => (JSON.parse(text) as EntryJson[]).map(entryFromJson);

/**
 * A day's entries other than `except`, oldest first, as one JSON array in text (read through the (user, date) index;
 * the day travels as one value instead of a row per entry, which the driver and Drizzle would each take apart).
 * Written with its own aliases: Drizzle leaves columns unqualified in the fields of a one-table select.
 */
const dayEntriesJson = (userId: SQLWrapper, date: SQLWrapper, except?: SQLWrapper) =>
  sql<string>`(select coalesce(json_agg(e order by e.id), '[]'::json)::text from ${nutritionEntries} e
    where e.user_id = ${userId} and e.date = ${date}${except ? sql` and e.id <> ${except}` : sql``})`;

const dayWeight = (userId: SQLWrapper, date: SQLWrapper) =>
  sql<
    number | null
  >`(select w.weight_kg from ${nutritionWeights} w where w.user_id = ${userId} and w.date = ${date})`;

/** The changed row's own columns, named in full. */
const CHANGED = {
  row: sql.raw('"changed"'),
  id: sql.raw('"changed"."id"'),
  userId: sql.raw('"changed"."user_id"'),
  date: sql.raw('"changed"."date"'),
};

const CHANGED_CREATED_AT = sql.raw('"changed"."created_at"');

/**
 * A change of one entry (its INSERT, UPDATE or DELETE ... RETURNING) that also reads the rest of that entry's day, in
 * one statement prepared once by name: one row of the changed entry, the day's other entries and its weight. The
 * statement reads the day as it stood when it began, so the changed entry is left out by its id (a deleted one would
 * still be there; an inserted one would not yet be). Building this query with Drizzle on every call cost more CPU
 * than running it, hence prepared.
 */
function prepareChangeWithDay(
  db: DbOrTx,
  name: string,
  change: TypedQueryBuilder<(typeof nutritionEntries)['_']['columns']>,
  /** Another write of the same statement, on the changed row (executed whether or not the select reads it). */
  also?: SQL,
): (values: Record<string, unknown>) => Promise<EntryChange | undefined> {
  const changed = db.$with('changed').as(change);
  const ctes = also ? [changed, alsoCte(db, also)] : [changed];
  const prepared = db
    .with(...ctes)
    .select({
      entry: sql<string>`row_to_json(${CHANGED.row})::text`,
      others: dayEntriesJson(CHANGED.userId, CHANGED.date, CHANGED.id),
      weight: dayWeight(CHANGED.userId, CHANGED.date),
    })
    .from(changed)
    .prepare(name);
  return async (values) => {
    const [row] = await prepared.execute(values);
    return row ? changeOf(row) : undefined;
  };
}

const alsoCte = (db: DbOrTx, also: SQL) => db.$with('also', { done: sql<number>`done` }).as(also);

function changeOf(row: { entry: string; others: string; weight: unknown }): EntryChange {
  return {
    entry: entryFromJson(JSON.parse(row.entry) as EntryJson),
    others: entriesFromJson(row.others),
    weight: row.weight == null ? null : Number(row.weight),
  };
}

/** A change that checked its caller's session in the same statement: where the session stood, and the change. */
export interface CheckedChange {
  caller: CallerState;
  /** Undefined when nothing changed (always so unless the caller is entitled). */
  change: EntryChange | undefined;
}

/**
 * prepareChangeWithDay for a write that also checks its caller's session (`auth/session-repository.ts`:
 * callerSession, decision 0046): the session read and the write are one statement, one round trip. `change` writes
 * only when the `caller` CTE found the session live and entitled; the answer has no row when it did not find it.
 */
function prepareCheckedChangeWithDay(
  db: DbOrTx,
  name: string,
  change: SQL | TypedQueryBuilder<(typeof nutritionEntries)['_']['columns']>,
  also?: SQL,
): (values: Record<string, unknown>) => Promise<CheckedChange> {
  const caller = callerSession(db);
  const changed =
    change instanceof SQL
      ? db.$with('changed', { id: sql<number>`id` }).as(change)
      : db.$with('changed').as(change);
  const ctes = also ? [...caller.ctes, changed, alsoCte(db, also)] : [...caller.ctes, changed];
  const prepared = db
    .with(...ctes)
    .select({
      caller: caller.entitled,
      entry: sql<string | null>`row_to_json(${CHANGED.row})::text`,
      others: dayEntriesJson(CHANGED.userId, CHANGED.date, CHANGED.id),
      weight: dayWeight(CHANGED.userId, CHANGED.date),
    })
    .from(sql`"caller" left join "changed" on true`)
    .prepare(name);
  return async (values) => {
    const [row] = await prepared.execute(values);
    const entry = row?.entry;
    return {
      caller: callerState(row),
      change: row && typeof entry === 'string' ? changeOf({ ...row, entry }) : undefined,
    };
  };
}

/** The condition under which a checked write writes: its caller's session live and entitled. */
const CALLER_ENTITLED = sql`exists (select 1 from "caller" where "caller"."entitled")`;

/** A day's entries and weight in one row (asked of the user's own row, so there is always one). */
function prepareDay(db: DbOrTx) {
  const userId = sql.placeholder('userId');
  const date = sql.placeholder('date');
  return db
    .select({ entries: dayEntriesJson(userId, date), weight: dayWeight(userId, date) })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('nutrition_day');
}

const INSERT_COLUMNS = [
  'userId',
  'date',
  'source',
  'foodCode',
  'clientKey',
  'createdAt',
  ...EDITABLE,
] as const;

function prepareAddEntry(db: DbOrTx) {
  return prepareChangeWithDay(
    db,
    'nutrition_add_entry',
    db.insert(nutritionEntries).values(placeholders(INSERT_COLUMNS)).returning(),
  );
}

/** What an added entry keeps under its Idempotency-Key, in the statement that adds it (see addEntry). */
export interface KeptKey {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * The add that also keeps its request's Idempotency-Key as answered (`http/idempotency.ts`, `keptWithTheWork`): one
 * statement, so one commit. The answer itself is not stored: a repeat is answered from the entry, found by its key.
 * A second request with the key waits on the key's row and then fails on it (unique violation), adding nothing.
 */
function prepareAddEntryKept(db: DbOrTx) {
  return prepareChangeWithDay(
    db,
    'nutrition_add_entry_kept',
    db.insert(nutritionEntries).values(placeholders(INSERT_COLUMNS)).returning(),
    keyKeptWithChanged(),
  );
}

const KEPT_STATE = sql.raw(`'${KEPT_WITH_THE_WORK}'`);

/** The key's row, marked kept with the work, written for the entry the statement adds ("changed"). */
function keyKeptWithChanged(): SQL {
  const p = (key: string) => sql`${sql.placeholder(key)}`;
  return sql`insert into ${idempotencyKeys} (scope, key, request_hash, state, status_code, created_at, completed_at)
      select ${p('keptScope')}, ${p('keptKey')}, ${p('keptRequestHash')}, ${KEPT_STATE}, 201, ${CHANGED_CREATED_AT},
        ${CHANGED_CREATED_AT} from "changed" returning 1 as done`;
}

/**
 * An entry's add that checks its caller's session in the same statement, with or without its key (decision 0046).
 * The entry travels as one JSON object (json_populate_record), since an INSERT ... SELECT gives its placeholders no
 * column types to take.
 */
function prepareAddEntryChecked(db: DbOrTx, kept: boolean) {
  return prepareCheckedChangeWithDay(
    db,
    kept ? 'nutrition_add_entry_kept_checked' : 'nutrition_add_entry_checked',
    sql`insert into ${nutritionEntries} (${ADDED_COLUMNS})
      select ${ADDED_COLUMNS} from json_populate_record(null::${nutritionEntries}, ${sql.placeholder('row')}::json)
      where ${CALLER_ENTITLED}
      returning *`,
    kept ? keyKeptWithChanged() : undefined,
  );
}

/**
 * The request's key taken first, in the statement that does the work: a key already taken (by a request that
 * committed, or one still running, which this waits for) inserts nothing, and the work that selects from "kept" does
 * nothing either. `state` is 'kept' (answered from what the work wrote) or 'done' with `keptAnswer`, the answer as
 * sent.
 */
const keyTakenFirst = (db: DbOrTx, state: 'kept' | 'done') =>
  db.$with('kept', { done: sql<number>`done` }).as(
    sql`insert into ${idempotencyKeys}
        (scope, key, request_hash, state, status_code, response_body, created_at, completed_at)
      values (${sql.placeholder('keptScope')}, ${sql.placeholder('keptKey')}, ${sql.placeholder('keptRequestHash')},
        ${state === 'kept' ? KEPT_STATE : sql.raw(`'done'`)}, 201,
        ${state === 'kept' ? sql`null` : sql`${sql.placeholder('keptAnswer')}`},
        ${sql.placeholder('keptAt')}::timestamptz, ${sql.placeholder('keptAt')}::timestamptz)
      on conflict do nothing returning 1 as done`,
  );

/** The columns entries added together are written with, by the table's own names (json_populate_recordset). */
const ADDED_COLUMNS = sql.raw(
  [
    'user_id',
    'date',
    'source',
    'name',
    'food_code',
    'grams',
    'calories',
    'protein_g',
    'carbs_g',
    'fat_g',
    'fiber_g',
    'water_ml',
    'exercise_calories',
    'meal',
    'portion',
    'quantity',
    'client_key',
    'created_at',
    'updated_at',
  ].join(', '),
);

function entryJson(values: NewEntry): Omit<EntryJson, 'id'> {
  return {
    user_id: values.userId,
    date: values.date,
    source: values.source,
    name: values.name ?? null,
    food_code: values.foodCode ?? null,
    grams: values.grams ?? null,
    calories: values.calories ?? 0,
    protein_g: values.proteinG ?? 0,
    carbs_g: values.carbsG ?? 0,
    fat_g: values.fatG ?? 0,
    fiber_g: values.fiberG ?? 0,
    water_ml: values.waterMl ?? 0,
    exercise_calories: values.exerciseCalories ?? 0,
    meal: values.meal ?? null,
    portion: values.portion ?? null,
    quantity: values.quantity ?? null,
    client_key: values.clientKey ?? null,
    created_at: values.createdAt.toISOString(),
    updated_at: (values.updatedAt ?? values.createdAt).toISOString(),
  };
}

/**
 * Several entries of one day added in one statement (a batch, a copied meal), answered with the rest of their day
 * and its weight; with `kept`, the statement takes the request's Idempotency-Key first and adds nothing when it is
 * taken. The entries travel as one JSON array, so the statement is prepared once whatever their number.
 */
function prepareAddEntries(db: DbOrTx, kept: boolean) {
  const userId = sql.placeholder('userId');
  const date = sql.placeholder('date');
  const added = db.$with('added', { id: sql<number>`id` }).as(
    sql`insert into ${nutritionEntries} (${ADDED_COLUMNS})
      select ${ADDED_COLUMNS} from json_populate_recordset(null::${nutritionEntries}, ${sql.placeholder('rows')}::json)
      ${kept ? sql`where exists (select 1 from "kept")` : sql``}
      returning *`,
  );
  return db
    .with(...(kept ? [keyTakenFirst(db, 'kept'), added] : [added]))
    .select({
      entries: sql<string>`(select coalesce(json_agg(a order by a.id), '[]'::json)::text from "added" a)`,
      others: dayEntriesJson(userId, date),
      weight: dayWeight(userId, date),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare(kept ? 'nutrition_add_entries_kept' : 'nutrition_add_entries');
}

/**
 * A weight saved under the request's Idempotency-Key, kept as done with its answer in the same statement (the answer
 * is computed before, from the weights up to the day): one commit, and every version replays the stored answer.
 */
function prepareSaveWeightKept(db: DbOrTx) {
  const saved = db.$with('saved', { id: sql<number>`id` }).as(
    sql`insert into ${nutritionWeights} (user_id, date, weight_kg, created_at)
      select ${sql.placeholder('userId')}::bigint, ${sql.placeholder('date')}::date,
        ${sql.placeholder('weightKg')}::float8, ${sql.placeholder('keptAt')}::timestamptz from "kept"
      on conflict (user_id, date) do update set weight_kg = excluded.weight_kg, created_at = excluded.created_at
      returning id`,
  );
  return db
    .with(keyTakenFirst(db, 'done'), saved)
    .select({ saved: sql<number>`(select count(*) from "saved")::int` })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('nutrition_save_weight_kept');
}

/**
 * The client key of the i-th entry added together under a request's Idempotency-Key: a key has no ':', so these never
 * meet a single entry's, and the request's entries are found again by the prefix.
 */
export const addedTogetherKey = (key: string, i: number) => `${key}:${i}`;

/** Entries added together (a batch, a copied meal) with the rest of their day. */
export interface EntriesAdded {
  /** Empty when the request's key was taken already: nothing was added. */
  entries: EntryRow[];
  /** The day's entries before these, oldest first. */
  others: EntryRow[];
  weight: number | null;
}

function prepareEditEntry(db: DbOrTx) {
  return prepareChangeWithDay(
    db,
    'nutrition_edit_entry',
    db
      .update(nutritionEntries)
      // An update's set() takes SQL rather than bare placeholders.
      .set(Object.fromEntries(EDITABLE.map((key) => [key, sql`${sql.placeholder(key)}`])))
      .where(
        and(
          eq(nutritionEntries.id, sql.placeholder('id')),
          eq(nutritionEntries.userId, sql.placeholder('userId')),
        ),
      )
      .returning(),
  );
}

const removable = () =>
  and(
    eq(nutritionEntries.id, sql.placeholder('id')),
    eq(nutritionEntries.userId, sql.placeholder('userId')),
    gte(nutritionEntries.date, sql.placeholder('from')),
    lte(nutritionEntries.date, sql.placeholder('to')),
  );

function prepareRemoveEntry(db: DbOrTx) {
  return prepareChangeWithDay(
    db,
    'nutrition_remove_entry',
    db.delete(nutritionEntries).where(removable()).returning(),
  );
}

/** An entry's removal that checks its caller's session in the same statement (decision 0046). */
function prepareRemoveEntryChecked(db: DbOrTx) {
  return prepareCheckedChangeWithDay(
    db,
    'nutrition_remove_entry_checked',
    db.delete(nutritionEntries).where(and(removable(), CALLER_ENTITLED)).returning(),
  );
}

/** A food as Log Again counts it: its catalogue code, else its name as typed. */
const foodKey = sql`coalesce(${nutritionEntries.foodCode}, lower(${nutritionEntries.name}))`;

/**
 * The entries that are foods, typed in or from the catalogue, since a date (our lunch has its own tap; water or
 * exercise alone is not a food).
 */
const loggedFoodsSince = (userId: number, from: string) =>
  and(
    eq(nutritionEntries.userId, userId),
    gte(nutritionEntries.date, from),
    inArray(nutritionEntries.source, ['manual', 'food']),
    isNotNull(nutritionEntries.name),
    gt(nutritionEntries.calories, 0),
  );

/** An entry being added with every column the add's statement sets (absent ones at their defaults). */
function entryRow(values: Omit<NewEntry, 'id'>) {
  return {
    name: null,
    foodCode: null,
    grams: null,
    portion: null,
    quantity: null,
    meal: null,
    clientKey: null,
    calories: 0,
    proteinG: 0,
    carbsG: 0,
    fatG: 0,
    fiberG: 0,
    waterMl: 0,
    exerciseCalories: 0,
    ...definedOnly(values),
    updatedAt: values.updatedAt ?? values.createdAt,
  };
}

export function nutritionRepository(db: DbOrTx) {
  let addPrepared: ReturnType<typeof prepareAddEntry> | undefined;
  let addKeptPrepared: ReturnType<typeof prepareAddEntryKept> | undefined;
  let editPrepared: ReturnType<typeof prepareEditEntry> | undefined;
  let removePrepared: ReturnType<typeof prepareRemoveEntry> | undefined;
  let dayPrepared: ReturnType<typeof prepareDay> | undefined;
  let addAllPrepared: ReturnType<typeof prepareAddEntries> | undefined;
  let addAllKeptPrepared: ReturnType<typeof prepareAddEntries> | undefined;
  let weightKeptPrepared: ReturnType<typeof prepareSaveWeightKept> | undefined;
  let addCheckedPrepared: ReturnType<typeof prepareAddEntryChecked> | undefined;
  let addKeptCheckedPrepared: ReturnType<typeof prepareAddEntryChecked> | undefined;
  let removeCheckedPrepared: ReturnType<typeof prepareRemoveEntryChecked> | undefined;

  return {
    async findGoals(userId: number): Promise<GoalsRow | undefined> {
      const [row] = await db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, userId));
      return row;
    },

    async saveGoals(values: NewGoals): Promise<GoalsRow> {
      const { userId: _userId, createdAt: _createdAt, ...changes } = values;
      const [row] = await db
        .insert(nutritionGoals)
        .values(values)
        .onConflictDoUpdate({ target: nutritionGoals.userId, set: changes })
        .returning();
      if (!row) throw new Error('goals not saved');
      return row;
    },

    /**
     * Adds an entry and answers it with the rest of its day, in one statement; with `kept`, the same statement keeps
     * the request's Idempotency-Key as answered (its clientKey is that key).
     */
    async addEntry(values: Omit<NewEntry, 'id'>, kept?: KeptKey): Promise<EntryChange> {
      const row = entryRow(values);
      let change: EntryChange | undefined;
      if (kept) {
        addKeptPrepared ??= prepareAddEntryKept(db);
        change = await addKeptPrepared({
          ...row,
          keptScope: kept.scope,
          keptKey: kept.key,
          keptRequestHash: kept.requestHash,
        });
      } else {
        addPrepared ??= prepareAddEntry(db);
        change = await addPrepared(row);
      }
      if (!change) throw new Error('entry not saved');
      return change;
    },

    /**
     * addEntry in the statement that also checks the caller's session (decision 0046): the entry is added only when the
     * session is live and entitled, and the answer says where the session stood.
     */
    async addEntryChecked(
      values: Omit<NewEntry, 'id'>,
      kept: KeptKey | undefined,
      caller: CallerSessionValues,
    ): Promise<CheckedChange> {
      const row = JSON.stringify(entryJson(values));
      let checked: CheckedChange;
      if (kept) {
        addKeptCheckedPrepared ??= prepareAddEntryChecked(db, true);
        checked = await addKeptCheckedPrepared({
          ...caller,
          row,
          keptScope: kept.scope,
          keptKey: kept.key,
          keptRequestHash: kept.requestHash,
        });
      } else {
        addCheckedPrepared ??= prepareAddEntryChecked(db, false);
        checked = await addCheckedPrepared({ ...caller, row });
      }
      if (checked.caller === 'entitled' && !checked.change) throw new Error('entry not saved');
      return checked;
    },

    /** The entry made by a request with this Idempotency-Key, with the rest of its day; undefined if none was. */
    async entryByClientKey(userId: number, clientKey: string): Promise<EntryChange | undefined> {
      const [entry] = await db
        .select()
        .from(nutritionEntries)
        .where(and(eq(nutritionEntries.userId, userId), eq(nutritionEntries.clientKey, clientKey)));
      if (!entry) return undefined;
      dayPrepared ??= prepareDay(db);
      const [day] = await dayPrepared.execute({ userId, date: entry.date });
      return {
        entry,
        others: day ? entriesFromJson(day.entries).filter((e) => e.id !== entry.id) : [],
        weight: day?.weight == null ? null : Number(day.weight),
      };
    },

    /**
     * Sets an entry's amounts to `current` with `changes` over it, if it is still the owner's, and answers it with the
     * rest of its day; undefined when it is not theirs (or is gone).
     */
    async editEntry(current: EntryRow, changes: Partial<EntryEdit>): Promise<EntryChange | undefined> {
      editPrepared ??= prepareEditEntry(db);
      const values: Record<string, unknown> = { id: current.id, userId: current.userId };
      for (const column of EDITABLE) values[column] = changes[column] ?? current[column];
      return editPrepared(values);
    },

    /**
     * Removes the entry if it is the user's and its day is within [from, to], and answers it with the rest of its day;
     * undefined when nothing was removed.
     */
    async removeEntry(
      userId: number,
      id: number,
      days: { from: string; to: string },
    ): Promise<EntryChange | undefined> {
      removePrepared ??= prepareRemoveEntry(db);
      return removePrepared({ id, userId, ...days });
    },

    /** removeEntry in the statement that also checks the caller's session (decision 0046). */
    async removeEntryChecked(
      userId: number,
      id: number,
      days: { from: string; to: string },
      caller: CallerSessionValues,
    ): Promise<CheckedChange> {
      removeCheckedPrepared ??= prepareRemoveEntryChecked(db);
      return removeCheckedPrepared({ id, userId, ...days, ...caller });
    },

    /**
     * Adds entries of one day in one statement and answers them with the rest of the day; with `kept`, only if the
     * request's key was not taken (else `entries` is empty and nothing was written).
     */
    async addEntries(
      userId: number,
      date: string,
      values: NewEntry[],
      kept?: KeptKey & { at: Date },
    ): Promise<EntriesAdded> {
      const rows = JSON.stringify(values.map(entryJson));
      let answer;
      if (kept) {
        addAllKeptPrepared ??= prepareAddEntries(db, true);
        [answer] = await addAllKeptPrepared.execute({
          userId,
          date,
          rows,
          keptScope: kept.scope,
          keptKey: kept.key,
          keptRequestHash: kept.requestHash,
          keptAt: kept.at.toISOString(),
        });
      } else {
        addAllPrepared ??= prepareAddEntries(db, false);
        [answer] = await addAllPrepared.execute({ userId, date, rows });
      }
      if (!answer) throw new Error('entries not saved');
      return {
        entries: entriesFromJson(answer.entries),
        others: entriesFromJson(answer.others),
        weight: answer.weight == null ? null : Number(answer.weight),
      };
    },

    /** The entries a request added together under its key (`addedTogetherKey`), oldest first. */
    async entriesAddedTogether(userId: number, key: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(nutritionEntries)
        .where(
          and(
            eq(nutritionEntries.userId, userId),
            isNotNull(nutritionEntries.clientKey),
            sql`starts_with(${nutritionEntries.clientKey}, ${addedTogetherKey(key, 0).slice(0, -1)})`,
          ),
        )
        .orderBy(asc(nutritionEntries.id));
    },

    async insertEntries(values: NewEntry[]): Promise<EntryRow[]> {
      if (values.length === 0) return [];
      return db.insert(nutritionEntries).values(values).returning();
    },

    /** A meal's entries of a day, oldest first. */
    async mealEntries(
      userId: number,
      date: string,
      meal: NonNullable<EntryRow['meal']>,
    ): Promise<EntryRow[]> {
      return db
        .select()
        .from(nutritionEntries)
        .where(
          and(
            eq(nutritionEntries.userId, userId),
            eq(nutritionEntries.date, date),
            eq(nutritionEntries.meal, meal),
          ),
        )
        .orderBy(asc(nutritionEntries.id));
    },

    /**
     * The foods most often logged since `from` (at least twice): the latest entry of each with how many times,
     * most frequent first, at most `limit`.
     */
    async frequentEntries(
      userId: number,
      from: string,
      limit: number,
    ): Promise<{ entry: EntryRow; times: number }[]> {
      const counted = db
        .select({
          id: sql<number>`max(${nutritionEntries.id})`.as('latest_id'),
          times: sql<number>`count(*)::int`.as('times'),
        })
        .from(nutritionEntries)
        .where(loggedFoodsSince(userId, from))
        .groupBy(foodKey)
        .having(sql`count(*) >= 2`)
        .as('counted');
      const rows = await db
        .select({ entry: nutritionEntries, times: counted.times })
        .from(counted)
        .innerJoin(nutritionEntries, eq(nutritionEntries.id, counted.id))
        .orderBy(desc(counted.times), desc(nutritionEntries.id))
        .limit(limit);
      return rows.map((r) => ({ entry: r.entry, times: Number(r.times) }));
    },

    /** Each food logged since `from`: its code, how many times, and the last date. */
    async foodHistory(
      userId: number,
      from: string,
    ): Promise<{ code: string; times: number; last: string }[]> {
      const rows = await db
        .select({
          code: nutritionEntries.foodCode,
          times: sql<number>`count(*)::int`,
          last: sql<string>`max(${nutritionEntries.date})::text`,
        })
        .from(nutritionEntries)
        .where(
          and(
            eq(nutritionEntries.userId, userId),
            gte(nutritionEntries.date, from),
            isNotNull(nutritionEntries.foodCode),
          ),
        )
        .groupBy(nutritionEntries.foodCode);
      return rows.flatMap((r) => (r.code ? [{ code: r.code, times: Number(r.times), last: r.last }] : []));
    },

    async preferences(userId: number): Promise<typeof nutritionPreferences.$inferSelect | undefined> {
      const [row] = await db
        .select()
        .from(nutritionPreferences)
        .where(eq(nutritionPreferences.userId, userId));
      return row;
    },

    async savePreferences(values: typeof nutritionPreferences.$inferInsert): Promise<void> {
      await db
        .insert(nutritionPreferences)
        .values(values)
        .onConflictDoUpdate({
          target: nutritionPreferences.userId,
          set: { units: values.units, updatedAt: values.updatedAt },
        });
    },

    /** Only the owner's entry: another subscriber's id is as good as unknown. */
    async findEntry(userId: number, id: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(nutritionEntries)
        .where(and(eq(nutritionEntries.id, id), eq(nutritionEntries.userId, userId)));
      return row;
    },

    /**
     * The latest entry of each name logged since `from`, typed in or from the tables (our lunch has its own tap; water
     * or exercise alone is not a food), most recent first, at most `limit`.
     */
    async recentEntries(userId: number, from: string, limit: number): Promise<EntryRow[]> {
      const latestPerName = await db
        .selectDistinctOn([foodKey])
        .from(nutritionEntries)
        .where(loggedFoodsSince(userId, from))
        .orderBy(foodKey, desc(nutritionEntries.id));
      return latestPerName.sort((a, b) => b.id - a.id).slice(0, limit);
    },

    async entriesOn(userId: number, date: string): Promise<EntryRow[]> {
      return db
        .select()
        .from(nutritionEntries)
        .where(and(eq(nutritionEntries.userId, userId), eq(nutritionEntries.date, date)))
        .orderBy(asc(nutritionEntries.id));
    },

    /** A day's entries, oldest first, and its weight, in one round trip. */
    async day(userId: number, date: string): Promise<{ entries: EntryRow[]; weight: number | null }> {
      dayPrepared ??= prepareDay(db);
      const [row] = await dayPrepared.execute({ userId, date });
      if (!row) return { entries: [], weight: null };
      return {
        entries: entriesFromJson(row.entries),
        weight: row.weight == null ? null : Number(row.weight),
      };
    },

    async allEntries(userId: number): Promise<EntryRow[]> {
      return db
        .select()
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .orderBy(asc(nutritionEntries.date), asc(nutritionEntries.id));
    },

    /** Sums per logged day from `from` to `to`, oldest first (days without entries are absent). */
    async dayTotals(userId: number, from: string, to: string): Promise<DayTotals[]> {
      const rows = await db
        .select({
          date: nutritionEntries.date,
          calories: sql<number>`coalesce(sum(${nutritionEntries.calories}), 0)::int`,
          protein: sql<number>`coalesce(sum(${nutritionEntries.proteinG}), 0)::float8`,
          carbs: sql<number>`coalesce(sum(${nutritionEntries.carbsG}), 0)::float8`,
          fat: sql<number>`coalesce(sum(${nutritionEntries.fatG}), 0)::float8`,
          fiber: sql<number>`coalesce(sum(${nutritionEntries.fiberG}), 0)::float8`,
          waterMl: sql<number>`coalesce(sum(${nutritionEntries.waterMl}), 0)::int`,
          exerciseCalories: sql<number>`coalesce(sum(${nutritionEntries.exerciseCalories}), 0)::int`,
          entries: sql<number>`count(*)::int`,
          lunch: sql<boolean>`bool_or(${nutritionEntries.source} = 'lunch')`,
        })
        .from(nutritionEntries)
        .where(
          and(
            eq(nutritionEntries.userId, userId),
            gte(nutritionEntries.date, from),
            lte(nutritionEntries.date, to),
          ),
        )
        .groupBy(nutritionEntries.date)
        .orderBy(asc(nutritionEntries.date));
      return rows.map((r) => ({
        date: r.date,
        calories: Number(r.calories),
        protein: Number(r.protein),
        carbs: Number(r.carbs),
        fat: Number(r.fat),
        fiber: Number(r.fiber),
        waterMl: Number(r.waterMl),
        exerciseCalories: Number(r.exerciseCalories),
        entries: Number(r.entries),
        lunch: Boolean(r.lunch),
      }));
    },

    /** Every date with something logged, oldest first (streaks). */
    async loggedDates(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ date: nutritionEntries.date })
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .orderBy(asc(nutritionEntries.date));
      return rows.map((r) => r.date);
    },

    async saveWeight(userId: number, date: string, weightKg: number, now: Date): Promise<WeightRow> {
      const [row] = await db
        .insert(nutritionWeights)
        .values({ userId, date, weightKg, createdAt: now })
        .onConflictDoUpdate({
          target: [nutritionWeights.userId, nutritionWeights.date],
          set: { weightKg, createdAt: now },
        })
        .returning();
      if (!row) throw new Error('weight not saved');
      return row;
    },

    /**
     * Saves a weight and keeps the request's key as done with `answer`, in one statement; false (nothing saved) when
     * the key was taken already.
     */
    async saveWeightKept(
      userId: number,
      date: string,
      weightKg: number,
      now: Date,
      kept: KeptKey & { answer: string },
    ): Promise<boolean> {
      weightKeptPrepared ??= prepareSaveWeightKept(db);
      const [row] = await weightKeptPrepared.execute({
        userId,
        date,
        weightKg,
        keptScope: kept.scope,
        keptKey: kept.key,
        keptRequestHash: kept.requestHash,
        keptAnswer: kept.answer,
        keptAt: now.toISOString(),
      });
      return (row?.saved ?? 0) > 0;
    },

    async deleteWeight(userId: number, date: string): Promise<boolean> {
      const rows = await db
        .delete(nutritionWeights)
        .where(and(eq(nutritionWeights.userId, userId), eq(nutritionWeights.date, date)))
        .returning({ id: nutritionWeights.id });
      return rows.length > 0;
    },

    /** Weights up to `to` (all of them, so the moving average starts where the subscriber started), oldest first. */
    async weightsUpTo(userId: number, to: string): Promise<{ date: string; weightKg: number }[]> {
      return db
        .select({ date: nutritionWeights.date, weightKg: nutritionWeights.weightKg })
        .from(nutritionWeights)
        .where(and(eq(nutritionWeights.userId, userId), lte(nutritionWeights.date, to)))
        .orderBy(asc(nutritionWeights.date));
    },

    async listRecommendations(userId: number): Promise<RecommendationRow[]> {
      return db
        .select()
        .from(nutritionRecommendations)
        .where(eq(nutritionRecommendations.userId, userId))
        .orderBy(asc(nutritionRecommendations.position));
    },

    async replaceRecommendations(userId: number, rows: NewRecommendation[]): Promise<RecommendationRow[]> {
      await db.delete(nutritionRecommendations).where(eq(nutritionRecommendations.userId, userId));
      if (rows.length === 0) return [];
      return db.insert(nutritionRecommendations).values(rows).returning();
    },

    async findCheckIn(userId: number, weekStart: string): Promise<CheckInRow | undefined> {
      const [row] = await db
        .select()
        .from(nutritionCheckIns)
        .where(and(eq(nutritionCheckIns.userId, userId), eq(nutritionCheckIns.weekStart, weekStart)))
        .orderBy(desc(nutritionCheckIns.decidedAt));
      return row;
    },

    async saveCheckIn(values: Omit<typeof nutritionCheckIns.$inferInsert, 'id'>): Promise<CheckInRow> {
      const [row] = await db
        .insert(nutritionCheckIns)
        .values(values)
        .onConflictDoUpdate({
          target: [nutritionCheckIns.userId, nutritionCheckIns.weekStart],
          set: {
            status: values.status,
            suggestedTarget: values.suggestedTarget,
            decidedAt: values.decidedAt,
          },
        })
        .returning();
      if (!row) throw new Error('check-in not saved');
      return row;
    },

    /** Whether the user has anything in the tracker (export is open to them even without a live subscription). */
    async hasData(userId: number): Promise<boolean> {
      const [goals] = await db
        .select({ id: nutritionGoals.userId })
        .from(nutritionGoals)
        .where(eq(nutritionGoals.userId, userId));
      if (goals) return true;
      const [entry] = await db
        .select({ id: nutritionEntries.id })
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .limit(1);
      if (entry) return true;
      const [weight] = await db
        .select({ id: nutritionWeights.id })
        .from(nutritionWeights)
        .where(eq(nutritionWeights.userId, userId))
        .limit(1);
      return weight !== undefined;
    },
  };
}

export type NutritionRepository = ReturnType<typeof nutritionRepository>;
