// Stores anonymous page views and answers the counts the admin statistics need.
import { and, countDistinct, count, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageViews } from '../../db/schema';

export interface PageViewStats {
  websiteVisits: number;
  todayVisits: number;
  uniquePages: number;
}

export function pageViewRepository(db: DbOrTx) {
  return {
    async record(view: { path: string; visitorId: string; viewedAt: Date }): Promise<void> {
      await db.insert(pageViews).values(view);
    },
    /** Visits in total, visits within [dayStart, dayEnd), and distinct paths ever viewed. */
    async stats(dayStart: Date, dayEnd: Date): Promise<PageViewStats> {
      const [all] = await db
        .select({ visits: count(), pages: countDistinct(pageViews.path) })
        .from(pageViews);
      const [today] = await db
        .select({ visits: count() })
        .from(pageViews)
        .where(and(gte(pageViews.viewedAt, dayStart), lt(pageViews.viewedAt, dayEnd)));
      return {
        websiteVisits: all?.visits ?? 0,
        todayVisits: today?.visits ?? 0,
        uniquePages: all?.pages ?? 0,
      };
    },
  };
}
