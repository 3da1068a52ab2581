// The subscriber's changes to coming service weeks, each before its cutoff: skip a week, pause, the Friday special.
import type { FridaySpecialChoice } from '../../../contracts/subscription';
import { addDays, cutoffForWeek, firstOpenServiceWeek, type LocalDate } from '../../../domain/calendar';
import { formatCalendarDate } from '../../../domain/dates';
import { priceForPeriod } from '../../../domain/plan-prices';
import { PLANS } from '../../../domain/plans';
import { chargeOfPriceText } from '../../../domain/sales-tax';
import { cutoffPassedMessage, firstChangeablePeriod, MAX_HOLD_WEEKS } from '../../../domain/week-plan';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { salesTaxSettings } from '../books/sales-tax-settings';
import { priceChanges } from '../prices/price-repository';
import { confirmChange } from './change-confirmation';
import { subscriptionRepository, type SubscriptionRow } from './subscription-repository';
import { currentHolds, fridaySpecialWeeks, isLive, type DayChoices } from './subscription-view';
import { weekChoiceRepository } from './week-choice-repository';

const week = (monday: string) => `the week of ${formatCalendarDate(monday)}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const chargeDay = (monday: string) => `Friday, ${formatCalendarDate(addDays(monday as LocalDate, -3))}`;

function refuseAfterCutoff(monday: LocalDate, now: Date): void {
  if (cutoffForWeek(monday) <= now) throw new AppError('CUTOFF_PASSED', cutoffPassedMessage(monday));
}

/** A subscription that is live and not set to cancel: the only kind whose coming weeks can change. */
function assertChangeable(
  row: SubscriptionRow,
): asserts row is SubscriptionRow & { nextPeriodStart: string } {
  if (!isLive(row)) throw new AppError('CONFLICT', 'This subscription has ended.');
  if (row.cancelAtPeriodEnd) {
    throw new AppError(
      'CONFLICT',
      'Your subscription is set to cancel at the end of this period. Undo the cancellation first.',
    );
  }
  if (!row.nextPeriodStart) throw new AppError('CONFLICT', 'This subscription has no coming period.');
}

/** Whether a pause took effect already: the Friday run of its first week has passed. */
function pauseStarted(row: SubscriptionRow, now: Date): boolean {
  return row.pausedFrom !== null && cutoffForWeek(row.pausedFrom as LocalDate) <= now;
}

export function createWeekChangesService(deps: { db: Db; clock: Clock; choicesOn: DayChoices }) {
  const { db, clock } = deps;

  async function current(userId: number): Promise<SubscriptionRow> {
    const row = await subscriptionRepository(db).findCurrentForUser(userId);
    if (!row) throw new AppError('NOT_FOUND', 'You have no subscription yet.');
    return row;
  }

  /** What the run before `monday` charges: the price in force for that period, with tax on top when it is added. */
  async function chargeFor(row: SubscriptionRow, monday: LocalDate): Promise<string> {
    const price = priceForPeriod(row.planType, await priceChanges(db), {
      subscribedAt: row.createdAt,
      periodStart: monday,
    });
    return chargeOfPriceText(price, await salesTaxSettings(db).get());
  }

  return {
    /** A weekly subscriber skips one coming week: no charge, no pickups; the run after bills the week after. */
    async skip(userId: number, monday: LocalDate): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      assertChangeable(row);
      if (row.planType !== 'weekly') {
        throw new AppError(
          'CONFLICT',
          'Single weeks can be skipped on the weekly plan. On the monthly plan, pause from your next period instead.',
        );
      }
      refuseAfterCutoff(monday, now);
      if (monday < row.nextPeriodStart) {
        throw new AppError(
          'CONFLICT',
          `${capitalized(week(monday))} is already paid for, so it can't be skipped.`,
        );
      }
      const last = addDays(firstOpenServiceWeek(now), 7 * (MAX_HOLD_WEEKS - 1));
      if (monday > last) {
        throw new AppError(
          'VALIDATION',
          `Weeks can be skipped up to ${MAX_HOLD_WEEKS} weeks ahead, until ${week(last)}.`,
          { weekStartDate: 'too far ahead' },
        );
      }
      if (row.pausedFrom && row.resumeOn && monday >= row.pausedFrom && monday < row.resumeOn) {
        throw new AppError('CONFLICT', `${capitalized(week(monday))} is already paused.`);
      }
      await db.transaction(async (tx) => {
        if (await weekChoiceRepository(tx).skip(row.id, monday, now)) {
          await confirmChange(tx, row.id, { kind: 'week-skipped', weekOf: monday }, now);
        }
      });
      return `You skipped ${week(monday)}: no charge and no pickups that week.`;
    },

    /** Puts a skipped week back, before its cutoff. Un-skipping a week that was not skipped changes nothing. */
    async unskip(userId: number, monday: LocalDate): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      assertChangeable(row);
      refuseAfterCutoff(monday, now);
      await db.transaction(async (tx) => {
        if (await weekChoiceRepository(tx).unskip(row.id, monday)) {
          await confirmChange(tx, row.id, { kind: 'week-restored', weekOf: monday }, now);
        }
      });
      return `${capitalized(week(monday))} is back on: it is charged on ${chargeDay(monday)} at 12:00 PM Central.`;
    },

    /**
     * No charge for the periods from the next one (whose cutoff is still ahead) up to `resumeOn`; the current paid
     * period runs to its end. A pause already under way can be moved to another Monday.
     */
    async pause(userId: number, resumeOn: LocalDate): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      assertChangeable(row);
      const weeks = PLANS[row.planType].weeks;
      const started = pauseStarted(row, now);
      const from =
        started && row.pausedFrom
          ? (row.pausedFrom as LocalDate)
          : firstChangeablePeriod(row.nextPeriodStart as LocalDate, weeks, now);
      refuseAfterCutoff(resumeOn, now);
      if (resumeOn <= from) {
        throw new AppError(
          'VALIDATION',
          `Your pause starts with ${week(from)}: choose a Monday after it to resume.`,
          { resumeOn: 'must be after the first paused week' },
        );
      }
      const latest = addDays(from, 7 * MAX_HOLD_WEEKS);
      if (resumeOn > latest) {
        throw new AppError(
          'VALIDATION',
          `You can pause for up to ${MAX_HOLD_WEEKS} weeks: choose a Monday up to ${formatCalendarDate(latest)}.`,
          { resumeOn: 'too far ahead' },
        );
      }
      await db.transaction(async (tx) => {
        await subscriptionRepository(tx).update(row.id, {
          pausedFrom: from,
          resumeOn,
          // Already paused: the run that resumes it is the one before the new Monday.
          ...(row.status === 'paused' ? { nextPeriodStart: resumeOn } : {}),
          updatedAt: now,
        });
        if (row.pausedFrom !== from || row.resumeOn !== resumeOn) {
          await confirmChange(tx, row.id, { kind: 'pause-set', from, resumeOn }, now);
        }
      });
      return `Your subscription pauses from ${week(from)}. It resumes with ${week(resumeOn)}, charged ${await chargeFor(row, resumeOn)} on ${chargeDay(resumeOn)} at 12:00 PM Central.`;
    },

    /** Ends the pause: one not begun yet is dropped; one under way ends with the next open week. */
    async resumeNow(userId: number): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      if (!isLive(row) || !row.resumeOn) throw new AppError('CONFLICT', 'Your subscription is not paused.');
      if (!pauseStarted(row, now)) {
        await db.transaction(async (tx) => {
          await subscriptionRepository(tx).update(row.id, {
            pausedFrom: null,
            resumeOn: null,
            updatedAt: now,
          });
          await confirmChange(tx, row.id, { kind: 'pause-ended', resumeOn: null }, now);
        });
        return 'Your pause is cancelled: your subscription continues as before.';
      }
      const open = firstOpenServiceWeek(now);
      const resumeOn = row.resumeOn < open ? (row.resumeOn as LocalDate) : open;
      await db.transaction(async (tx) => {
        await subscriptionRepository(tx).update(row.id, {
          resumeOn,
          ...(row.status === 'paused' ? { nextPeriodStart: resumeOn } : {}),
          updatedAt: now,
        });
        await confirmChange(tx, row.id, { kind: 'pause-ended', resumeOn }, now);
      });
      return `Welcome back! Your lunches resume ${week(resumeOn)}, charged ${await chargeFor(row, resumeOn)} on ${chargeDay(resumeOn)} at 12:00 PM Central.`;
    },

    /** One of the specials a paid or coming week's Friday offers (by its key), until that week's cutoff. */
    async chooseFridaySpecial(
      userId: number,
      monday: LocalDate,
      choice: FridaySpecialChoice,
    ): Promise<string> {
      const row = await current(userId);
      const now = clock.now();
      if (!isLive(row)) throw new AppError('CONFLICT', 'This subscription has ended.');
      refuseAfterCutoff(monday, now);
      const holds = await currentHolds(db, row, now);
      if (!fridaySpecialWeeks(row, holds, now).includes(monday)) {
        throw new AppError(
          'CONFLICT',
          `${capitalized(week(monday))} is not one of your paid or coming weeks.`,
        );
      }
      const offered = await deps.choicesOn(addDays(monday, 4));
      const picked = offered.find((c) => c.key === choice);
      if (!picked) {
        const message =
          offered.length === 0
            ? `Friday of ${week(monday)} has no choice of specials.`
            : `Choose one of that Friday's specials: ${offered.map((c) => c.key).join(', ')}.`;
        throw new AppError('VALIDATION', message, { choice: message });
      }
      const label = picked.label;
      await db.transaction(async (tx) => {
        const choices = weekChoiceRepository(tx);
        const saved = (await choices.fridaySpecials(row.id, [monday])).get(monday);
        const before = offered.find((c) => c.key === saved)?.key ?? offered[0]?.key;
        await choices.chooseFridaySpecial(row.id, monday, choice, now);
        if (before !== choice) {
          await confirmChange(tx, row.id, { kind: 'friday-special', weekOf: monday, choice, label }, now);
        }
      });
      return `Your Friday special for ${week(monday)} is ${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
    },
  };
}

export type WeekChangesService = ReturnType<typeof createWeekChangesService>;
