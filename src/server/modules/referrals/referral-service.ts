// Referrals (issue 44): each subscriber's code, the friend's first-week discount at checkout, and the referrer's
// credit once the friend's first paid week has ended without a refund, refused for oneself and past 10 a year.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  DEFAULT_REFERRAL_SETTINGS,
  REFERRAL_REWARDS_PER_YEAR,
  referralSettingsSchema,
  type ReferralCheckResponse,
  type ReferralResponse,
  type ReferralSettings,
} from '../../../contracts/referrals';
import { localDate, localDateOf, serviceEnd, zonedInstant } from '../../../domain/calendar';
import { mailboxOf } from '../../../domain/mailbox';
import { cents, formatUsd } from '../../../domain/money';
import type { PlanType } from '../../../domain/plans';
import { currentPrice } from '../../../domain/plan-prices';
import { priceChanges } from '../prices/price-repository';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { appState, referralCodes, referrals, subscriptions, users } from '../../db/schema';
import { auditLogRepository } from '../admin/audit-log-repository';
import type { AuthContext } from '../auth/session-service';
import { creditRepository } from '../credit/credit-repository';
import { enqueueEmail } from '../email/outbox';
import { z } from 'zod';

const SETTINGS_KEY = 'referrals';
/** Codes read aloud and typed: no 0/O or 1/I/L to confuse. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export const INVALID_REFERRAL_MESSAGE = 'This referral code is not valid.';
const REFUSALS = {
  self: 'Referring yourself does not earn a reward.',
  limit: `You have earned the ${REFERRAL_REWARDS_PER_YEAR} rewards a year allows.`,
  refunded: 'Their first week was refunded.',
} as const;
type Refusal = keyof typeof REFUSALS;

export function normalizeReferralCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

/** The referral settings in force: the owner's, or 20 % off and $15 of credit. */
export function referralSettings(db: DbOrTx) {
  return {
    async get(): Promise<ReferralSettings> {
      const [row] = await db
        .select({ value: appState.value })
        .from(appState)
        .where(eq(appState.key, SETTINGS_KEY));
      const parsed = referralSettingsSchema.safeParse(row?.value);
      return parsed.success ? parsed.data : { ...DEFAULT_REFERRAL_SETTINGS };
    },
    async set(value: ReferralSettings, now: Date): Promise<void> {
      await db
        .insert(appState)
        .values({ key: SETTINGS_KEY, value, updatedAt: now })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: now } });
    },
  };
}

/** The friend's discount: a share of the weekly price, the same amount off a monthly plan's first charge. */
/** The friend's discount: their share of the weekly price in force, off a first week or a monthly plan's first charge. */
export function referralDiscount(settings: ReferralSettings, weeklyPrice: number): number {
  return Math.round((weeklyPrice * settings.friendPercentOff) / 100);
}

export type ReferralPrice =
  | { ok: true; referrerUserId: number; discount: number; rewardCents: number }
  | { ok: false; message: string };

/**
 * Prices a referral code at checkout: the code's owner, the discount and the reward promised. A code of the same
 * mailbox as the buyer's is refused here already; the card and the address are compared when the reward is due.
 */
export async function priceReferral(
  db: DbOrTx,
  input: { code: string; buyerEmail: string | undefined; now: Date },
): Promise<ReferralPrice> {
  const settings = await referralSettings(db).get();
  if (!settings.enabled) return { ok: false, message: 'Referrals are paused at the moment.' };
  const [owner] = await db
    .select({ userId: referralCodes.userId, email: users.email })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(and(eq(referralCodes.code, normalizeReferralCode(input.code)), sql`${users.deletedAt} is null`));
  if (!owner) return { ok: false, message: INVALID_REFERRAL_MESSAGE };
  if (input.buyerEmail && mailboxOf(owner.email) === mailboxOf(input.buyerEmail)) {
    return { ok: false, message: 'You cannot use your own referral code.' };
  }
  return {
    ok: true,
    referrerUserId: owner.userId,
    discount: referralDiscount(settings, currentPrice('weekly', await priceChanges(db), input.now)),
    rewardCents: settings.rewardCents,
  };
}

