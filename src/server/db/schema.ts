// The one database schema. drizzle-kit generates the SQL migrations in ./drizzle from this file.
import { index, pgTable, text, timestamp, uuid, bigserial } from 'drizzle-orm/pg-core';

/** One anonymous page view: no personal data, only a random visitor id kept by the browser. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    visitorId: uuid('visitor_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('page_views_viewed_at_idx').on(t.viewedAt)],
);
