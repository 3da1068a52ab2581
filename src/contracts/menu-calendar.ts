// The owner's menu calendar (issue 42): a week planned day by day (PUT/GET /api/admin/menu/weeks/:weekStart), a
// rotation of N weeks filling the weeks not planned by hand, the weeks at a glance, who on the staff may edit, and
// the labels' keeping time.
import * as z from 'zod/mini';
import { isMondayDate } from '../domain/calendar';
import { MEAL_IMAGES, menuDaySchema, WEEKDAYS } from './menu';

export const MENU_LIMITS = { dishesPerDay: 12, choices: 6, rotationWeeks: 12, weeksListed: 26 } as const;

export const MENU_MESSAGES = {
  monday: 'Choose a Monday: service weeks start on Mondays.',
  date: 'Use a date like 2026-11-23',
  dishIds: `Choose 1 to ${MENU_LIMITS.dishesPerDay} dishes`,
  dishId: 'Choose a dish',
  choices: `Offer 2 to ${MENU_LIMITS.choices} choices`,
  choiceLabel: 'Name the choice in 1 to 40 characters',
  choiceKey: 'A choice key is 1 to 24 lower-case letters, digits or dashes',
  title: 'Give the lunch a title of 1 to 80 characters',
  description: 'Describe the lunch in 300 characters or fewer',
  badge: 'A badge is 30 characters or fewer',
  image: `Choose one of the drawings: ${MEAL_IMAGES.join(', ')}`,
  days: 'Plan the five weekdays, Monday to Friday, once each',
  weekday: `Choose one of: ${WEEKDAYS.join(', ')}`,
  weeks: `A rotation has 1 to ${MENU_LIMITS.rotationWeeks} weeks`,
  keepDays: 'Say how many days the meals keep: 1 to 14',
} as const;

const monday = z
  .string(MENU_MESSAGES.monday)
  .check(z.maxLength(10, MENU_MESSAGES.monday), z.refine(isMondayDate, MENU_MESSAGES.monday));
const dishId = z
  .number(MENU_MESSAGES.dishId)
  .check(z.int(MENU_MESSAGES.dishId), z.positive(MENU_MESSAGES.dishId));
const dishIds = z
  .array(dishId, MENU_MESSAGES.dishIds)
  .check(z.maxLength(MENU_LIMITS.dishesPerDay, MENU_MESSAGES.dishIds));

export const plannedChoiceSchema = z.strictObject({
  label: z
    .string(MENU_MESSAGES.choiceLabel)
    .check(z.trim(), z.minLength(1, MENU_MESSAGES.choiceLabel), z.maxLength(40, MENU_MESSAGES.choiceLabel)),
  dishIds: dishIds.check(z.minLength(1, MENU_MESSAGES.dishIds)),
  /** What a subscriber's pick is saved under; made from the label's first word otherwise ("Shrimp pulao": shrimp). */
  key: z.optional(
    z.string(MENU_MESSAGES.choiceKey).check(z.regex(/^[a-z0-9][a-z0-9-]{0,23}$/, MENU_MESSAGES.choiceKey)),
  ),
});

/** What the cards say of a day's lunch; each is made from its first dish when not given. */
const dayWords = {
  title: z.optional(
    z
      .string(MENU_MESSAGES.title)
      .check(z.trim(), z.minLength(1, MENU_MESSAGES.title), z.maxLength(80, MENU_MESSAGES.title)),
  ),
  description: z.optional(
    z.string(MENU_MESSAGES.description).check(z.trim(), z.maxLength(300, MENU_MESSAGES.description)),
  ),
  badge: z.optional(z.string(MENU_MESSAGES.badge).check(z.trim(), z.maxLength(30, MENU_MESSAGES.badge))),
  image: z.optional(z.enum(MEAL_IMAGES, MENU_MESSAGES.image)),
};

export const plannedDaySchema = z.strictObject({
  date: z.string(MENU_MESSAGES.date).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, MENU_MESSAGES.date)),
  dishIds,
  /** A choice of specials: the subscriber gets the dishes of one of them besides `dishIds` (Friday only). */
  choices: z.optional(
    z
      .array(plannedChoiceSchema, MENU_MESSAGES.choices)
      .check(z.maxLength(MENU_LIMITS.choices, MENU_MESSAGES.choices)),
  ),
  ...dayWords,
});

/** PUT /api/admin/menu/weeks/:weekStart */
export const putMenuWeekRequestSchema = z.strictObject({
  days: z.array(plannedDaySchema, MENU_MESSAGES.days).check(z.maxLength(7, MENU_MESSAGES.days)),
  /** Required to change a locked week: e-mails the subscribers who eat that week. */
  notifySubscribers: z.optional(z.boolean('Say true or false')),
});
export type PutMenuWeekRequest = z.input<typeof putMenuWeekRequestSchema>;
export type PlannedDayInput = z.output<typeof plannedDaySchema>;

export const menuWeekParamsSchema = z.object({ weekStart: monday });

