// The one database schema. drizzle-kit generates the SQL migrations in ./drizzle from this file. A module that owns
// its tables keeps them beside its code, re-exported here (the menu, issue 42).
import { sql } from 'drizzle-orm';
import { CREDIT_REASONS } from '../../contracts/credit';
import { INCIDENT_KINDS } from '../../contracts/incidents';
import { CASE_CATEGORIES, CASE_STATUSES, RESOLUTION_KINDS } from '../../contracts/cases';
import type { RatingTag } from '../../contracts/ratings';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  bigserial,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** No longer written (page_visits replaced it, issue 12): kept until its rows are no longer wanted. */
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

/**
 * A person who can sign in: a subscriber, or one of the team (an owner, whose role is `admin` as the spec's token
 * says, or staff). E-mail is unique whatever its letter case.
 */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    phone: text('phone'),
    address: text('address'),
    role: text('role', { enum: ['subscriber', 'admin', 'staff'] })
      .notNull()
      .default('subscriber'),
    /** scrypt, PHC-like string; null until the account is set up, or for Google-only accounts. */
    passwordHash: text('password_hash'),
    /** The linked Google identity: issuer and subject, never the e-mail alone. */
    googleIssuer: text('google_issuer'),
    googleSubject: text('google_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * When the person deleted the account (issue 21): the row stays as an anonymous reference for the billing records
     * the law keeps, with no name, e-mail, phone, address or way to sign in (decision 0024).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_google_identity_key').on(t.googleIssuer, t.googleSubject),
    // The admin's subscriber list, newest first (issue 12).
    index('users_created_at_idx').on(t.createdAt, t.id),
    // Its search (`lower(name) like '%text%' or lower(email) like ...`): trigram indexes (pg_trgm, which the migration
    // creates and PGlite loads, src/server/db/pglite-extensions.ts) instead of lowering every account's name and e-mail.
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    // The team (issue 21): a few rows among every subscriber, listed and counted (the last owner) on their own.
    index('users_team_idx')
      .on(t.role, t.id)
      .where(sql`${t.role} <> 'subscriber'`),
    check('users_role_check', sql`${t.role} in ('subscriber', 'admin', 'staff')`),
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
    /** The browser's User-Agent when it signed in (clipped), shown to the person as "Chrome on Android". */
    userAgent: text('user_agent'),
    /** Where it signed in from, coarsely: the address with its last part masked (203.0.113.x), never in full. */
    clientAddress: text('client_address'),
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

/**
 * One-time codes that carry a finished Google sign-in from the callback to /auth-success, which exchanges its code
 * for a session. Only hashes are stored: of the code, and of the secret in the cookie of the browser it belongs to.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_codes_expires_at_idx').on(t.expiresAt)],
);

/**
 * Two-factor sign-in (issue 21): the user's TOTP secret, sealed with a key derived from APP_SECRET, pending until a
 * first code confirms it (enabledAt). lastUsedStep is the 30-second step of the last code accepted, so a code cannot
 * sign in twice: it only ever moves forward, in one conditional update.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** The ten one-time recovery codes of a user with two-factor on; only their SHA-256 is stored. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** A sign-in whose password was right, waiting for its code: single-use, short-lived, stored as its SHA-256. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_factor_challenges_expires_at_idx').on(t.expiresAt)],
);

/**
 * A sign-in whose password was right while strangers kept failing at the account, from a browser it does not know:
 * it waits for a second factor the strangers lack (issue 41). The code e-mailed to the account (its SHA-256), or,
 * when `code_hash` is null, the account's own two-factor code. Single-use, short-lived, a few tries.
 */
export const signInChecks = pgTable(
  'sign_in_checks',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    triesLeft: integer('tries_left').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sign_in_checks_user_id_idx').on(t.userId),
    index('sign_in_checks_expires_at_idx').on(t.expiresAt),
  ],
);

