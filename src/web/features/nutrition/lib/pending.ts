// What a logged entry will look like before the server has answered, and a day with the pending entries in it: the
// screen counts them at once, marked as pending (issue 22).
import type { DailyNutrition, LogEntry, LogEntryRequest } from '../../../../contracts/nutrition';
import type { QueuedCall } from '../../../lib/offline-queue';

export type LogKind = 'entry' | 'lunch' | 'weight';

/** What the screen shows of a logging call before the server has answered. */
export interface PendingLog {
  kind: LogKind;
  date: string;
  /** The entry as it will be (entries and the lunch). */
  entry: LogEntry | null;
  /** The weight in kg (a weigh-in). */
  weight: number | null;
}
export type PendingCall = QueuedCall<PendingLog>;

const number = (value: unknown): number => {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
};
const decimal = (value: unknown) => (Math.round(number(value) * 10) / 10).toFixed(1);

/** An entry as the server will make it of a request (typed amounts), or of what the caller knows (a food's values). */
export function previewEntry(
  date: string,
  request: Omit<LogEntryRequest, 'date'>,
  known: Partial<LogEntry> = {},
): LogEntry {
  const eats = number(request.consumedCalories) > 0 || request.source === 'food';
  return {
    id: 0,
    date,
    name: request.name?.trim() || null,
    source: request.source === 'food' ? 'food' : 'manual',
    foodCode: request.foodCode ?? null,
    grams: null,
    portion: request.portion ?? null,
    quantity: typeof request.quantity === 'number' ? request.quantity : null,
    meal: request.meal ?? (eats ? 'snack' : null),
    consumedCalories: Math.round(number(request.consumedCalories)),
    consumedProtein: decimal(request.consumedProtein),
    consumedCarbs: decimal(request.consumedCarbs),
    consumedFat: decimal(request.consumedFat),
    consumedFiber: decimal(request.consumedFiber),
    waterIntake: Math.round(number(request.waterIntake) * 100) / 100,
    exerciseCaloriesBurned: Math.round(number(request.exerciseCaloriesBurned)),
    createdAt: new Date().toISOString(),
    ...known,
  };
}

/** The calls of one day that add an entry (a food, water, the lunch), oldest first. */
export function pendingEntriesOn(calls: PendingCall[], date: string): PendingCall[] {
  return calls.filter((c) => c.meta.date === date && c.meta.entry !== null);
}

/** The day with its pending entries counted in (and its pending weight, the latest one), or null if both are empty. */
export function withPending(
  date: string,
  day: DailyNutrition | null,
  calls: PendingCall[],
): DailyNutrition | null {
  const waiting = calls.filter((c) => c.meta.date === date && !c.refused);
  if (waiting.length === 0) return day;
  const added = waiting.flatMap((c) => (c.meta.entry ? [c.meta.entry] : []));
  const weight = waiting.findLast((c) => c.meta.weight !== null)?.meta.weight ?? day?.weight ?? null;
  const sum = (base: string | number | undefined, pick: (e: LogEntry) => number) =>
    Number(base ?? 0) + added.reduce((total, e) => total + pick(e), 0);
  return {
    date,
    consumedCalories: sum(day?.consumedCalories, (e) => e.consumedCalories),
    consumedProtein: sum(day?.consumedProtein, (e) => Number(e.consumedProtein)).toFixed(1),
    consumedCarbs: sum(day?.consumedCarbs, (e) => Number(e.consumedCarbs)).toFixed(1),
    consumedFat: sum(day?.consumedFat, (e) => Number(e.consumedFat)).toFixed(1),
    consumedFiber: sum(day?.consumedFiber, (e) => Number(e.consumedFiber)).toFixed(1),
    waterIntake: Math.round(sum(day?.waterIntake, (e) => e.waterIntake) * 100) / 100,
    exerciseCaloriesBurned: sum(day?.exerciseCaloriesBurned, (e) => e.exerciseCaloriesBurned),
    entries: day?.entries ?? [],
    weight,
    lunchLogged: (day?.lunchLogged ?? false) || added.some((e) => e.source === 'lunch'),
  };
}
