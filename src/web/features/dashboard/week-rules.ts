// The subscriber's coming weeks as the dashboard lists them (paid, skipped, paused, charged when), and what each
// allows before its cutoff: the server's rules (domain/week-plan.ts), read from GET /api/subscription.
import type { Subscription } from '../../../contracts/subscription';
import {
  addDays,
  cutoffForWeek,
  daysBetween,
  firstOpenServiceWeek,
  localDate,
  localDateOf,
  mondayOf,
  pickupWindow,
  type LocalDate,
} from '../../../domain/calendar';
import { PLANS } from '../../../domain/plans';
import { MAX_HOLD_WEEKS } from '../../../domain/week-plan';
import { isLive } from './subscription-rules';

/** How many weeks whose cutoff is ahead the list shows. */
const OPEN_WEEKS_SHOWN = 4;

export type WeekState =
  | { kind: 'paid' }
  | { kind: 'skipped' }
  | { kind: 'paused' }
  /** Charged at `chargeAt` (the period's Friday noon), alone (weekly) or with the period's other weeks (monthly). */
  | { kind: 'charged'; chargeAt: Date }
  /** Its charge was due and did not go through (past due): retried, or paid by a new card before its Monday. */
  | { kind: 'unpaid' }
  /** Not paid and not coming: the plan ends before it. */
  | { kind: 'not-included' };

export interface ComingWeek {
  monday: LocalDate;
  state: WeekState;
  /** The Friday 12:00 PM Central before the week: changes to it are possible until then. */
  cutoff: Date;
  open: boolean;
  /**
   * The week's Friday special, when the subscriber has one to choose or see: the choice served and that Friday's
   * choices.
   */
  fridaySpecial: Subscription['fridaySpecial'][number] | null;
  canSkip: boolean;
  canUnskip: boolean;
}

/** Whether the week's Friday pickup closes within the paid period. */
function isPaid(s: Subscription, monday: LocalDate): boolean {
  if (!s.currentPeriodStart || !s.currentPeriodEnd || monday < s.currentPeriodStart) return false;
  return pickupWindow(addDays(monday, 4)).end.getTime() <= Date.parse(s.currentPeriodEnd);
}

function isPausedWeek(s: Subscription, monday: LocalDate): boolean {
  return s.pausedFrom !== null && s.pausedUntil !== null && monday >= s.pausedFrom && monday < s.pausedUntil;
}

/** The Monday the next charge pays from: three days after its Friday. */
function nextChargedMonday(s: Subscription): LocalDate | null {
  return s.nextChargeAt ? addDays(localDateOf(new Date(s.nextChargeAt)), 3) : null;
}

function stateOf(s: Subscription, monday: LocalDate, now: Date): WeekState {
  if (isPaid(s, monday)) return { kind: 'paid' };
  // A pause wins over a skip inside it, as on the server (domain/week-plan.ts holdOf).
  if (isPausedWeek(s, monday)) return { kind: 'paused' };
  if (s.skippedWeeks.includes(monday)) return { kind: 'skipped' };
  const next = nextChargedMonday(s);
  if (!next || monday < next) return { kind: 'not-included' };
  const weeks = PLANS[s.planType].weeks;
  // Periods run back to back from the next charged one; a monthly period is charged on its first week's cutoff.
  const periodStart = addDays(next, 7 * weeks * Math.floor(daysBetween(next, monday) / (7 * weeks)));
  const chargeAt = cutoffForWeek(periodStart);
  return chargeAt <= now ? { kind: 'unpaid' } : { kind: 'charged', chargeAt };
}

/** A subscription whose coming weeks can still change: live and not set to cancel. */
export const canChangeWeeks = (s: Subscription) => isLive(s) && !s.cancelAtPeriodEnd;

/** The paid weeks not over yet, then the next weeks whose cutoff is ahead. */
export function comingWeeks(s: Subscription, now: Date): ComingWeek[] {
  if (!isLive(s)) return [];
  const firstOpen = firstOpenServiceWeek(now);
  const thisMonday = mondayOf(localDateOf(now));
  const specials = new Map(s.fridaySpecial.map((w) => [w.weekStartDate, w]));
  const lastSkippable = addDays(firstOpen, 7 * (MAX_HOLD_WEEKS - 1));
  const weeks: ComingWeek[] = [];
  for (
    let monday = thisMonday;
    monday < addDays(firstOpen, 7 * OPEN_WEEKS_SHOWN);
    monday = addDays(monday, 7)
  ) {
    const state = stateOf(s, monday, now);
    const fridayOver = pickupWindow(addDays(monday, 4)).end <= now;
    // Weeks whose cutoff has passed are listed while their pickups are not over, if paid or waiting for payment.
    if (monday < firstOpen && (fridayOver || (state.kind !== 'paid' && state.kind !== 'unpaid'))) continue;
    const cutoff = cutoffForWeek(monday);
    const open = cutoff > now;
    const changeable = open && canChangeWeeks(s) && s.planType === 'weekly';
    weeks.push({
      monday,
      state,
      cutoff,
      open,
      fridaySpecial: specials.get(monday) ?? null,
      canSkip: changeable && state.kind === 'charged' && monday <= lastSkippable,
      canUnskip: changeable && state.kind === 'skipped',
    });
  }
  return weeks;
}

export type PausePlan =
  /** Paused now (or its first week's cutoff has passed): it can end early or move to another Monday. */
  | { kind: 'paused'; from: LocalDate; until: LocalDate }
  /** Set up, not begun yet: it can be dropped or moved. */
  | { kind: 'scheduled'; from: LocalDate; until: LocalDate }
  /** No pause: one would start with `from`, resuming on one of `resumeOptions`. */
  | { kind: 'none'; from: LocalDate };

/** The pause as the subscriber can change it now. */
export function pausePlan(s: Subscription, now: Date): PausePlan {
  if (s.pausedFrom && s.pausedUntil) {
    const from = localDate(s.pausedFrom);
    const until = localDate(s.pausedUntil);
    const started = s.status === 'paused' || cutoffForWeek(from) <= now;
    return { kind: started ? 'paused' : 'scheduled', from, until };
  }
  // The server pauses from the next period whose cutoff is ahead: after the paid weeks, never before the open week.
  const firstOpen = firstOpenServiceWeek(now);
  const afterPaid = s.currentPeriodEnd
    ? addDays(mondayOf(localDateOf(new Date(s.currentPeriodEnd))), 7)
    : firstOpen;
  return { kind: 'none', from: afterPaid > firstOpen ? afterPaid : firstOpen };
}

/** The Mondays a pause starting with `from` can resume on: the week after it up to MAX_HOLD_WEEKS later. */
export function resumeOptions(from: LocalDate, now: Date): LocalDate[] {
  const options: LocalDate[] = [];
  for (let i = 1; i <= MAX_HOLD_WEEKS; i++) {
    const monday = addDays(from, 7 * i);
    if (cutoffForWeek(monday) > now) options.push(monday);
  }
  return options;
}