/** Failed sign-ins, counted per account, per address and per known browser to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The lower-cased e-mail that was tried, whether or not an account has it. */
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /** The id in the browser's device cookie when it had signed in to this account before; null otherwise. */
    device: text('device'),
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

/**
 * Hits per client and action in fixed windows, shared by every instance (`http/rate-limiter.ts`). The subject is an
 * HMAC of the address or e-mail, so the table never holds either in clear.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);

/**
 * One request per Idempotency-Key (`http/idempotency.ts`): the first claims the key, the others wait for its answer,
 * which is kept here at least a day. The request is kept as an HMAC only, to tell a reused key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The route and the caller (user id, or public). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** 'kept': answered by a route that keeps its key with its work, from what it wrote (`http/idempotency.ts`). */
    state: text('state', { enum: ['in_progress', 'done', 'kept'] }).notNull(),
    /** While in progress: when a request holding it is presumed dead and another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Subscription statuses that keep a subscriber entitled to pickups (and hold a launch-phase spot). */
export const LIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'paused'] as const;

/**
 * A subscription: from checkout (incomplete, holding a spot while it is paid) to cancelled. The public id is what
 * the browser holds; it is unguessable, so only whoever received it can complete the payment.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull(),
    /** Set once paid; an incomplete subscription has no account yet. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    planType: text('plan_type', { enum: ['weekly', 'monthly'] }).notNull(),
    status: text('status', {
      enum: ['incomplete', 'active', 'trialing', 'past_due', 'paused', 'cancelled', 'expired'],
    }).notNull(),
    /** The launch phase whose spots it counts against, decided by the server's clock. */
    launchPhase: text('launch_phase', { enum: ['beta', 'inviteOnly'] }).notNull(),
    /** What the client said (`phase`, `launchPhase`), kept as given and never trusted. */
    clientPhase: text('client_phase'),
    location: text('location').notNull(),
    dietaryRestrictions: text('dietary_restrictions'),
    /** An incomplete subscription holds its spot until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Which client asked for a two-step page's hold: a keyed hash of its address (an IPv6 client by its /64), so that
     * one client's unpaid holds are counted exactly; null for the one-step checkout and once the account is deleted.
     */
    holdClient: text('hold_client'),
    couponCode: text('coupon_code'),
    gatewayCustomerId: text('gateway_customer_id'),
    cardId: text('card_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** The first Monday of the period paid last, and when its last pickup window closes. */
    currentPeriodStart: date('current_period_start', { mode: 'string' }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** The Monday of the next period to bill: its billing run is the Friday 12:00 PM Central before it. */
    nextPeriodStart: date('next_period_start', { mode: 'string' }),
    /** Periods in a row that stayed unpaid; two cancel the subscription. */
    unpaidPeriods: integer('unpaid_periods').notNull().default(0),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * A pause: the Friday runs of the weeks from `paused_from` up to `resume_on` (Mondays) charge nothing; the run
     * before `resume_on` bills again. Both null when no pause is set.
     */
    pausedFrom: date('paused_from', { mode: 'string' }),
    resumeOn: date('resume_on', { mode: 'string' }),
    /** Whether the Wednesday e-mail before each charge is sent. */
    chargeReminders: boolean('charge_reminders').notNull().default(true),
    /** SHA-256 of the secret in the private pickup-calendar link; null until one is made. */
    calendarTokenHash: text('calendar_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_public_id_key').on(t.publicId),
    uniqueIndex('subscriptions_calendar_token_key').on(t.calendarTokenHash),
    // One live subscription per person, whatever the letter case of the address.
    uniqueIndex('subscriptions_live_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} in ('active', 'trialing', 'past_due', 'paused')`),
    index('subscriptions_user_id_idx').on(t.userId),
    index('subscriptions_phase_status_idx').on(t.launchPhase, t.status),
    index('subscriptions_next_period_idx').on(t.nextPeriodStart, t.id),
    index('subscriptions_hold_client_idx')
      .on(t.holdClient)
      .where(sql`${t.status} = 'incomplete'`),
  ],
);

/**
 * A charge: written before the gateway is called, its id being the gateway's idempotency key, and unique per
 * subscription, kind and period, so a period is never charged twice whoever tries (checkout, billing, a retry).
 */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['period', 'upgrade'] }).notNull(),
    /** The first Monday (YYYY-MM-DD) of the service weeks it pays for. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    weeks: integer('weeks').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    status: text('status', { enum: ['pending', 'succeeded', 'declined', 'refunded', 'partially_refunded'] })
      .notNull()
      .default('pending'),
    gatewayPaymentId: text('gateway_payment_id'),
    declineCode: text('decline_code'),
    failureMessage: text('failure_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Tries at the gateway so far (a declined renewal is retried 24 and 48 hours later). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * Account credit the try numbered `creditTry` took from the balance (issue 43): the card is asked for
     * `amountCents - creditCents`. Decided once per try under this row's lock, so a try run again (a crash, another
     * instance) asks the gateway for the same amount with the same key; a declined try gives it back.
     */
    creditCents: integer('credit_cents').notNull().default(0),
    creditTry: integer('credit_try').notNull().default(0),
    /** Sales tax inside `amountCents` at the rate in force when the charge was written (issue 43). */
    taxCents: integer('tax_cents').notNull().default(0),
    /**
     * A try of a declined renewal is at the gateway until then (a scheduled retry, a new card's retry): no other try
     * of the period starts meanwhile, on any instance, so two tries with different keys never both pay it. Cleared
     * when the try is settled; a try lost in a crash frees it when it lapses (its reconcile job looks it up first).
     */
    tryingUntil: timestamp('trying_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('charges_period_key').on(t.subscriptionId, t.kind, t.periodStart),
    check('charges_credit_check', sql`${t.creditCents} >= 0 and ${t.creditCents} <= ${t.amountCents}`),
  ],
);

