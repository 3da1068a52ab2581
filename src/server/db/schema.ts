// The one database schema. drizzle-kit generates the SQL migrations in ./drizzle from this file.
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid, bigserial, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** A person who can sign in: a subscriber or an admin. E-mail is unique whatever its letter case. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    phone: text('phone'),
    address: text('address'),
    role: text('role', { enum: ['subscriber', 'admin'] })
      .notNull()
      .default('subscriber'),
    /** scrypt, PHC-like string; null until the account is set up, or for Google-only accounts. */
    passwordHash: text('password_hash'),
    /** The linked Google identity: issuer and subject, never the e-mail alone. */
    googleIssuer: text('google_issuer'),
    googleSubject: text('google_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_identity_key').on(t.googleIssuer, t.googleSubject),
  ],
);

/** One signed-in browser. Every authenticated request checks its row, so revocation is immediate. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Single-use tokens sent by e-mail (password reset, account setup); only their SHA-256 is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password-reset', 'account-setup'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_token_hash_key').on(t.tokenHash),
    index('auth_tokens_user_id_idx').on(t.userId),
  ],
);

/** Failed sign-ins, counted per account and per address to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The lower-cased e-mail that was tried, whether or not an account has it. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.failedAt),
    index('login_failures_ip_idx').on(t.ip, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);
