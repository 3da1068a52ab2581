// Which periods a subscription bills, with skipped weeks and a pause: one rule for the Friday run and the dashboard.
import { addDays, cutoffForWeek, type LocalDate } from './calendar';
import { formatCalendarDate } from './dates';

/** A skip or a pause reaches at most this far ahead, so a slip of the finger cannot hold a spot for a year. */
export const MAX_HOLD_WEEKS = 12;

export interface WeekHolds {
  /** Weeks one charge pays for: 1 weekly, 4 monthly. Only weekly subscribers skip single weeks. */
  periodWeeks: number;
  /** Mondays (YYYY-MM-DD) of the weeks skipped. */
  skippedWeeks: readonly string[];
  /** The pause: periods starting from `from` up to, not including, `resumeOn` are not billed. */
  pause: { from: LocalDate; resumeOn: LocalDate } | null;
}

export type Hold = 'skipped' | 'paused';

/** Why the period starting on this Monday is not billed, or null when it is. */
export function holdOf(monday: LocalDate, holds: WeekHolds): Hold | null {
  if (holds.pause && monday >= holds.pause.from && monday < holds.pause.resumeOn) return 'paused';
  if (holds.periodWeeks === 1 && holds.skippedWeeks.includes(monday)) return 'skipped';
  return null;
}

/** The first period from `nextPeriodStart` on that is billed: a skip moves it a week on, a pause to its end. */
export function nextBilledPeriod(nextPeriodStart: LocalDate, holds: WeekHolds): LocalDate {
  let monday = nextPeriodStart;
  for (let hold = holdOf(monday, holds); hold; hold = holdOf(monday, holds)) {
    monday = hold === 'paused' && holds.pause ? holds.pause.resumeOn : addDays(monday, 7);
  }
  return monday;
}

/** The first period a change asked for at `now` can reach: the next one to bill whose cutoff is still ahead. */
export function firstChangeablePeriod(nextPeriodStart: LocalDate, periodWeeks: number, now: Date): LocalDate {
  let monday = nextPeriodStart;
  while (cutoffForWeek(monday) <= now) monday = addDays(monday, 7 * periodWeeks);
  return monday;
}

/** What a subscriber reads when a week's cutoff (the Friday 12:00 PM Central before it) has passed. */
export function cutoffPassedMessage(monday: LocalDate): string {
  return `The week of ${formatCalendarDate(monday)} can no longer be changed: its cutoff was Friday, ${formatCalendarDate(addDays(monday, -3))} at 12:00 PM Central.`;
}