/** What a subscriber collects for a paid period: the spec's order. */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * What the customer sees (screens, receipts): 48 random bits as "7F3A-91C2-0BDE". The id counts every order of
     * the business, so a first order read "#5" and told anyone how many came before it.
     */
    reference: text('reference')
      .notNull()
      .default(sql`upper(regexp_replace(gen_random_uuid()::text, '^(.{4})(.{4})-(.{4}).*$', '\\1-\\2-\\3'))`),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id').references(() => charges.id),
    /** The first Monday of the period (YYYY-MM-DD). */
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    weeks: integer('weeks').notNull(),
    totalAmountCents: integer('total_amount_cents').notNull(),
    /** Account credit that paid part or all of the total (the card paid the rest). */
    creditAppliedCents: integer('credit_applied_cents').notNull().default(0),
    /** The total without its sales tax, and the tax: net + tax = total (issue 43; 0 on orders before it). */
    netAmountCents: integer('net_amount_cents').notNull().default(0),
    taxAmountCents: integer('tax_amount_cents').notNull().default(0),
    status: text('status', { enum: ['active', 'completed', 'cancelled', 'refunded'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['successful', 'failed', 'refunded'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_subscription_week_key').on(t.subscriptionId, t.weekStartDate),
    uniqueIndex('orders_reference_key').on(t.reference),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_week_start_idx').on(t.weekStartDate),
    // The admin's monthly revenue: the orders recorded in a month (issue 12).
    index('orders_created_at_idx').on(t.createdAt),
  ],
);

/** A service week a weekly subscriber skipped before its cutoff: its Friday run charges nothing. */
export const skippedWeeks = pgTable(
  'skipped_weeks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The Monday (YYYY-MM-DD) of the skipped week. */
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('skipped_weeks_subscription_week_key').on(t.subscriptionId, t.weekStartDate)],
);

/**
 * The Friday special a subscriber picked for a service week, by the choice's key in that Friday's menu (chicken,
 * shrimp, ...); a week without a row, or whose pick the menu no longer offers, eats the day's first choice.
 */
export const fridaySpecialChoices = pgTable(
  'friday_special_choices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The Monday (YYYY-MM-DD) of the week whose Friday it is. */
    weekStartDate: date('week_start_date', { mode: 'string' }).notNull(),
    choice: text('choice').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('friday_special_choices_subscription_week_key').on(t.subscriptionId, t.weekStartDate),
    index('friday_special_choices_week_idx').on(t.weekStartDate),
  ],
);

