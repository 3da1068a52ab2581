// The menu's tables (issue 42): dishes and their versions, the dated menu (weeks planned by hand and rotations), the
// staff allowed to edit it, dish photos and the menu's settings. `db/schema.ts` re-exports them for drizzle-kit.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One ingredient of a recipe: a catalogue food and its raw grams in one portion; `label` is what labels print. */
export interface RecipeLine {
  foodCode: string;
  grams: number;
  label?: string | undefined;
}

/** Per-portion figures entered by hand (a lab, a label, or the spec's), with where they come from. */
export interface StatedFigures {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sodium: number;
  source: string;
}

/** One choice of specials on a day: the subscriber gets one of them (chicken or shrimp pulao today). */
export interface PlannedChoice {
  key: string;
  label: string;
  dishIds: number[];
}

/** A weekday's lunch as planned: its dishes (a thali) and what the cards say of it. */
export interface PlannedDay {
  /** 1 Monday to 5 Friday. */
  weekday: number;
  dishIds: number[];
  choices: PlannedChoice[];
  title: string | null;
  description: string | null;
  badge: string | null;
  image: string | null;
}

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A dish; what it is lives in its versions, so a week that is locked keeps the dish as it was then. */
export const dishes = pgTable('dishes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Its photo (not versioned: a new photo shows at once wherever the dish does); without one, the drawings. */
  photoId: uuid('photo_id'),
  /** Deleted: gone from the lists; weeks already served still read their versions. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

/** Each edit of a dish is a new version; a week reads the latest version made before it was fixed. */
export const dishVersions = pgTable(
  'dish_versions',
  {
    dishId: bigint('dish_id', { mode: 'number' })
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    icon: text('icon').notNull(),
    /** Cooked weight of one portion in grams: per-100 g figures follow from it. */
    portionGrams: integer('portion_grams').notNull(),
    recipe: jsonb('recipe').$type<RecipeLine[]>().notNull(),
    stated: jsonb('stated').$type<StatedFigures | null>(),
    /** The FDA allergens as the owner set them, replacing those found in the ingredients; null: as found. */
    allergens: jsonb('allergens').$type<string[] | null>(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dishId, t.version] })],
);

/** A service week planned by hand (its Monday): it wins over the rotation. */
export const menuWeeks = pgTable(
  'menu_weeks',
  {
    weekStart: date('week_start', { mode: 'string' }).primaryKey(),
    days: jsonb('days').$type<PlannedDay[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('menu_weeks_monday_check', sql`extract(isodow from ${t.weekStart}) = 1`)],
);

/**
 * A rotation of N weeks filling every week not planned by hand, from its first week on; a later rotation takes over
 * from its own first week, so weeks already served keep the one they had.
 */
export const menuRotations = pgTable(
  'menu_rotations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The Monday from which it fills the calendar; its week 1 too. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    weeks: jsonb('weeks').$type<PlannedDay[][]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('menu_rotations_starts_on_idx').on(t.startsOn, t.id)],
);

/** A change to a locked week's dish applied there too (the owner said so): that week reads this version. */
export const menuWeekDishPins = pgTable(
  'menu_week_dish_pins',
  {
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    dishId: bigint('dish_id', { mode: 'number' })
      .notNull()
      .references(() => dishes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
  },
  (t) => [primaryKey({ columns: [t.weekStart, t.dishId] })],
);

/** Staff an owner allowed to edit dishes and menus (never prices or money). */
export const menuEditors = pgTable('menu_editors', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  grantedBy: bigint('granted_by', { mode: 'number' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
});

/** A dish photo, re-encoded without its metadata, kept in the database so that backups and every instance have it. */
export const dishPhotos = pgTable('dish_photos', {
  id: uuid('id').primaryKey(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  webp: bytea('webp').notNull(),
  avif: bytea('avif').notNull(),
  jpeg: bytea('jpeg').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One row: the menu's settings and its generation, moved by every change to the menu, so each instance knows when
 * the weeks it keeps in memory are out of date.
 */
export const menuSettings = pgTable(
  'menu_settings',
  {
    id: integer('id').primaryKey(),
    generation: bigint('generation', { mode: 'number' }).notNull().default(0),
    /** "Keep refrigerated; eat within N days" on the labels. */
    keepDays: integer('keep_days').notNull().default(3),
    seededAt: timestamp('seeded_at', { withTimezone: true }),
  },
  (t) => [check('menu_settings_one_row', sql`${t.id} = 1`)],
);
