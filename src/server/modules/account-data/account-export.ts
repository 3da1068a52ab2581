// "Download my data" (issue 21): everything held about one person, read table by table, as they are stored. Secrets
// (password hash, link and calendar tokens, the gateway's card id) are left out: they are ours to keep safe, not data
// about the person.
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AccountExport } from '../../../contracts/account-export';
import { describeUserAgent } from '../../../domain/session-device';
import type { DbOrTx } from '../../db/client';
import { creditRepository } from '../credit/credit-repository';
import {
  charges,
  creditEntries,
  giftCards,
  referralCodes,
  referrals,
  couponRedemptions,
  customFoods,
  emailMessages,
  fridaySpecialChoices,
  mealRatings,
  newsletterUnsubscriptions,
  nutritionCheckIns,
  nutritionEntries,
  nutritionGoals,
  nutritionPreferences,
  nutritionRecommendations,
  nutritionWeights,
  orders,
  pickupCheckIns,
  refunds,
  savedMeals,
  sessions,
  skippedWeeks,
  subscriptions,
  supportCasePhotos,
  supportCaseReplies,
  supportCases,
  users,
  waitlistEntries,
} from '../../db/schema';

type Row = Record<string, unknown>;

/** Drops the named keys: what is ours to keep secret. */
function without<T extends Row>(row: T, ...keys: (keyof T)[]): Row {
  const copy: Row = { ...row };
  for (const key of keys) delete copy[key as string];
  return copy;
}