/** Records the friend's referral with their reserved subscription (it goes with it if the checkout is released). */
export async function recordReferral(
  tx: DbOrTx,
  input: {
    referrerUserId: number;
    subscriptionId: number;
    name: string;
    discount: number;
    rewardCents: number;
  },
  now: Date,
): Promise<void> {
  await tx.insert(referrals).values({
    referrerUserId: input.referrerUserId,
    subscriptionId: input.subscriptionId,
    friendFirstName: firstNameOf(input.name),
    discountCents: input.discount,
    rewardCents: input.rewardCents,
    state: 'pending',
    createdAt: now,
  });
}

/** What the dashboard and the e-mails call a person: their first name only. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

const sameText = (a: string | null, b: string | null) =>
  a !== null &&
  b !== null &&
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

const dueRow = z.object({
  id: dbNumber,
  referrer_user_id: dbNumber,
  reward_cents: dbNumber,
  period_start: z.string(),
  refunded: z.boolean(),
});

export function createReferralService(deps: { db: Db; clock: Clock; appOrigin: string }) {
  const { db, clock } = deps;

  async function codeOf(userId: number): Promise<string> {
    const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    for (;;) {
      const bytes = randomBytes(CODE_LENGTH);
      const code = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
      const [made] = await db
        .insert(referralCodes)
        .values({ userId, code, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ code: referralCodes.code });
      if (made) return made.code;
      // Two first reads at once: the other made it.
      const [other] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      if (other) return other.code;
    }
  }

  /** Why the reward is refused, or undefined: the same mailbox, card or address as the referrer, or the year's limit. */
  async function refusalOf(
    tx: DbOrTx,
    referral: { referrerUserId: number; subscriptionId: number },
    now: Date,
  ): Promise<Refusal | undefined> {
    const [friend] = await tx
      .select({
        email: subscriptions.email,
        cardBrand: subscriptions.cardBrand,
        cardLast4: subscriptions.cardLast4,
        cardExpMonth: subscriptions.cardExpMonth,
        cardExpYear: subscriptions.cardExpYear,
        address: users.address,
      })
      .from(subscriptions)
      .leftJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, referral.subscriptionId));
    const [referrer] = await tx.select().from(users).where(eq(users.id, referral.referrerUserId));
    if (!friend || !referrer) return 'self';
    if (mailboxOf(friend.email) === mailboxOf(referrer.email)) return 'self';
    if (sameText(friend.address, referrer.address)) return 'self';
    const cards = await tx
      .select({
        brand: subscriptions.cardBrand,
        last4: subscriptions.cardLast4,
        expMonth: subscriptions.cardExpMonth,
        expYear: subscriptions.cardExpYear,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, referrer.id));
    if (
      friend.cardLast4 &&
      cards.some(
        (c) =>
          c.last4 === friend.cardLast4 &&
          c.brand === friend.cardBrand &&
          c.expMonth === friend.cardExpMonth &&
          c.expYear === friend.cardExpYear,
      )
    ) {
      return 'self';
    }
    const yearStart = zonedInstant(localDate(`${localDateOf(now).slice(0, 4)}-01-01`), 0);
    const [earned] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(referrals)
      .where(
        and(
          eq(referrals.referrerUserId, referral.referrerUserId),
          eq(referrals.state, 'rewarded'),
          gte(referrals.decidedAt, yearStart),
        ),
      );
    if ((earned?.n ?? 0) >= REFERRAL_REWARDS_PER_YEAR) return 'limit';
    return undefined;
  }

  return {
    async mine(userId: number): Promise<ReferralResponse> {
      const code = await codeOf(userId);
      const rows = await db
        .select()
        .from(referrals)
        .where(eq(referrals.referrerUserId, userId))
        .orderBy(desc(referrals.createdAt))
        .limit(100);
      const settings = await referralSettings(db).get();
      const rewards = rows.map((r) => ({
        firstName: r.friendFirstName,
        joinedAt: r.createdAt.toISOString(),
        state: r.state,
        rewardCents: r.state === 'refused' ? 0 : (r.rewardCents ?? 0),
        note: r.refusal,
      }));
      return {
        code,
        link: `${deps.appOrigin}/subscribe?ref=${code}`,
        rewards,
        earnedCents: rows
          .filter((r) => r.state === 'rewarded')
          .reduce((sum, r) => sum + (r.rewardCents ?? 0), 0),
        programme: settings,
      };
    },

    async check(input: { referralCode: string; planType: PlanType }): Promise<ReferralCheckResponse> {
      const now = clock.now();
      const base = currentPrice(input.planType, await priceChanges(db), now);
      const priced = await priceReferral(db, { code: input.referralCode, buyerEmail: undefined, now });
      if (!priced.ok) return { valid: false, discountAmount: 0, finalPrice: base, message: priced.message };
      return {
        valid: true,
        discountAmount: priced.discount,
        finalPrice: base - priced.discount,
        message: `A friend's referral: ${formatUsd(cents(priced.discount))} off your first ${input.planType === 'weekly' ? 'week' : 'charge'}.`,
      };
    },

    settings: () => referralSettings(db).get(),

    async setSettings(actor: AuthContext, value: ReferralSettings): Promise<ReferralSettings> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await referralSettings(tx).set(value, now);
        await auditLogRepository(tx).record(
          {
            actor,
            action: 'settings.referrals',
            entityType: 'settings',
            entityId: 'referrals',
            detail: value,
          },
          now,
        );
      });
      return value;
    },

    /**
     * The reward job: each pending referral whose friend's first paid week has ended gets its reward, or the
     * reason there is none, once (the row moves from pending only once; the credit entry is unique per referral).
     */
    async rewardDue(): Promise<{ rewarded: number; refused: number }> {
      const now = clock.now();
      const due = rowsOf(
        await db.execute(sql`
          select r.id, r.referrer_user_id, r.reward_cents, c.period_start::text as period_start,
            (c.refunded_cents > 0 or exists (select 1 from refunds f where f.charge_id = c.id and f.status <> 'failed'))
              as refunded
          from referrals r
          join lateral (
            select * from charges c where c.subscription_id = r.subscription_id
              and c.status in ('succeeded', 'refunded', 'partially_refunded')
            order by c.created_at limit 1
          ) c on true
          where r.state = 'pending'
          order by r.id limit 500`),
        dueRow,
      ).filter((row) => serviceEnd(localDate(row.period_start), 1) <= now);
      let rewarded = 0;
      let refused = 0;
      for (const row of due) {
        await db.transaction(async (tx) => {
          // The referrer's row orders rewards of one referrer across instances: the year's count is exact.
          const [referrer] = await tx
            .select({ name: users.name, email: users.email })
            .from(users)
            .where(eq(users.id, row.referrer_user_id))
            .for('update');
          const [referral] = await tx.select().from(referrals).where(eq(referrals.id, row.id)).for('update');
          if (!referral || referral.state !== 'pending') return;
          const refusal: Refusal | undefined = row.refunded ? 'refunded' : await refusalOf(tx, referral, now);
          if (refusal) {
            await tx
              .update(referrals)
              .set({ state: 'refused', refusal: REFUSALS[refusal], decidedAt: now })
              .where(eq(referrals.id, row.id));
            refused += 1;
            return;
          }
          const credit = creditRepository(tx);
          const balance = await credit.lockBalance(row.referrer_user_id);
          await credit.add(
            {
              userId: row.referrer_user_id,
              amountCents: row.reward_cents,
              reason: 'referral',
              note: `${referral.friendFirstName} joined with your referral`,
              referralId: referral.id,
            },
            now,
          );
          await tx
            .update(referrals)
            .set({ state: 'rewarded', decidedAt: now })
            .where(eq(referrals.id, row.id));
          if (referrer) {
            await enqueueEmail(
              tx,
              {
                template: 'referral-reward',
                data: {
                  name: firstNameOf(referrer.name),
                  friendFirstName: referral.friendFirstName,
                  rewardCents: row.reward_cents,
                  balanceCents: balance + row.reward_cents,
                },
                to: referrer.email,
                dedupeKey: `referral-reward:${referral.id}`,
              },
              now,
            );
          }
          rewarded += 1;
        });
      }
      return { rewarded, refused };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
