// The one database schema. drizzle-kit generates the SQL migrations in ./drizzle from this file.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  bigserial,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

/**
 * The transactional outbox and the e-mail log in one: a message is written in the transaction that causes it,
 * then a worker moves it from queued to sent or failed. The dedupe key makes enqueuing idempotent.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dedupeKey: text('dedupe_key').notNull(),
    template: text('template').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    subject: text('subject').notNull(),
    /** The template data, sealed with a key derived from APP_SECRET (it can hold one-time links); erased once sent or failed. */
    payload: text('payload'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** When the next attempt is due (its delivery job's due time, kept here for the log). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** The last attempt's error; cleared when the message is sent. */
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_messages_dedupe_key_key').on(t.dedupeKey),
    index('email_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('email_messages_created_at_idx').on(t.createdAt),
  ],
);

/** Every delivery attempt of an e-mail, successful or not, with what the transport answered. */
export const emailAttempts = pgTable(
  'email_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    attemptNumber: integer('attempt_number').notNull(),
    outcome: text('outcome', { enum: ['sent', 'failed'] }).notNull(),
    /** The SMTP server's reply or the .eml file written; the error for a failed attempt. */
    detail: text('detail').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('email_attempts_message_attempt_key').on(t.messageId, t.attemptNumber)],
);

/** Addresses that asked for no more newsletters; an address is listed once, whatever its letter case. */
export const newsletterUnsubscriptions = pgTable(
  'newsletter_unsubscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('newsletter_unsubscriptions_email_key').on(sql`lower(${t.email})`)],
);

/**
 * Scheduled work: one row per run of a named handler. A recurring schedule's slot and a one-off job alike are
 * identified by a unique key, so each runs once; a runner holds a row under a lease that another runner may take
 * over once it expires (its holder died).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    leaseToken: uuid('lease_token'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx')
      .on(t.dueAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('jobs_finished_at_idx').on(t.finishedAt),
  ],
);

/** Where each recurring schedule stands: its next slot not yet turned into a job row. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Small pieces of server state that must survive a restart (the test clock's offset). */
export const appState = pgTable('app_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
