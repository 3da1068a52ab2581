// The dated menu in memory: which plan fills a week (by hand, else the rotation of that time), which version of each
// dish a week shows (as it was when the week locked, unless a later edit was applied to it), and the day views
// every screen reads.
import type { MealImage, MenuDay, MenuDish, Weekday } from '../../../contracts/menu';
import { WEEKDAYS } from '../../../contracts/menu';
import { WEEKDAY_NAMES } from '../../../domain/dates';
import {
  combineAllergens,
  containsStatement,
  isAllergen,
  type AllergenFinding,
} from '../../../domain/allergens';
import {
  addDays,
  cutoffForWeek,
  daysBetween,
  localDate,
  mondayOf,
  pickupWindow,
  weekdayOf,
  type LocalDate,
} from '../../../domain/calendar';
import { addFigures, roundFigures, ZERO_FIGURES, type NutrientFigures } from '../../../domain/dish-nutrition';
import { dishFacts, photoUrlOf, type DishFacts, type FoodFinder } from './dish-views';
import type { DishRow, DishVersionRow, MenuSnapshot, RotationRow, WeekRow } from './menu-repository';
import type { PlannedDay } from './menu-tables';

export type PlanSource = 'planned' | 'rotation' | 'none';

export interface WeekPlan {
  source: PlanSource;
  rotationWeek: number | null;
  days: PlannedDay[];
  /** When its dishes were fixed: a locked week shows each dish as it was then. */
  frozenAt: Date;
}

/** A dish as a day serves it. */
export interface ServedDish extends DishFacts {
  photoId: string | null;
  /** The choice it belongs to, or null for a dish everyone gets. */
  choice: string | null;
}

/** A day's lunch: its dishes for everyone and its choices of specials. */
export interface ServedDay {
  date: LocalDate;
  weekday: number;
  title: string;
  description: string;
  badge: string;
  image: MealImage;
  dishes: ServedDish[];
  choices: { key: string; label: string; dishes: ServedDish[] }[];
}

/** What a subscriber eats on a day: the day's dishes and, on a day with choices, those of their pick. */
export interface ServedMeal {
  date: LocalDate;
  name: string;
  choice: string | null;
  /** The served choice's name on the menu ("Shrimp pulao"), null on a day without choices. */
  choiceLabel: string | null;
  dishes: ServedDish[];
  figures: NutrientFigures;
}

const IMAGE_BY_ICON: Partial<Record<string, MealImage>> = {
  chicken: 'tandoori-thali',
  paneer: 'paneer-bowl',
  fish: 'salmon-plate',
  shrimp: 'pulao-handi',
  rice: 'pulao-handi',
};

/**
 * The choices as one dish line, their shared last word said once: "Chicken or shrimp pulao", as the card said before
 * the menu was dated; "Dal or Paneer tikka" when they share none.
 */
export function eitherOf(labels: readonly string[]): string {
  const words = labels.map((label) => label.trim().split(/\s+/));
  const last = words[0]?.at(-1)?.toLowerCase();
  const shared =
    words.length > 1 &&
    last !== undefined &&
    words.every((w) => w.length > 1 && w.at(-1)?.toLowerCase() === last);
  if (!shared) return labels.join(' or ');
  const heads = words.map((w, i) => {
    const head = w.slice(0, -1).join(' ');
    return i === 0 ? head : head.charAt(0).toLowerCase() + head.slice(1);
  });
  return `${heads.join(' or ')} ${words[0]?.at(-1) ?? ''}`;
}

/**
 * A day with a choice of specials whose words were not written by hand says what it offers, so the landing page's
 * card follows the owner's choices: "Friday Special: Chef’s Choice" (as long as a heading should be, however many
 * choices), "Your pick of chicken or shrimp pulao, with boondi raita and kachumber salad."
 */