/** Promo codes, managed by admins; the code is unique whatever its letter case. */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    /** The plans it applies to. */
    plans: jsonb('plans').$type<('weekly' | 'monthly')[]>().notNull(),
    firstPeriodOnly: boolean('first_period_only').notNull().default(true),
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    maxRedemptions: integer('max_redemptions'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`)],
);

/** A coupon used by a subscription: counted against the coupon's limit; at most one per subscription. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    couponId: bigint('coupon_id', { mode: 'number' })
      .notNull()
      .references(() => coupons.id),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_subscription_key').on(t.subscriptionId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);

/** Payment attempts at checkout, counted per e-mail and per address against card testing (all instances). */
/**
 * A payment at checkout, written (with its hold and pending charge) before the gateway is called, and moved through
 * its states by the request or the reconciler (`modules/checkout`, docs/checkout.md). Its id is the charge's id and
 * so the gateway's idempotency key. Counted per e-mail and per address against card testing.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    flow: text('flow', { enum: ['one_step', 'two_step'] }).notNull(),
    state: text('state', {
      enum: ['reserved', 'paid', 'settled', 'declined', 'released', 'refunded'],
    }).notNull(),
    /** The incomplete subscription it pays for (deleted when the attempt is released, so no reference). */
    subscriptionId: bigint('subscription_id', { mode: 'number' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    /** Why it ended as it did: a decline code, or what the reconciler found. */
    outcome: text('outcome'),
    /**
     * The billing address given with the card, on one line, for the new account's profile; kept only while the
     * attempt is open (cleared as it settles or ends).
     */
    billingAddress: text('billing_address'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('checkout_attempts_email_idx').on(sql`lower(${t.email})`, t.attemptedAt),
    index('checkout_attempts_ip_idx').on(t.ip, t.attemptedAt),
    index('checkout_attempts_unresolved_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.state} in ('reserved', 'paid')`),
  ],
);

/**
 * The offline sandbox gateway's own records (the provider's side, not ours): one row per idempotency key with the
 * first answer, so a repeated call answers the same and a lost answer can be looked up after a crash.
 */
export const sandboxLedger = pgTable(
  'sandbox_ledger',
  {
    key: text('key').primaryKey(),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    requestHash: text('request_hash').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'declined'] }).notNull(),
    declineCode: text('decline_code'),
    /** The payment's id for a charge, the refund's id for a refund. */
    resultId: text('result_id').notNull(),
    /** For a refund: the payment it refunds. */
    paymentId: text('payment_id'),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_ledger_result_key').on(t.resultId),
    index('sandbox_ledger_payment_idx').on(t.paymentId),
  ],
);

// ==== Nutrition tracker (issue 11) ====================================================================================