export const menuPlanDaySchema = z.object({
  date: z.string(),
  dishIds: z.array(z.number()),
  choices: z.array(z.object({ key: z.string(), label: z.string(), dishIds: z.array(z.number()) })),
  title: z.nullable(z.string()),
  description: z.nullable(z.string()),
  badge: z.nullable(z.string()),
  image: z.nullable(z.string()),
});

export const MENU_SOURCES = ['planned', 'rotation', 'none'] as const;

export const menuWeekResponseSchema = z.object({
  weekStartDate: z.string(),
  /** Planned by hand, filled by the rotation, or nothing (before the first rotation). */
  source: z.enum(MENU_SOURCES),
  /** Which week of the rotation fills it (1 to N), when it does. */
  rotationWeek: z.nullable(z.number()),
  /** ISO instant: when the subscribers' choices for the week close and its menu locks (the Friday 12:00 PM before). */
  locksAt: z.string(),
  locked: z.boolean(),
  /** Its last pickup is over: it cannot change any more. */
  over: z.boolean(),
  plan: z.array(menuPlanDaySchema),
  days: z.array(menuDaySchema),
  /** How many subscribers eat that week (those a change would e-mail). */
  eaters: z.number(),
});
export type MenuWeekResponse = z.infer<typeof menuWeekResponseSchema>;

/** GET /api/admin/menu/weeks?from=&count=: the weeks at a glance. */
export const menuWeeksQuerySchema = z.object({
  from: z.optional(monday),
  count: z.optional(
    z.pipe(
      z.string('Count must be 1 to 26').check(z.regex(/^\d{1,2}$/, 'Count must be 1 to 26')),
      z.transform((v: string) => Number(v)),
    ),
  ),
});
export const menuWeekSummarySchema = z.object({
  weekStartDate: z.string(),
  source: z.enum(MENU_SOURCES),
  rotationWeek: z.nullable(z.number()),
  locked: z.boolean(),
  over: z.boolean(),
  days: z.array(
    z.object({ date: z.string(), title: z.string(), dishes: z.array(z.string()), calories: z.number() }),
  ),
});
export const menuWeeksResponseSchema = z.object({ weeks: z.array(menuWeekSummarySchema) });
export type MenuWeekSummary = z.infer<typeof menuWeekSummarySchema>;

export const rotationDaySchema = z.strictObject({
  weekday: z.enum(WEEKDAYS, MENU_MESSAGES.weekday),
  dishIds,
  choices: z.optional(
    z
      .array(plannedChoiceSchema, MENU_MESSAGES.choices)
      .check(z.maxLength(MENU_LIMITS.choices, MENU_MESSAGES.choices)),
  ),
  ...dayWords,
});

/** PUT /api/admin/menu/rotation: from `startsOn` (a week not yet locked), week 1, 2, ... N, then 1 again. */
export const putRotationRequestSchema = z.strictObject({
  startsOn: monday,
  weeks: z
    .array(
      z.strictObject({
        days: z.array(rotationDaySchema, MENU_MESSAGES.days).check(z.maxLength(7, MENU_MESSAGES.days)),
      }),
      MENU_MESSAGES.weeks,
    )
    .check(z.minLength(1, MENU_MESSAGES.weeks), z.maxLength(MENU_LIMITS.rotationWeeks, MENU_MESSAGES.weeks)),
});
export type PutRotationRequest = z.input<typeof putRotationRequestSchema>;

export const rotationResponseSchema = z.object({
  rotation: z.nullable(
    z.object({
      id: z.number(),
      startsOn: z.string(),
      weeks: z.array(
        z.object({
          days: z.array(
            z.object({
              weekday: z.enum(WEEKDAYS),
              dishIds: z.array(z.number()),
              choices: z.array(
                z.object({ key: z.string(), label: z.string(), dishIds: z.array(z.number()) }),
              ),
              title: z.nullable(z.string()),
              description: z.nullable(z.string()),
              badge: z.nullable(z.string()),
              image: z.nullable(z.string()),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** PUT /api/admin/menu/editors/:userId (owners): whether a staff member may edit dishes and menus. */
export const menuEditorRequestSchema = z.strictObject({ canEdit: z.boolean('Say true or false') });
export const menuEditorParamsSchema = z.object({
  userId: z.pipe(
    z.string('No such team member').check(z.regex(/^\d{1,12}$/, 'No such team member')),
    z.transform((v: string) => Number(v)),
  ),
});
export const menuAccessResponseSchema = z.object({
  /** Whether the caller may edit dishes and menus. */
  canEdit: z.boolean(),
  /** Staff members an owner allowed to edit. */
  editors: z.array(z.number()),
  keepDays: z.number(),
});
export type MenuAccessResponse = z.infer<typeof menuAccessResponseSchema>;

/** PUT /api/admin/menu/settings (owners). */
export const menuSettingsRequestSchema = z.strictObject({
  keepDays: z
    .number(MENU_MESSAGES.keepDays)
    .check(
      z.int(MENU_MESSAGES.keepDays),
      z.gte(1, MENU_MESSAGES.keepDays),
      z.lte(14, MENU_MESSAGES.keepDays),
    ),
});

export const menuChangeResponseSchema = z.object({
  week: menuWeekResponseSchema,
  /** Subscribers e-mailed about the change of a locked week. */
  notified: z.number(),
});