function choiceWords(weekday: number, labels: readonly string[], dishes: readonly ServedDish[]) {
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const listed = (items: readonly string[]) =>
    items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
  // Two that share their last word read as one ("chicken or shrimp pulao"), more as a list.
  const offered =
    labels.length === 2
      ? eitherOf(labels)
      : `${labels.slice(0, -1).map(lower).join(', ')} or ${lower(labels.at(-1) ?? '')}`;
  const sides = dishes.map((d) => lower(d.name));
  return {
    title: `${WEEKDAY_NAMES[weekday] ?? 'Day'} Special: Chef’s Choice`,
    description: `Your pick of ${lower(offered)}${sides.length > 0 ? `, with ${listed(sides)}` : ''}.`,
  };
}

function titleCase(text: string): string {
  return text.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

/** The Monday-based week of a date, and whether its lunches can still change. */
export function weekTimes(monday: LocalDate, now: Date) {
  const locksAt = cutoffForWeek(monday);
  const over = pickupWindow(addDays(monday, 4)).end.getTime() <= now.getTime();
  return { locksAt, locked: locksAt.getTime() <= now.getTime(), over };
}

/** This week, and next week once this week's last pickup is over (the landing page's week). */
export function currentMenuWeek(now: Date, today: LocalDate): LocalDate {
  const monday = mondayOf(today);
  return pickupWindow(addDays(monday, 4)).end.getTime() <= now.getTime() ? addDays(monday, 7) : monday;
}

export class MenuCalendar {
  readonly generation: number;
  readonly keepDays: number;
  readonly editors: ReadonlySet<number>;
  private readonly dishes = new Map<number, DishRow>();
  private readonly versions = new Map<number, DishVersionRow[]>();
  private readonly weeks = new Map<string, WeekRow>();
  private readonly rotations: RotationRow[];
  private readonly pins = new Map<string, Map<number, number>>();
  private readonly days = new Map<string, ServedDay | null>();

  constructor(
    snapshot: MenuSnapshot,
    private readonly findFood: FoodFinder,
    /** Facts per dish version: they never change, so they outlive a generation. */
    private readonly factsCache: Map<string, DishFacts>,
  ) {
    this.generation = snapshot.generation;
    this.keepDays = snapshot.keepDays;
    this.editors = new Set(snapshot.editors);
    for (const dish of snapshot.dishes) this.dishes.set(dish.id, dish);
    for (const version of snapshot.versions) {
      const list = this.versions.get(version.dishId) ?? [];
      list.push(version);
      this.versions.set(version.dishId, list);
    }
    for (const list of this.versions.values()) list.sort((a, b) => a.version - b.version);
    for (const week of snapshot.weeks) this.weeks.set(week.weekStart, week);
    this.rotations = [...snapshot.rotations].sort((a, b) =>
      a.startsOn === b.startsOn ? a.id - b.id : a.startsOn < b.startsOn ? -1 : 1,
    );
    for (const pin of snapshot.pins) {
      const week = this.pins.get(pin.weekStart) ?? new Map<number, number>();
      week.set(pin.dishId, pin.version);
      this.pins.set(pin.weekStart, week);
    }
  }

  dishRow(id: number): DishRow | undefined {
    return this.dishes.get(id);
  }

  /** Dishes not deleted, newest first. */
  liveDishes(): DishRow[] {
    return [...this.dishes.values()].filter((d) => d.archivedAt === null).sort((a, b) => b.id - a.id);
  }

  latestVersion(dishId: number): DishVersionRow | undefined {
    return this.versions.get(dishId)?.at(-1);
  }

  facts(version: DishVersionRow): DishFacts {
    const key = `${version.dishId}:${version.version}`;
    let facts = this.factsCache.get(key);
    if (!facts) {
      facts = dishFacts(version, this.findFood);
      this.factsCache.set(key, facts);
    }
    return facts;
  }

  /** The latest rotation: the one that fills the weeks from its first week on. */
  currentRotation(): RotationRow | undefined {
    return this.rotations.at(-1);
  }

  plannedWeek(monday: string): WeekRow | undefined {
    return this.weeks.get(monday);
  }

  /** Mondays planned by hand from a Monday on. */
  plannedWeeksFrom(monday: string): string[] {
    return [...this.weeks.keys()].filter((w) => w >= monday).sort();
  }

  planOf(monday: LocalDate): WeekPlan {
    const cutoff = cutoffForWeek(monday);
    const planned = this.weeks.get(monday);
    if (planned) {
      const frozenAt = planned.updatedAt > cutoff ? planned.updatedAt : cutoff;
      return { source: 'planned', rotationWeek: null, days: planned.days, frozenAt };
    }
    let rotation: RotationRow | undefined;
    for (const r of this.rotations) if (r.startsOn <= monday) rotation = r;
    if (!rotation || rotation.weeks.length === 0) {
      return { source: 'none', rotationWeek: null, days: [], frozenAt: cutoff };
    }
    const index = Math.floor(daysBetween(localDate(rotation.startsOn), monday) / 7) % rotation.weeks.length;
    return {
      source: 'rotation',
      rotationWeek: index + 1,
      days: rotation.weeks[index] ?? [],
      frozenAt: cutoff,
    };
  }

  /** The version of a dish a week shows: the one applied to it, else the latest made before it was fixed. */
  versionIn(monday: string, dishId: number, frozenAt: Date): DishVersionRow | undefined {
    const list = this.versions.get(dishId);
    if (!list || list.length === 0) return undefined;
    const pinned = this.pins.get(monday)?.get(dishId);
    if (pinned !== undefined) return list.find((v) => v.version === pinned) ?? list.at(-1);
    let chosen = list[0];
    for (const v of list) if (v.createdAt <= frozenAt) chosen = v;
    return chosen;
  }

  private served(monday: string, dishId: number, frozenAt: Date, choice: string | null): ServedDish | null {
    const version = this.versionIn(monday, dishId, frozenAt);
    if (!version) return null;
    const facts = this.facts(version);
    return { ...facts, photoId: this.dishes.get(dishId)?.photoId ?? null, choice };
  }

  /**
   * Which lunch is served on date D: the one place that says it (issue 42). Null on a weekend, or before any menu.
   * A closed day (issue 43) is for this function to leave out.
   */
  lunchOn(date: LocalDate): ServedDay | null {
    const known = this.days.get(date);
    if (known !== undefined) return known;
    const day = this.resolveDay(date);
    this.days.set(date, day);
    return day;
  }

  private resolveDay(date: LocalDate): ServedDay | null {
    const weekday = weekdayOf(date);
    if (weekday < 1 || weekday > 5) return null;
    const monday = mondayOf(date);
    const plan = this.planOf(monday);
    const planned = plan.days.find((d) => d.weekday === weekday);
    if (!planned) return null;
    const pick = (ids: number[], choice: string | null) =>
      ids
        .map((id) => this.served(monday, id, plan.frozenAt, choice))
        .filter((d): d is ServedDish => d !== null);
    const dishes = pick(planned.dishIds, null);
    const choices = planned.choices.map((c) => ({
      key: c.key,
      label: c.label,
      dishes: pick(c.dishIds, c.key),
    }));
    const main = choices[0]?.dishes[0] ?? dishes[0];
    if (!main) return null;
    const everything = [...dishes, ...choices.flatMap((c) => c.dishes)];
    const words =
      choices.length > 0
        ? choiceWords(
            weekday,
            choices.map((c) => c.label),
            dishes,
          )
        : { title: main.name, description: main.description };
    const vegetarian = everything.every((d) => d.vegetarian);
    return {
      date,
      weekday,
      title: planned.title ?? words.title,
      description: planned.description ?? words.description,
      badge: planned.badge ?? (vegetarian ? 'Vegetarian' : choices.length > 0 ? 'Chef’s Choice' : ''),
      image: (planned.image as MealImage | null) ?? IMAGE_BY_ICON[main.icon] ?? 'paneer-bowl',
      dishes,
      choices,
    };
  }

  /** What a subscriber eats on a day: their pick of the choices (the first when they made none). */
  mealOn(date: LocalDate, choiceKey: string | null): ServedMeal | null {
    const day = this.lunchOn(date);
    if (!day) return null;
    const choice = day.choices.find((c) => c.key === choiceKey) ?? day.choices[0] ?? null;
    const dishes = choice ? [...choice.dishes, ...day.dishes] : day.dishes;
    const figures = roundFigures(
      dishes.reduce((sum, d) => addFigures(sum, d.nutrition.perPortion), ZERO_FIGURES),
    );
    const prefix = day.title.split(':')[0]?.trim() || day.title;
    return {
      date,
      name: choice ? `${prefix}: ${titleCase(choice.label)}` : day.title,
      choice: choice?.key ?? null,
      choiceLabel: choice?.label ?? null,
      dishes,
      figures,
    };
  }

  /** The day as GET /api/menu shows it (the landing page's card and its Nutrition Info). */
  dayView(day: ServedDay): MenuDay {
    const first = day.choices[0];
    const counted = first ? [...first.dishes, ...day.dishes] : day.dishes;
    const everything = [...day.dishes, ...day.choices.flatMap((c) => c.dishes)];
    const totals = counted.reduce((sum, d) => addFigures(sum, d.nutrition.perPortion), ZERO_FIGURES);
    const findings: AllergenFinding[] = everything.flatMap((d) =>
      Object.entries(d.allergenKinds).flatMap(([allergen, kinds]): AllergenFinding[] => {
        if (!isAllergen(allergen)) return [];
        return kinds.length > 0 ? kinds.map((kind) => ({ allergen, kind })) : [{ allergen, kind: null }];
      }),
    );
    const chosenItem = first
      ? [{ name: eitherOf(day.choices.map((c) => c.label)), icon: first.dishes[0]?.icon ?? 'rice' }]
      : [];
    const photo = [...(first?.dishes ?? []), ...day.dishes].find((d) => d.photoId !== null);
    return {
      day: WEEKDAYS[day.weekday - 1] as Weekday,
      date: day.date,
      title: day.title,
      description: day.description,
      badge: day.badge,
      special: day.choices.length > 0,
      choices: day.choices.map((c) => c.label),
      choiceOptions: day.choices.map((c) => ({ key: c.key, label: c.label })),
      items: [...chosenItem, ...day.dishes.map((d) => ({ name: d.name, icon: d.icon }))],
      nutrition: {
        calories: Math.round(totals.calories),
        protein: Math.round(totals.protein),
        carbs: Math.round(totals.carbs),
        fat: Math.round(totals.fat),
        fiber: Math.round(totals.fiber),
        sodium: Math.round(totals.sodium),
        details: counted.map((d) => ({
          dish: d.name,
          ingredients: d.ingredientStatement,
          calories: Math.round(d.nutrition.perPortion.calories),
          protein: Math.round(d.nutrition.perPortion.protein),
        })),
      },
      image: day.image,
      photoUrl: photo ? photoUrlOf(photo.photoId) : null,
      contains: containsStatement(combineAllergens(findings)),
      dishes: everything.map((d) => menuDishOf(d)),
    };
  }

  /** The five days of a week as GET /api/menu shows them (fewer when some have no lunch). */
  weekView(monday: LocalDate): MenuDay[] {
    const out: MenuDay[] = [];
    for (let i = 0; i < 5; i++) {
      const day = this.lunchOn(addDays(monday, i));
      if (day) out.push(this.dayView(day));
    }
    return out;
  }

  /** Mondays from `from` on (up to `weeks` of them) whose menu shows a dish, by hand or through a rotation. */
  weeksShowing(dishId: number, from: LocalDate, weeks: number): LocalDate[] {
    const found: LocalDate[] = [];
    for (let i = 0; i < weeks; i++) {
      const monday = addDays(from, 7 * i);
      const plan = this.planOf(monday);
      const uses = plan.days.some(
        (d) => d.dishIds.includes(dishId) || d.choices.some((c) => c.dishIds.includes(dishId)),
      );
      if (uses) found.push(monday);
    }
    return found;
  }
}

export function menuDishOf(d: ServedDish): MenuDish {
  return {
    id: d.id,
    name: d.name,
    icon: d.icon,
    nutrition: d.nutrition.perPortion,
    allergens: d.allergens,
    contains: d.contains,
    ingredientStatement: d.ingredientStatement,
    choice: d.choice,
    photoUrl: photoUrlOf(d.photoId),
  };
}