/** A subscriber's profile and goal for the tracker; the targets are computed from it on read. */
export const nutritionGoals = pgTable('nutrition_goals', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goalType: text('goal_type', { enum: ['weight_loss', 'muscle_gain', 'maintenance', 'endurance'] }).notNull(),
  activityLevel: text('activity_level', {
    enum: ['sedentary', 'lightly_active', 'moderately_active', 'very_active', 'extremely_active'],
  }).notNull(),
  currentWeightKg: doublePrecision('current_weight_kg').notNull(),
  targetWeightKg: doublePrecision('target_weight_kg'),
  heightCm: doublePrecision('height_cm').notNull(),
  age: integer('age').notNull(),
  gender: text('gender', { enum: ['male', 'female', 'other'] }).notNull(),
  /** The targets the subscriber set themselves (only the keys given). */
  overrides: jsonb('overrides').$type<Partial<Record<string, number>>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One thing logged on a day (a Central-time date): a meal, a food from the tables, our lunch, water, exercise. */
export const nutritionEntries = pgTable(
  'nutrition_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['manual', 'food', 'lunch'] }).notNull(),
    name: text('name'),
    foodCode: text('food_code'),
    grams: doublePrecision('grams'),
    calories: integer('calories').notNull().default(0),
    proteinG: doublePrecision('protein_g').notNull().default(0),
    carbsG: doublePrecision('carbs_g').notNull().default(0),
    fatG: doublePrecision('fat_g').notNull().default(0),
    fiberG: doublePrecision('fiber_g').notNull().default(0),
    waterMl: integer('water_ml').notNull().default(0),
    exerciseCalories: integer('exercise_calories').notNull().default(0),
    /** Which meal of the day (issue 18); null for entries from before meals, and for water or exercise alone. */
    meal: text('meal', { enum: ['breakfast', 'lunch', 'snack', 'dinner'] }),
    /** The portion it was logged by ("katori", "piece") and how many; null when logged by grams. */
    portion: text('portion'),
    quantity: doublePrecision('quantity'),
    /**
     * The Idempotency-Key the phone made when the subscriber tapped (issue 22): an entry sent again from the offline
     * queue, even after its kept answer is pruned, is this one and never a second. Null for entries without one.
     */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('nutrition_entries_user_date_idx').on(t.userId, t.date),
    uniqueIndex('nutrition_entries_client_key')
      .on(t.userId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    // Our lunch is logged once a day, whoever presses first.
    uniqueIndex('nutrition_entries_one_lunch_key')
      .on(t.userId, t.date)
      .where(sql`${t.source} = 'lunch'`),
  ],
);

/** One weight a day per subscriber. */
export const nutritionWeights = pgTable(
  'nutrition_weights',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('nutrition_weights_user_date_key').on(t.userId, t.date)],
);

