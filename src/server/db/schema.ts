// The one database schema. drizzle-kit generates the SQL migrations in ./drizzle from this file.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, bigserial, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** One person waiting for a spot; an address joins once, whatever its letter case. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    phase: text('phase', { enum: ['phase1', 'phase2'] }).notNull(),
    dietaryRestrictions: text('dietary_restrictions'),
    howDidYouHear: text('how_did_you_hear'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('waitlist_entries_email_key').on(sql`lower(${t.email})`)],
);
