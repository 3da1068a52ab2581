// The nutrition tracker's calls (issue 11; spec 2 /nutrition, 3, 6, 7): goals and targets, day logs and their entries,
// our lunch in one tap, the food tables, weights, recommendations, progress, streaks, the weekly check-in and export.
import * as z from 'zod/mini';
import { localDate } from '../domain/calendar';
import { MEALS } from '../domain/meals';
import { FOOD_CODE, FOOD_LIMITS, FOOD_MESSAGES, mealItemRequestSchema } from './foods';
import { idParam } from './id-param';
import { ACTIVITY_LEVELS, GENDERS, GOAL_TYPES, TARGET_KEYS } from '../domain/nutrition-targets';

export { ACTIVITY_LEVELS, GENDERS, GOAL_TYPES, TARGET_KEYS } from '../domain/nutrition-targets';
export type { ActivityLevel, Gender, GoalType, TargetKey } from '../domain/nutrition-targets';

/** Where an entry of a day came from. */
export const ENTRY_SOURCES = ['manual', 'food', 'lunch'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
export { MEALS, MEAL_LABELS, type Meal } from '../domain/meals';
/** Units the tracker shows: kg and cm, or lb and ft/in (the API always speaks kg and cm). */
export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const PRIORITIES = ['high', 'medium', 'low'] as const;
export const GRADES = ['A', 'B', 'C', 'D', 'F'] as const;
export type Grade = (typeof GRADES)[number];
/** Days of logging that earn an achievement. */
export const ACHIEVEMENT_DAYS = [1, 3, 7, 14, 30, 60, 100] as const;
/** Windows the progress charts offer. */
export const HISTORY_WINDOWS = [7, 30, 90] as const;
/** How many days back a forgotten day can still be logged (today is day 0). */
export const LOG_DAYS_BACK = 7;

// ---- Messages the server answers with (400 fields) and the page may show ----------------------------------------

export const GOAL_MESSAGES = {
  goalType: 'Choose a fitness goal: weight loss, muscle gain, maintenance or endurance',
  activityLevel: 'Choose an activity level',
  currentWeight: 'Current weight must be between 30 and 300 kg',
  targetWeight: 'Target weight must be between 30 and 300 kg',
  height: 'Height must be between 120 and 230 cm',
  age: 'Age must be a whole number between 16 and 100',
  gender: 'Choose male, female or other',
  targetCalories: 'Your calorie target must be a whole number between 1000 and 6000 kcal',
  targetProtein: 'Your protein target must be between 20 and 400 g',
  targetCarbs: 'Your carbohydrate target must be between 0 and 900 g',
  targetFat: 'Your fat target must be between 10 and 300 g',
  targetFiber: 'Your fiber target must be between 5 and 100 g',
  targetWater: 'Your water target must be between 0.5 and 8 litres',
} as const;

export const LOG_MESSAGES = {
  date: 'Choose a date from today back to 7 days ago (YYYY-MM-DD)',
  consumedCalories: 'Calories must be a whole number from 0 to 10000',
  consumedProtein: 'Protein must be a number of grams from 0 to 1000',
  consumedCarbs: 'Carbohydrates must be a number of grams from 0 to 1000',
  consumedFat: 'Fat must be a number of grams from 0 to 1000',
  consumedFiber: 'Fiber must be a number of grams from 0 to 1000',
  waterIntake: 'Water must be a number of litres from 0 to 10',
  exerciseCaloriesBurned: 'Exercise calories must be a whole number from 0 to 5000',
  name: 'A name must be 120 characters or fewer',
  foodCode: FOOD_MESSAGES.foodCode,
  grams: 'Grams must be a number from 1 to 2000',
  portion: FOOD_MESSAGES.portion,
  quantity: FOOD_MESSAGES.quantity,
  meal: 'Choose breakfast, lunch, snack or dinner',
  weight: 'Weight must be between 30 and 300 kg',
  empty: 'Enter at least one amount to log',
} as const;

/** At most this many entries in one day (the database refuses the next, whatever adds it): 409 with the message. */
export const DAY_ENTRY_LIMIT = 500;
export const DAY_FULL_MESSAGE = `A day holds at most ${DAY_ENTRY_LIMIT} entries. Remove or combine some to log more.`;

/** The lunch button's answer when it was pressed before for that day (409). */
export const LUNCH_ALREADY_LOGGED_MESSAGE = "You have already logged this day's lunch.";
/** 404 of GET /api/daily-nutrition/{date}. */
export const NO_LOG_MESSAGE = 'Nothing is logged for this date';
/** 404 of GET /api/nutritional-goals. */
export const NO_GOALS_MESSAGE = 'You have not set your nutritional goals yet';

// ---- Building blocks --------------------------------------------------------------------------------------------

function isLocalDate(value: string): boolean {
  try {
    localDate(value);
    return true;
  } catch {
    return false;
  }
}

/** A calendar date in America/Chicago, YYYY-MM-DD. */
export const nutritionDateSchema = (message: string = LOG_MESSAGES.date) =>
  z.string(message).check(z.maxLength(10, message), z.refine(isLocalDate, message));

const DECIMAL = /^\s*\d{1,6}(\.\d{1,3})?\s*$/;

/**
 * A number sent as a JSON number or as a decimal string (the spec's log fields are decimal strings), within a range.
 * The output is always a number.
 */
function amount(min: number, max: number, message: string, options: { integer?: boolean } = {}) {
  const number = options.integer ? z.number(message).check(z.int(message)) : z.number(message);
  return z.pipe(
    z.pipe(
      z.union([z.number(message), z.string(message).check(z.regex(DECIMAL, message))], message),
      z.transform((value: number | string) => Number(value)),
    ),
    number.check(z.gte(min, message), z.lte(max, message)),
  );
}

/** An optional amount; an empty string (a blank form field) counts as not given. */
function optionalAmount(min: number, max: number, message: string, options: { integer?: boolean } = {}) {
  return z.optional(z.union([z.literal(''), amount(min, max, message, options)], message));
}

// ---- Goals: GET / POST /api/nutritional-goals ------------------------------------------------------------------

/** Targets the subscriber sets themselves; a target left out (or null) is computed. */
export const targetOverridesSchema = z.strictObject({
  targetCalories: z.optional(z.nullable(amount(1000, 6000, GOAL_MESSAGES.targetCalories, { integer: true }))),
  targetProtein: z.optional(z.nullable(amount(20, 400, GOAL_MESSAGES.targetProtein))),
  targetCarbs: z.optional(z.nullable(amount(0, 900, GOAL_MESSAGES.targetCarbs))),
  targetFat: z.optional(z.nullable(amount(10, 300, GOAL_MESSAGES.targetFat))),
  targetFiber: z.optional(z.nullable(amount(5, 100, GOAL_MESSAGES.targetFiber))),
  /** Litres a day. */
  targetWater: z.optional(z.nullable(amount(0.5, 8, GOAL_MESSAGES.targetWater))),
});
export type TargetOverrides = z.output<typeof targetOverridesSchema>;

/**
 * POST /api/nutritional-goals: the spec's goal form. Ranges are checked here, not in the form (spec 5); each 400
 * names its field in `fields`. `overrides` left out keeps the targets the subscriber set before (none at first);
 * given, it replaces them (`{}` clears them: all computed again).
 */
export const nutritionGoalsRequestSchema = z.strictObject({
  goalType: z.enum(GOAL_TYPES, GOAL_MESSAGES.goalType),
  activityLevel: z.enum(ACTIVITY_LEVELS, GOAL_MESSAGES.activityLevel),
  /** kg */
  currentWeight: amount(30, 300, GOAL_MESSAGES.currentWeight),
  /** kg; optional (maintenance needs none). */
  targetWeight: z.optional(z.nullable(z.union([z.literal(''), amount(30, 300, GOAL_MESSAGES.targetWeight)]))),
  /** cm */
  height: amount(120, 230, GOAL_MESSAGES.height),
  age: amount(16, 100, GOAL_MESSAGES.age, { integer: true }),
  gender: z.enum(GENDERS, GOAL_MESSAGES.gender),
  overrides: z.optional(targetOverridesSchema),
});
export type NutritionGoalsRequest = z.input<typeof nutritionGoalsRequestSchema>;

const targetsShape = {
  /** kcal a day, whole. */
  targetCalories: z.int(),
  /** grams a day, whole. */
  targetProtein: z.int(),
  targetCarbs: z.int(),
  targetFat: z.int(),
  targetFiber: z.int(),
  /** Litres of water a day, one decimal (about 35 ml per kg). */
  targetWater: z.number(),
};
export const targetsSchema = z.object(targetsShape);
export type Targets = z.infer<typeof targetsSchema>;

/** How the computed targets came about (docs/nutrition-method.md). */
export const targetMethodSchema = z.object({
  /** 'mifflin_st_jeor' */
  bmrFormula: z.string(),
  /** kcal a day at rest. */
  bmr: z.int(),
  activityFactor: z.number(),
  /** kcal a day: BMR x activity factor (maintenance). */
  expenditure: z.int(),
  /** kcal a day added to expenditure for the goal: negative deficit, positive surplus. */
  adjustment: z.int(),
  /** True when the weight-loss target was raised to its floor (BMR or 1,200 kcal). */
  floorApplied: z.boolean(),
  proteinPerKg: z.number(),
  /** Share of energy from fat, 0-1. */
  fatShare: z.number(),
  fiberPer1000Kcal: z.number(),
  waterMlPerKg: z.number(),
  /** Short description with its sources, for a tooltip. */
  summary: z.string(),
});
export type TargetMethod = z.infer<typeof targetMethodSchema>;

/** GET /api/nutritional-goals (404 NO_GOALS_MESSAGE when none) and the answer of POST. */
export const nutritionGoalsSchema = z.object({
  goalType: z.enum(GOAL_TYPES),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  currentWeight: z.number(),
  targetWeight: z.nullable(z.number()),
  height: z.number(),
  age: z.int(),
  gender: z.enum(GENDERS),
  ...targetsShape,
  /** The targets as computed, before the subscriber's own. */
  computed: targetsSchema,
  /** Which targets are the subscriber's own. */
  overridden: z.array(z.enum(TARGET_KEYS)),
  method: targetMethodSchema,
  /** ISO instant. */
  updatedAt: z.string(),
});
export type NutritionGoals = z.infer<typeof nutritionGoalsSchema>;

// ---- Day logs: POST /api/daily-nutrition, GET /api/daily-nutrition/{date}, PATCH/DELETE entries/{id} -------------

/**
 * POST /api/daily-nutrition: one entry added to a day. `date` defaults to today (Central time); up to 7 days back,
 * never the future. With `foodCode` and `grams` the server fills energy and macros from the food tables (the
 * consumed fields must then be left out); otherwise the spec's fields as entered.
 */
export const logEntryRequestSchema = z.strictObject({
  date: z.optional(nutritionDateSchema()),
  consumedCalories: optionalAmount(0, 10000, LOG_MESSAGES.consumedCalories, { integer: true }),
  consumedProtein: optionalAmount(0, 1000, LOG_MESSAGES.consumedProtein),
  consumedCarbs: optionalAmount(0, 1000, LOG_MESSAGES.consumedCarbs),
  consumedFat: optionalAmount(0, 1000, LOG_MESSAGES.consumedFat),
  consumedFiber: optionalAmount(0, 1000, LOG_MESSAGES.consumedFiber),
  /** Litres. */
  waterIntake: optionalAmount(0, 10, LOG_MESSAGES.waterIntake),
  exerciseCaloriesBurned: optionalAmount(0, 5000, LOG_MESSAGES.exerciseCaloriesBurned, { integer: true }),
  name: z.optional(z.string(LOG_MESSAGES.name).check(z.trim(), z.maxLength(120, LOG_MESSAGES.name))),
  source: z.optional(z.enum(['manual', 'food'], 'Source must be manual or food')),
  /** A catalogue code (IFCT A015, INDB ASC096, USDA US01123, our TF001) or the subscriber's own food (MY12). */
  foodCode: z.optional(z.string(LOG_MESSAGES.foodCode).check(z.regex(FOOD_CODE, LOG_MESSAGES.foodCode))),
  /** With foodCode: grams, or a portion label of the food and how many. */
  grams: optionalAmount(1, 2000, LOG_MESSAGES.grams),
  portion: z.optional(z.string(LOG_MESSAGES.portion).check(z.trim(), z.maxLength(40, LOG_MESSAGES.portion))),
  quantity: optionalAmount(0.1, 50, LOG_MESSAGES.quantity),
  /** Which meal; by default the one the time of day suggests (nothing for water or exercise alone). */
  meal: z.optional(z.enum(MEALS, LOG_MESSAGES.meal)),
});
export type LogEntryRequest = z.input<typeof logEntryRequestSchema>;

/**
 * POST /api/daily-nutrition/batch: several foods at once (a parsed sentence confirmed, a saved meal) into one meal of
 * a day, all or none.
 */
export const logBatchRequestSchema = z.strictObject({
  date: z.optional(nutritionDateSchema()),
  meal: z.optional(z.enum(MEALS, LOG_MESSAGES.meal)),
  items: z
    .array(mealItemRequestSchema, FOOD_MESSAGES.items)
    .check(z.minLength(1, FOOD_MESSAGES.items), z.maxLength(FOOD_LIMITS.mealItems, FOOD_MESSAGES.items)),
});
export type LogBatchRequest = z.input<typeof logBatchRequestSchema>;

/** POST /api/daily-nutrition/copy: a meal of one day logged again on another ("copy yesterday's breakfast"). */
export const copyMealRequestSchema = z.strictObject({
  from: nutritionDateSchema('Choose the day to copy from (YYYY-MM-DD)'),
  to: z.optional(nutritionDateSchema()),
  meal: z.enum(MEALS, LOG_MESSAGES.meal),
});
export type CopyMealRequest = z.input<typeof copyMealRequestSchema>;

/**
 * PATCH /api/daily-nutrition/entries/{id}: the fields to change. For a food entry, new `grams` rescale it from the
 * tables; a lunch entry keeps its nutrition (delete it instead).
 */
export const updateLogEntryRequestSchema = z.strictObject({
  consumedCalories: optionalAmount(0, 10000, LOG_MESSAGES.consumedCalories, { integer: true }),
  consumedProtein: optionalAmount(0, 1000, LOG_MESSAGES.consumedProtein),
  consumedCarbs: optionalAmount(0, 1000, LOG_MESSAGES.consumedCarbs),
  consumedFat: optionalAmount(0, 1000, LOG_MESSAGES.consumedFat),
  consumedFiber: optionalAmount(0, 1000, LOG_MESSAGES.consumedFiber),
  waterIntake: optionalAmount(0, 10, LOG_MESSAGES.waterIntake),
  exerciseCaloriesBurned: optionalAmount(0, 5000, LOG_MESSAGES.exerciseCaloriesBurned, { integer: true }),
  name: z.optional(z.string(LOG_MESSAGES.name).check(z.trim(), z.maxLength(120, LOG_MESSAGES.name))),
  grams: optionalAmount(1, 2000, LOG_MESSAGES.grams),
  portion: z.optional(z.string(LOG_MESSAGES.portion).check(z.trim(), z.maxLength(40, LOG_MESSAGES.portion))),
  quantity: optionalAmount(0.1, 50, LOG_MESSAGES.quantity),
  meal: z.optional(z.enum(MEALS, LOG_MESSAGES.meal)),
});
export type UpdateLogEntryRequest = z.input<typeof updateLogEntryRequestSchema>;

export const dayParamsSchema = z.object({ date: nutritionDateSchema('Not a date (YYYY-MM-DD)') });
export const entryParamsSchema = z.object({ id: idParam });

/** The spec's daily log fields; protein, carbs, fat and fiber are decimal strings ("42.5"), as the spec says. */
const logFieldsShape = {
  /** kcal, whole. */
  consumedCalories: z.int(),
  consumedProtein: z.string(),
  consumedCarbs: z.string(),
  consumedFat: z.string(),
  consumedFiber: z.string(),
  /** Litres. */
  waterIntake: z.number(),
  exerciseCaloriesBurned: z.int(),
};

export const logEntrySchema = z.object({
  id: z.int(),
  date: z.string(),
  name: z.nullable(z.string()),
  source: z.enum(ENTRY_SOURCES),
  foodCode: z.nullable(z.string()),
  grams: z.nullable(z.number()),
  /** The portion label it was logged by and how many; null when logged by grams or typed in. */
  portion: z.nullable(z.string()),
  quantity: z.nullable(z.number()),
  meal: z.nullable(z.enum(MEALS)),
  ...logFieldsShape,
  /** ISO instant. */
  createdAt: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/**
 * GET /api/daily-nutrition/recent: what the subscriber logged in the last 30 days, to log again in one tap: the latest
 * entry of each name (typed in or from the tables; not our lunch, which has its own tap), most recent first.
 */
export const RECENT_ENTRIES_DAYS = 30;
export const RECENT_ENTRIES_LIMIT = 8;
/** `frequent`: the foods logged most often in those days (at least twice), the most frequent first, with how often. */
export const recentEntriesResponseSchema = z.object({
  entries: z.array(logEntrySchema),
  frequent: z.array(z.object({ entry: logEntrySchema, times: z.int() })),
});
export type RecentEntriesResponse = z.infer<typeof recentEntriesResponseSchema>;

/** GET /api/daily-nutrition/{date}: the day's totals in the spec's names, its entries (oldest first), its weight. */
export const dailyNutritionSchema = z.object({
  date: z.string(),
  ...logFieldsShape,
  entries: z.array(logEntrySchema),
  /** kg weighed that day, if any. */
  weight: z.nullable(z.number()),
  lunchLogged: z.boolean(),
});
export type DailyNutrition = z.infer<typeof dailyNutritionSchema>;

/**
 * The answer of every change to a day (POST, PATCH, DELETE, lunch): the entry written (null after a delete) and the
 * day as it now is (null when its last entry was deleted).
 */
export const dayChangeResponseSchema = z.object({
  entry: z.nullable(logEntrySchema),
  day: z.nullable(dailyNutritionSchema),
});
export type DayChangeResponse = z.infer<typeof dayChangeResponseSchema>;

/** The answer of a batch or a copy: the entries written, oldest first, and the day as it now is. */
export const batchChangeResponseSchema = z.object({
  entries: z.array(logEntrySchema),
  day: dailyNutritionSchema,
});
export type BatchChangeResponse = z.infer<typeof batchChangeResponseSchema>;

/** GET / PUT /api/nutrition/preferences. */
export const preferencesSchema = z.object({ units: z.enum(UNIT_SYSTEMS) });
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesRequestSchema = z.strictObject({
  units: z.enum(UNIT_SYSTEMS, 'Choose metric (kg, cm) or US (lb, ft/in) units'),
});

// ---- Our lunch in one tap: GET / POST /api/daily-nutrition/lunch --------------------------------------------------

export const lunchQuerySchema = z.object({ date: z.optional(nutritionDateSchema()) });
/** POST /api/daily-nutrition/lunch: the day's menu dish (Friday: the subscriber's special), once a day (409). */
/** The body may be left out (today). */
export const logLunchRequestSchema = z.optional(
  z.nullable(z.strictObject({ date: z.optional(nutritionDateSchema()) })),
);
export type LogLunchRequest = z.input<typeof logLunchRequestSchema>;

/** GET /api/daily-nutrition/lunch?date=: what the button would log. `available` is false on weekends. */
export const lunchSchema = z.object({
  date: z.string(),
  available: z.boolean(),
  /** e.g. "Tandoori Chicken Thali"; the Friday special names chicken or shrimp pulao. */
  name: z.nullable(z.string()),
  calories: z.int(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
  logged: z.boolean(),
});
export type Lunch = z.infer<typeof lunchSchema>;

// ---- Weights: GET / POST /api/nutrition/weights, DELETE /api/nutrition/weights/{date} ------------------------------

/** One weight a day; a second one the same day replaces it. */
export const weightRequestSchema = z.strictObject({
  date: z.optional(nutritionDateSchema()),
  /** kg */
  weight: amount(30, 300, LOG_MESSAGES.weight),
});
export type WeightRequest = z.input<typeof weightRequestSchema>;

export const weightEntrySchema = z.object({
  date: z.string(),
  /** kg */
  weight: z.number(),
  /** kg: exponential moving average of the weights up to this day. */
  trend: z.number(),
});
export type WeightEntry = z.infer<typeof weightEntrySchema>;
export const weightsQuerySchema = z.object({ days: z.optional(z.enum(['7', '30', '90', '365'])) });
/** GET: oldest first. */
export const weightsResponseSchema = z.object({ weights: z.array(weightEntrySchema) });
export type WeightsResponse = z.infer<typeof weightsResponseSchema>;

// ---- Recommendations: GET /api/ai-recommendations, POST /api/ai-recommendations/generate --------------------------

export const INSIGHT_FOCUSES = [
  'protein',
  'energy',
  'fiber',
  'hydration',
  'consistency',
  'exercise',
  'plan',
  'getting_started',
] as const;

/** The spec's Recommendation, plus what it is about and when it was made. */
export const recommendationSchema = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(PRIORITIES),
  actionItems: z.array(z.string()),
  nutritionalFocus: z.string(),
  estimatedImpact: z.string(),
  category: z.enum(INSIGHT_FOCUSES),
  /** Who wrote the words: the engine, or the language model from the engine's findings. */
  wording: z.enum(['engine', 'model']),
  /** ISO instant. */
  createdAt: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
/** Both calls answer the list, most important first (the generate call with the new list; POST body is empty). */
export const recommendationsResponseSchema = z.array(recommendationSchema);

/**
 * What the language model must answer (JSON in the message content): one rewording per finding, in the same order,
 * numbers not changed. Anything else falls back to the engine's own words.
 */
export const llmRewordingSchema = z.object({
  recommendations: z.array(
    z.object({
      title: z.string().check(z.minLength(3), z.maxLength(120)),
      description: z.string().check(z.minLength(10), z.maxLength(600)),
      actionItems: z.array(z.string().check(z.minLength(3), z.maxLength(240))).check(z.maxLength(6)),
      estimatedImpact: z.string().check(z.minLength(3), z.maxLength(240)),
    }),
  ),
});
export type LlmRewording = z.infer<typeof llmRewordingSchema>;

// ---- Progress for charts: GET /api/nutrition/history?days=7|30|90 -------------------------------------------------

export const historyQuerySchema = z.object({ days: z.optional(z.enum(['7', '30', '90'])) });

export const historyDaySchema = z.object({
  date: z.string(),
  logged: z.boolean(),
  calories: z.int(),
  /** The calorie target that applied (the current one). */
  targetCalories: z.nullable(z.int()),
  /** Target plus that day's exercise calories. */
  budgetCalories: z.nullable(z.int()),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
  /** Litres. */
  water: z.number(),
  exerciseCalories: z.int(),
  weight: z.nullable(z.number()),
  weightTrend: z.nullable(z.number()),
  /** The day's grade; null when nothing was logged or no goals exist. */
  grade: z.nullable(z.enum(GRADES)),
});
export type HistoryDay = z.infer<typeof historyDaySchema>;

export const historyResponseSchema = z.object({
  days: z.int(),
  from: z.string(),
  to: z.string(),
  targets: z.nullable(targetsSchema),
  /** One per day from `from` to `to`, oldest first, unlogged days included (logged false, zeros). */
  points: z.array(historyDaySchema),
  /** Averages over the logged days; null when none. */
  averages: z.nullable(
    z.object({
      calories: z.int(),
      protein: z.number(),
      carbs: z.number(),
      fat: z.number(),
      fiber: z.number(),
      water: z.number(),
      loggedDays: z.int(),
    }),
  ),
  /** kg per week from the weight trend over the window; null with fewer than two weights. */
  weightTrendPerWeek: z.nullable(z.number()),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

// ---- Streaks, achievements and grade: GET /api/nutrition/streaks --------------------------------------------------

export const gradeSchema = z.object({
  grade: z.enum(GRADES),
  /** 0-100, docs/nutrition-method.md. */
  score: z.int(),
  /**
   * Today before 8 PM Central: a grade of the day so far (targets in proportion to the part of the day passed, energy
   * lost only for going over the budget), so a day on track is never an F at lunchtime.
   */
  inProgress: z.boolean(),
});

export const streaksResponseSchema = z.object({
  /** Days in a row with something logged, up to today (or yesterday while today is still open). */
  currentStreak: z.int(),
  longestStreak: z.int(),
  /** Days a freeze bridged (one a week, Monday to Sunday), most recent first. */
  frozenDates: z.array(z.string()),
  /** Whether this week's freeze is still unused. */
  freezeAvailable: z.boolean(),
  loggedToday: z.boolean(),
  /** Total days with something logged. */
  loggedDays: z.int(),
  achievements: z.array(
    z.object({
      days: z.int(),
      title: z.string(),
      achieved: z.boolean(),
      /** The day the streak first reached it. */
      achievedOn: z.nullable(z.string()),
    }),
  ),
  /** Today's grade so far; null with nothing logged or no goals. */
  todayGrade: z.nullable(gradeSchema),
  /** Yesterday's grade, a finished day. */
  yesterdayGrade: z.nullable(gradeSchema),
  /** This week (Monday to today), over its logged days. */
  weekGrade: z.nullable(gradeSchema),
});
export type StreaksResponse = z.infer<typeof streaksResponseSchema>;

// ---- Weekly check-in: GET / POST /api/nutrition/check-in -----------------------------------------------------------

export const CHECK_IN_STATUSES = ['pending', 'accepted', 'declined', 'not_enough_data', 'no_goals'] as const;

export const checkInSchema = z.object({
  /** Monday of the week the check-in belongs to. */
  weekStart: z.string(),
  status: z.enum(CHECK_IN_STATUSES),
  currentTarget: z.nullable(z.int()),
  suggestedTarget: z.nullable(z.int()),
  /** kcal a day estimated from intake and weight trend (after 14 days of logs); null before. */
  estimatedExpenditure: z.nullable(z.int()),
  /** kcal a day from the formula (BMR x activity). */
  formulaExpenditure: z.nullable(z.int()),
  /** kg a week from the weight trend over the last 14 days. */
  weightChangePerWeek: z.nullable(z.number()),
  loggedDays: z.int(),
  /** Plain-words reason for the suggestion. */
  reason: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInDecisionRequestSchema = z.strictObject({
  decision: z.enum(['accept', 'decline'], 'Say accept or decline'),
});
export type CheckInDecisionRequest = z.input<typeof checkInDecisionRequestSchema>;
/** POST answers the check-in and the goals as they now are (accepting sets the calorie target as the subscriber's). */
export const checkInDecisionResponseSchema = z.object({
  checkIn: checkInSchema,
  goals: nutritionGoalsSchema,
});
export type CheckInDecisionResponse = z.infer<typeof checkInDecisionResponseSchema>;

// ---- Export: GET /api/nutrition/export?format=csv|json (any signed-in user with tracker data) ---------------------

export const exportQuerySchema = z.object({
  format: z.optional(z.enum(['csv', 'json'], 'Format is csv or json')),
});

/** format=json (an attachment); format=csv answers text/csv with one row per entry and per weight. */
export const nutritionExportSchema = z.object({
  /** ISO instant. */
  exportedAt: z.string(),
  goals: z.nullable(nutritionGoalsSchema),
  entries: z.array(logEntrySchema),
  weights: z.array(z.object({ date: z.string(), weight: z.number() })),
});
export type NutritionExport = z.infer<typeof nutritionExportSchema>;
