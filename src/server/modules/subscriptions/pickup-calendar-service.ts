// The private pickup calendar: a secret link per subscription (stored as a hash) to an .ics feed of paid pickup days.
import { createHash, randomBytes } from 'node:crypto';
import type { CalendarLinkResponse } from '../../../contracts/subscription';
import { pickupDays, pickupWindow, WEEKDAY, weekdayOf, type LocalDate } from '../../../domain/calendar';
import type { Clock } from '../../clock';
import type { BusinessConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { renderCalendar, type IcsEvent } from './ics';
import { subscriptionRepository, type SubscriptionRow } from './subscription-repository';
import { closedDaysFrom, paidWeeksFrom } from './subscription-view';
import { weekChoiceRepository } from './week-choice-repository';

/** 256 random bits, base64url: what the link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const NOT_FOUND = 'This calendar link is not valid any more. Get a new one from your dashboard.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A subscriber's lunch of a day from the dated menu, with their pick of its choices (composed in app.ts): `choice`
 * names the special served (their pick, or the day's first choice), null on a day without choices.
 */
export type PickupLunch = (
  date: LocalDate,
  choice: string | null,
) => Promise<{ name: string; choice: string | null; calories: number; protein: number } | null>;

export function createPickupCalendarService(deps: {
  db: Db;
  clock: Clock;
  appOrigin: string;
  business: BusinessConfig;
  lunchOf: PickupLunch;
}) {
  const { db, clock, appOrigin, business } = deps;
  const host = new URL(appOrigin).hostname;
  const location = `${business.pickup.name}, ${business.pickup.address}`;

  /** Stable per subscription and day, without showing the subscription's own ids. */
  function uidOf(row: SubscriptionRow, day: string): string {
    const who = createHash('sha256').update(`pickup-calendar:${row.publicId}`).digest('hex').slice(0, 20);
    return `pickup-${day}-${who}@${host}`;
  }

  async function eventsOf(row: SubscriptionRow, now: Date): Promise<IcsEvent[]> {
    // The paid weeks the dashboard's next pickup is read from. This week's days stay in the feed until the week is
    // over, so the calendar app does not drop them mid-week.
    const weeks = await paidWeeksFrom(db, row, now);
    const specials = await weekChoiceRepository(db).fridaySpecials(row.id, weeks);
    const closed = await closedDaysFrom(db, now);
    const days = weeks.flatMap((week) =>
      pickupDays(week)
        .filter((day) => !closed.has(day))
        .map((day) => ({ week, day })),
    );
    const lunches = await Promise.all(
      days.map(({ week, day }) =>
        deps.lunchOf(day, weekdayOf(day) === WEEKDAY.friday ? (specials.get(week) ?? null) : null),
      ),
    );
    return days.map(({ day }, i) => {
      const window = pickupWindow(day);
      const lunch = lunches[i];
      const special = lunch?.choice
        ? `Friday special: ${lunch.choice.charAt(0).toLowerCase()}${lunch.choice.slice(1)}`
        : null;
      return {
        uid: uidOf(row, day),
        start: window.start,
        end: window.end,
        summary: special ? `Tiffin Fit lunch pickup (${special})` : 'Tiffin Fit lunch pickup',
        location,
        description: [
          `Pick up your Tiffin Fit lunch at ${location}, 12:00 PM to 2:00 PM.`,
          ...(lunch
            ? [
                `On the menu: ${lunch.name} (${Math.round(lunch.calories)} kcal, ${Math.round(lunch.protein)} g protein).`,
              ]
            : special
              ? [`${special}.`]
              : []),
          business.pickup.parking,
          `Manage your subscription: ${appOrigin}/dashboard`,
        ].join('\n'),
      };
    });
  }

  return {
    /** A new secret link; the previous one stops working. */
    async rotateLink(userId: number): Promise<CalendarLinkResponse> {
      const subs = subscriptionRepository(db);
      const row = await subs.findCurrentForUser(userId);
      if (!row) throw new AppError('NOT_FOUND', 'You have no subscription yet.');
      const token = randomBytes(32).toString('base64url');
      await subs.update(row.id, { calendarTokenHash: hashToken(token), updatedAt: clock.now() });
      const url = `${appOrigin}/api/calendar/${token}.ics`;
      return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
    },

    /** The feed behind a link: the paid pickup days from this week on. */
    async feed(token: string): Promise<string> {
      if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', NOT_FOUND);
      const row = await subscriptionRepository(db).findByCalendarTokenHash(hashToken(token));
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const now = clock.now();
      return renderCalendar({
        prodId: '-//Tiffin Fit//Pickup calendar//EN',
        name: 'Tiffin Fit pickups',
        stamp: now,
        refreshInterval: 'PT6H',
        events: await eventsOf(row, now),
      });
    },
  };
}

export type PickupCalendarService = ReturnType<typeof createPickupCalendarService>;