/** The subscriber's current recommendations; generating replaces them all. */
export const nutritionRecommendations = pgTable(
  'nutrition_recommendations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: ['high', 'medium', 'low'] }).notNull(),
    actionItems: jsonb('action_items').$type<string[]>().notNull(),
    nutritionalFocus: text('nutritional_focus').notNull(),
    estimatedImpact: text('estimated_impact').notNull(),
    category: text('category', {
      enum: ['protein', 'energy', 'fiber', 'hydration', 'consistency', 'exercise', 'plan', 'getting_started'],
    }).notNull(),
    wording: text('wording', { enum: ['engine', 'model'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('nutrition_recommendations_user_idx').on(t.userId, t.position)],
);

/** The subscriber's answer to a week's check-in suggestion. */
export const nutritionCheckIns = pgTable(
  'nutrition_check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday of the week. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['accepted', 'declined'] }).notNull(),
    suggestedTarget: integer('suggested_target'),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('nutrition_check_ins_user_week_key').on(t.userId, t.weekStart)],
);

/** The tracker's settings of a subscriber: units shown (the API keeps kg and cm). */
export const nutritionPreferences = pgTable('nutrition_preferences', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  units: text('units', { enum: ['metric', 'us'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

// ==== Foods (issue 18): a subscriber's own foods and saved meals; the catalogue itself is a file ==================

/** A food from a nutrition label, per serving as entered; deleted ones stay for the entries that name them. */
export const customFoods = pgTable(
  'custom_foods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brand: text('brand'),
    servingLabel: text('serving_label').notNull(),
    servingGrams: doublePrecision('serving_grams').notNull(),
    calories: integer('calories').notNull(),
    proteinG: doublePrecision('protein_g').notNull(),
    /** Total carbohydrate, as the label gives it (fibre included). */
    carbsG: doublePrecision('carbs_g').notNull(),
    fatG: doublePrecision('fat_g').notNull(),
    fiberG: doublePrecision('fiber_g').notNull(),
    sodiumMg: doublePrecision('sodium_mg').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('custom_foods_user_idx').on(t.userId)],
);

/** Several foods logged in one tap; each item names a food by code with its grams (and the portion it was chosen by). */
export const savedMeals = pgTable(
  'saved_meals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    items: jsonb('items')
      .$type<{ foodCode: string; grams: number; portion: string | null; quantity: number | null }[]>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('saved_meals_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------------------------------------------------------
// Admin back office (issue 12): audit log, visits, pickup check-ins, waitlist invitations, refunds.

/** Every admin action that changes something: who, what, when, on which record; written in the action's transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: bigint('actor_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Kept as it was then, so the entry still says who after the account changes or goes. */
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * Visits: one row per visitor, Central day and path, with a view counter, so reloading or a client posting in a
 * loop adds to a counter instead of rows. The visitor and the address are keyed hashes (nothing personal kept).
 */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
    addressHash: text('address_hash').notNull(),
    path: text('path').notNull(),
    views: integer('views').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('page_visits_day_visitor_path_key').on(t.day, t.visitorHash, t.path),
    index('page_visits_day_address_idx').on(t.day, t.addressHash),
    index('page_visits_path_idx').on(t.path),
  ],
);

/** A subscriber checked off at the pickup counter on a service day: once per subscription and day. */
export const pickupCheckIns = pgTable(
  'pickup_check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull(),
    checkedInBy: bigint('checked_in_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [uniqueIndex('pickup_check_ins_subscription_day_key').on(t.subscriptionId, t.day)],
);

/** An invitation from the waitlist: holds one spot of a launch phase for that address until it expires. */
export const waitlistInvitations = pgTable(
  'waitlist_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    waitlistEntryId: bigint('waitlist_entry_id', { mode: 'number' })
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    launchPhase: text('launch_phase', { enum: ['beta', 'inviteOnly'] }).notNull(),
    invitedBy: bigint('invited_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('waitlist_invitations_entry_idx').on(t.waitlistEntryId),
    index('waitlist_invitations_phase_expires_idx').on(t.launchPhase, t.expiresAt),
  ],
);

/** A refund of all or part of a charge through the gateway; the idempotency key makes a repeated submit harmless. */
export const refunds = pgTable(
  'refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The sales tax this refund gives back: its share of the charge's tax (issue 43). */
    taxCents: integer('tax_cents').notNull().default(0),
    /** Where the money went back: to the card through the gateway, or to the account as credit (issue 43). */
    method: text('method', { enum: ['card', 'credit'] })
      .notNull()
      .default('card'),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    failureMessage: text('failure_message'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key_key').on(t.idempotencyKey),
    index('refunds_charge_idx').on(t.chargeId),
  ],
);

// ==== Running the business (issue 20) ================================================================================

/**
 * Something the owner must act on, from when a check first saw it until it cleared. At most one open incident per
 * key (a Friday run, a host's disk), whichever instance sees it first: that one sends the alert, once.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    kind: text('kind', { enum: INCIDENT_KINDS }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** One line per subscriber, job or error involved; refreshed while the incident is open. */
    details: jsonb('details').$type<string[]>().notNull().default([]),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** How the alert went out: the outbox, or a file and the log while e-mail delivery was failing. */
    notifiedVia: text('notified_via', { enum: ['email', 'file'] }),
  },
  (t) => [
    uniqueIndex('incidents_open_key')
      .on(t.key)
      .where(sql`${t.resolvedAt} is null`),
    index('incidents_opened_at_idx').on(t.openedAt),
  ],
);

// ==== The subscriber's voice (issue 44) =======================================================================

const caseBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A subscriber's rating of the meal of a day: one per account and day (a second replaces the first while it may be
 * changed). The dish is the dated menu's meal of that day as they ate it, kept as it was named then.
 */
export const mealRatings = pgTable(
  'meal_ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dishName: text('dish_name').notNull(),
    stars: integer('stars').notNull(),
    tags: jsonb('tags').$type<RatingTag[]>().notNull().default([]),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('meal_ratings_user_day_key').on(t.userId, t.day),
    index('meal_ratings_day_idx').on(t.day),
    check('meal_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/** A problem with a day's meal, reported by the subscriber: a case in the back office until it is resolved. */
export const supportCases = pgTable(
  'support_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    dishName: text('dish_name').notNull(),
    /** The order that paid for that day: what a refund gives back from. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    category: text('category', { enum: CASE_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: CASE_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    resolution: text('resolution', { enum: RESOLUTION_KINDS }),
    resolutionAmountCents: integer('resolution_amount_cents'),
    resolutionSummary: text('resolution_summary'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: bigint('resolved_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The ledger entry of a credit resolution. */
    creditEntryId: bigint('credit_entry_id', { mode: 'number' }).references(() => creditEntries.id, {
      onDelete: 'set null',
    }),
    /** The refund of a refund resolution. */
    refundId: bigint('refund_id', { mode: 'number' }).references(() => refunds.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('support_cases_user_idx').on(t.userId, t.createdAt),
    index('support_cases_status_idx').on(t.status, t.createdAt),
  ],
);

/** The thread of a case: the team's replies (each e-mailed) and the subscriber's own words. */
export const supportCaseReplies = pgTable(
  'support_case_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    fromTeam: boolean('from_team').notNull(),
    authorId: bigint('author_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_case_replies_case_idx').on(t.caseId, t.id)],
);

/** A case's photo, re-encoded as JPEG without its metadata (place, time, device), in the database like dish photos. */
export const supportCasePhotos = pgTable('support_case_photos', {
  caseId: bigint('case_id', { mode: 'number' })
    .primaryKey()
    .references(() => supportCases.id, { onDelete: 'cascade' }),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  jpeg: caseBytea('jpeg').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

// ==== The books (issue 43) ====================================================================================

/**
 * The account credit ledger: every change of a subscriber's balance, never edited. What a try of a charge spent or
 * gave back is unique per charge, try and reason, so it is written once whoever settles it.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    /** The owner's words (shown to the subscriber). */
    note: text('note'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'set null' }),
    chargeTry: integer('charge_try'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    /** The closed day a `closure` credit is for: an account is credited once per closed day, whatever happens. */
    closureDay: date('closure_day', { mode: 'string' }),
    /** The gift card a `gift_card` entry redeemed: unique, so a card becomes credit once whoever races. */
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    /** The referral a `referral` entry rewards: unique, so a friend earns one reward. */
    referralId: bigint('referral_id', { mode: 'number' }).references(() => referrals.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_entries_gift_card_key')
      .on(t.giftCardId)
      .where(sql`${t.giftCardId} is not null`),
    uniqueIndex('credit_entries_referral_key')
      .on(t.referralId)
      .where(sql`${t.referralId} is not null`),
    uniqueIndex('credit_entries_closure_day_key')
      .on(t.userId, t.closureDay)
      .where(sql`${t.closureDay} is not null`),
    index('credit_entries_created_at_idx').on(t.createdAt),
    uniqueIndex('credit_entries_charge_try_key')
      .on(t.chargeId, t.chargeTry, t.reason)
      .where(sql`${t.chargeId} is not null`),
    check('credit_entries_amount_check', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Each subscriber's balance, the sum of their ledger, kept beside it in the same transaction. The check makes a
 * balance below zero impossible whatever writes it: the row's lock serialises spending across instances.
 */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceCents: integer('balance_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('credit_balances_never_negative', sql`${t.balanceCents} >= 0`)],
);

/**
 * A gift card bought on the public page (issue 44). The row is also the purchase's attempt: written before the gateway
 * is called (its id is the gateway's idempotency key), moved between states only from the state expected. The code is
 * made when the card is delivered, e-mailed once (sealed in the outbox) and kept here only as its SHA-256.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey(),
    state: text('state', {
      enum: [
        'pending',
        'paid',
        'delivered',
        'held',
        'redeemed',
        'declined',
        'released',
        'refunding',
        'refunded',
      ],
    }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    /** The America/Chicago day the recipient's e-mail goes out. */
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    /** The buyer's client address, for the purchase limits; masked when the buyer's account is erased. */
    ip: text('ip').notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    codeHash: text('code_hash'),
    /** The code's last four characters, for the owner and the buyer to tell cards apart. */
    codeHint: text('code_hint'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    redeemedBy: bigint('redeemed_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    refundId: text('refund_id'),
    outcome: text('outcome'),
    /**
     * The checkout charge a `held` card pays (redeemed at checkout, before the buyer has an account): the card goes
     * to `redeemed` when that checkout settles, back to `delivered` when it is released. No foreign key: the charge
     * row goes with a released checkout, and the card must still be found to be given back.
     */
    heldForCharge: uuid('held_for_charge'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    uniqueIndex('gift_cards_held_for_charge_key')
      .on(t.heldForCharge)
      .where(sql`${t.heldForCharge} is not null`),
    index('gift_cards_buyer_email_idx').on(sql`lower(${t.buyerEmail})`),
    index('gift_cards_recipient_email_idx').on(sql`lower(${t.recipientEmail})`),
    index('gift_cards_ip_idx').on(t.ip, t.createdAt),
    index('gift_cards_created_at_idx').on(t.createdAt),
    check('gift_cards_amount_check', sql`${t.amountCents} between 2500 and 50000`),
  ],
);

/** Each subscriber's referral code (issue 44), made the first time they ask for it. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/**
 * A friend who subscribed with a referral code: their discount at checkout, and the referrer's reward once the
 * friend's first paid week has ended without a refund, or why there is none. One per friend's subscription.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerUserId: bigint('referrer_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The friend's subscription (an incomplete one goes with its checkout when that is released). */
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** The only thing of the friend the referrer sees. */
    friendFirstName: text('friend_first_name').notNull(),
    discountCents: integer('discount_cents').notNull(),
    state: text('state', { enum: ['pending', 'rewarded', 'refused'] }).notNull(),
    /** Why there is no reward (self-referral, the yearly limit, a refund, the plan not paid). */
    refusal: text('refusal'),
    rewardCents: integer('reward_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_subscription_key').on(t.subscriptionId),
    index('referrals_referrer_idx').on(t.referrerUserId, t.createdAt),
    index('referrals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * A weekday the kitchen is closed (issue 43): no meal, pickup, roster line or calendar event; subscribers with a
 * meal that day get one meal's credit, once (the credit entry is unique per account and day).
 */
export const closures = pgTable(
  'closures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Shown to subscribers. */
    reason: text('reason').notNull(),
    /**
     * Whether subscribers with a meal that day get a meal's credit: the owner's setting when the day was closed
     * (off when the plan already excludes such days), kept with the day so the Friday run honours it later.
     */
    creditsMeal: boolean('credits_meal').notNull().default(true),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('closures_day_key').on(t.day)],
);
/**
 * The owner's price changes (issue 43), never edited: new signups pay the latest at once; subscriptions older than a
 * change keep their price until `first_period`, the first period billed at least 30 days after the e-mail.
 */
export const planPriceChanges = pgTable(
  'plan_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planType: text('plan_type', { enum: ['weekly', 'monthly'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** What a new signup paid just before: the e-mail and the back office say from what to what. */
    previousCents: integer('previous_cents').notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    firstPeriod: date('first_period', { mode: 'string' }).notNull(),
    /** Subscribers the e-mail was written for. */
    notified: integer('notified').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('plan_price_changes_plan_idx').on(t.planType, t.announcedAt),
    check('plan_price_changes_price_check', sql`${t.priceCents} > 0`),
  ],
);
export * from '../modules/menu/menu-tables';