export async function exportAccount(
  db: DbOrTx,
  userId: number,
  now: Date,
): Promise<AccountExport | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const email = user.email.toLowerCase();
  const subs = await db
    .select()
    .from(subscriptions)
    .where(or(eq(subscriptions.userId, userId), sql`lower(${subscriptions.email}) = ${email}`))
    .orderBy(asc(subscriptions.createdAt));
  const subIds = subs.map((s) => s.id);
  const bySub = <T>(query: (ids: number[]) => Promise<T[]>) =>
    subIds.length > 0 ? query(subIds) : Promise.resolve([]);
  const chargeRows = await bySub((ids) =>
    db.select().from(charges).where(inArray(charges.subscriptionId, ids)).orderBy(asc(charges.createdAt)),
  );
  const chargeIds = chargeRows.map((c) => c.id);

  return {
    exportedAt: now.toISOString(),
    profile: {
      ...without(user, 'passwordHash', 'googleIssuer', 'googleSubject', 'deletedAt'),
      signsInWithGoogle: user.googleSubject !== null,
    },
    sessions: (
      await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt))
    ).map((s) => ({
      device: describeUserAgent(s.userAgent),
      userAgent: s.userAgent,
      place: s.clientAddress,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      expiresAt: s.expiresAt,
      endedAt: s.revokedAt,
    })),
    subscriptions: subs.map((s) =>
      without(s, 'calendarTokenHash', 'cardId', 'gatewayCustomerId', 'publicId'),
    ),
    orders: await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt)),
    charges: chargeRows,
    refunds:
      chargeIds.length > 0
        ? (await db.select().from(refunds).where(inArray(refunds.chargeId, chargeIds))).map((r) =>
            without(r, 'idempotencyKey', 'createdBy'),
          )
        : [],
    skippedWeeks: await bySub((ids) =>
      db.select().from(skippedWeeks).where(inArray(skippedWeeks.subscriptionId, ids)),
    ),
    fridaySpecialChoices: await bySub((ids) =>
      db.select().from(fridaySpecialChoices).where(inArray(fridaySpecialChoices.subscriptionId, ids)),
    ),
    pickupCheckIns: (
      await bySub((ids) =>
        db.select().from(pickupCheckIns).where(inArray(pickupCheckIns.subscriptionId, ids)),
      )
    ).map((p) => without(p, 'checkedInBy')),
    couponRedemptions: await bySub((ids) =>
      db.select().from(couponRedemptions).where(inArray(couponRedemptions.subscriptionId, ids)),
    ),
    credit: {
      balanceCents: await creditRepository(db).balanceOf(userId),
      entries: (
        await db
          .select()
          .from(creditEntries)
          .where(eq(creditEntries.userId, userId))
          .orderBy(asc(creditEntries.createdAt), asc(creditEntries.id))
      ).map((e) => without(e, 'createdBy')),
    },
    giftCards: (
      await db
        .select()
        .from(giftCards)
        .where(
          or(
            sql`lower(${giftCards.buyerEmail}) = ${email}`,
            sql`lower(${giftCards.recipientEmail}) = ${email}`,
            eq(giftCards.redeemedBy, userId),
          ),
        )
        .orderBy(asc(giftCards.createdAt))
    ).map((g) => without(g, 'codeHash', 'gatewayPaymentId', 'refundId')),
    referral: {
      code:
        (
          await db
            .select({ code: referralCodes.code })
            .from(referralCodes)
            .where(eq(referralCodes.userId, userId))
        )[0]?.code ?? null,
      referrals: (
        await db
          .select()
          .from(referrals)
          .where(eq(referrals.referrerUserId, userId))
          .orderBy(asc(referrals.createdAt))
      ).map((r) => without(r, 'subscriptionId')),
    },
    tracker: {
      goals: (await db.select().from(nutritionGoals).where(eq(nutritionGoals.userId, userId)))[0] ?? null,
      preferences:
        (await db.select().from(nutritionPreferences).where(eq(nutritionPreferences.userId, userId)))[0] ??
        null,
      entries: await db
        .select()
        .from(nutritionEntries)
        .where(eq(nutritionEntries.userId, userId))
        .orderBy(asc(nutritionEntries.date), asc(nutritionEntries.id)),
      weights: await db
        .select()
        .from(nutritionWeights)
        .where(eq(nutritionWeights.userId, userId))
        .orderBy(asc(nutritionWeights.date)),
      insights: await db
        .select()
        .from(nutritionRecommendations)
        .where(eq(nutritionRecommendations.userId, userId))
        .orderBy(asc(nutritionRecommendations.position)),
      checkIns: await db.select().from(nutritionCheckIns).where(eq(nutritionCheckIns.userId, userId)),
      customFoods: await db.select().from(customFoods).where(eq(customFoods.userId, userId)),
      savedMeals: await db.select().from(savedMeals).where(eq(savedMeals.userId, userId)),
    },
    ratings: await db
      .select()
      .from(mealRatings)
      .where(eq(mealRatings.userId, userId))
      .orderBy(asc(mealRatings.day)),
    cases: await casesOf(db, userId),
    emails: await db
      .select({
        id: emailMessages.id,
        template: emailMessages.template,
        to: emailMessages.recipientEmail,
        subject: emailMessages.subject,
        status: emailMessages.status,
        createdAt: emailMessages.createdAt,
        sentAt: emailMessages.sentAt,
      })
      .from(emailMessages)
      .where(sql`lower(${emailMessages.recipientEmail}) = ${email}`)
      .orderBy(asc(emailMessages.createdAt)),
    waitlist: await db
      .select()
      .from(waitlistEntries)
      .where(sql`lower(${waitlistEntries.email}) = ${email}`),
    newsletterUnsubscribed:
      (
        await db
          .select({ id: newsletterUnsubscriptions.id })
          .from(newsletterUnsubscriptions)
          .where(sql`lower(${newsletterUnsubscriptions.email}) = ${email}`)
      ).length > 0,
  };
}

/** The person's reports with their thread and photo (as a data URL), as they are held. */
async function casesOf(db: DbOrTx, userId: number): Promise<Row[]> {
  const rows = await db
    .select()
    .from(supportCases)
    .where(eq(supportCases.userId, userId))
    .orderBy(asc(supportCases.createdAt));
  const out: Row[] = [];
  for (const row of rows) {
    const replies = await db
      .select({
        message: supportCaseReplies.message,
        fromTeam: supportCaseReplies.fromTeam,
        createdAt: supportCaseReplies.createdAt,
      })
      .from(supportCaseReplies)
      .where(eq(supportCaseReplies.caseId, row.id))
      .orderBy(asc(supportCaseReplies.id));
    const [photo] = await db
      .select({ jpeg: supportCasePhotos.jpeg })
      .from(supportCasePhotos)
      .where(eq(supportCasePhotos.caseId, row.id));
    out.push({
      ...without(row, 'resolvedBy'),
      replies,
      photo: photo ? `data:image/jpeg;base64,${photo.jpeg.toString('base64')}` : null,
    });
  }
  return out;
}
