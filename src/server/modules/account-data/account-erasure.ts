// Deleting an account (issue 21, decision 0024): the plan ends at once, every session ends, personal data is erased,
// and the billing records the law keeps stay with the person replaced by an anonymous reference (the user row, kept
// as a tombstone). One transaction: it all happens, or nothing does.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { maskAddress } from '../../../domain/session-device';
import type { DbOrTx } from '../../db/client';
import {
  auditLog,
  authTokens,
  checkoutAttempts,
  couponRedemptions,
  creditEntries,
  customFoods,
  emailMessages,
  giftCards,
  idempotencyKeys,
  incidents,
  loginFailures,
  mealRatings,
  newsletterUnsubscriptions,
  nutritionCheckIns,
  nutritionEntries,
  nutritionGoals,
  nutritionPreferences,
  nutritionRecommendations,
  nutritionWeights,
  referralCodes,
  referrals,
  savedMeals,
  sessions,
  signInCodes,
  subscriptions,
  signInChecks,
  supportCasePhotos,
  supportCaseReplies,
  supportCases,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
  waitlistEntries,
} from '../../db/schema';

/** What the tombstone row and anonymised billing records say instead of the person's name. */
export const DELETED_NAME = 'Deleted account';
/** What replaces a piece of free text that named the person (an audit detail, an incident line). */
const ERASED = '[erased]';

/**
 * Every table, and what deleting an account does to it. The erasure test checks this against the database, so a new
 * table cannot be forgotten: whoever adds one says here what happens to its rows.
 */
export const ERASURE_PLAN = {
  users: 'anonymised: the row stays as the anonymous reference the billing records point to',
  sessions: 'erased',
  auth_tokens: 'erased',
  sign_in_codes: 'erased',
  two_factor_secrets: 'erased',
  two_factor_recovery_codes: 'erased',
  two_factor_challenges: 'erased',
  sign_in_checks: 'erased',
  login_failures: 'erased (by e-mail)',
  email_messages: 'erased (by recipient); the goodbye forgets its address once sent',
  email_attempts: 'erased with their message',
  newsletter_unsubscriptions: 'erased (by e-mail)',
  waitlist_entries: 'erased (by e-mail)',
  waitlist_invitations: 'erased with their entry',
  subscriptions: 'cancelled at once; name, e-mail, phone, notes, card and calendar link erased',
  charges: 'kept: billing record, no personal data',
  refunds: 'kept: billing record',
  orders: 'kept: billing record, points to the anonymous user',
  coupon_redemptions: 'kept with the e-mail replaced',
  checkout_attempts:
    'kept with the e-mail replaced, the client address masked and the billing address erased',
  skipped_weeks: 'kept: no personal data',
  friday_special_choices: 'kept: no personal data',
  pickup_check_ins: 'kept: no personal data',
  nutrition_goals: 'erased',
  nutrition_entries: 'erased',
  nutrition_weights: 'erased',
  nutrition_recommendations: 'erased',
  nutrition_check_ins: 'erased',
  nutrition_preferences: 'erased',
  custom_foods: 'erased',
  saved_meals: 'erased',
  audit_log: 'kept; any detail that names the person is erased',
  incidents: 'kept; any line that names the person is erased',
  idempotency_keys: 'erased when a kept answer names the person',
  rate_limit_counters: 'kept: keyed hashes only, gone within the hour',
  page_visits: 'kept: keyed hashes only',
  page_views: 'kept: no personal data',
  jobs: 'kept: ids only',
  job_schedules: 'kept: no personal data',
  app_state: 'kept: no personal data',
  sandbox_ledger: "kept: the offline gateway's own records, no personal data",
  coupons: 'kept: no personal data',
  credit_entries: "kept: billing record, points to the anonymous user; the owner's notes erased",
  credit_balances: 'kept: a balance, no personal data',
  closures: 'kept: no personal data',
  plan_price_changes: 'kept: no personal data (the owner who made it is set null with the account)',
  dishes: 'kept: no personal data',
  dish_versions: 'kept: no personal data',
  dish_photos: 'kept: no personal data',
  menu_weeks: 'kept: no personal data',
  menu_week_dish_pins: 'kept: no personal data',
  menu_rotations: 'kept: no personal data',
  menu_settings: 'kept: no personal data',
  menu_editors: "kept: a team member's right to edit the menu (ids only; subscribers are never editors)",
  gift_cards:
    'kept: billing record; as buyer the name, e-mail and message erased and the client address masked; as recipient the name and e-mail erased',
  referral_codes: 'erased',
  referrals: "kept: a reward's record (ids and amounts); as the friend, the first name erased",
  meal_ratings:
    "kept: the stars and tags, the kitchen's record of a dish, pointing to the anonymous user; the comment erased",
  support_cases:
    'kept: what was reported and how it was made right (a credit or refund points to it); the description erased',
  support_case_replies: 'erased with their case',
  support_case_photos: 'erased',
} as const;

export interface ErasedAccount {
  userId: number;
  /** As they were, for the goodbye e-mail (sent to the address just erased) and the caller's audit entry. */
  name: string;
  email: string;
  planCancelled: boolean;
}

/** `text` as an ILIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Erases the account inside the caller's transaction (which must lock nothing else first). Answers undefined when
 * there is no such live account. Team accounts are refused by the caller (an owner removes them from the team).
 */
export async function eraseAccount(
  tx: DbOrTx,
  userId: number,
  now: Date,
): Promise<ErasedAccount | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) return undefined;
  const email = user.email.toLowerCase();
  const tombstone = `deleted-${randomUUID()}@invalid`;

  // The plan: cancelled now, so no Friday run, retry or reminder picks it up again (they skip cancelled ones).
  const own = or(eq(subscriptions.userId, userId), sql`lower(${subscriptions.email}) = ${email}`);
  const ended = await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelAtPeriodEnd: false,
      nextPeriodStart: null,
      pausedFrom: null,
      resumeOn: null,
      holdExpiresAt: null,
      updatedAt: now,
    })
    .where(
      and(own, inArray(subscriptions.status, ['active', 'trialing', 'past_due', 'paused', 'incomplete'])),
    )
    .returning({ id: subscriptions.id });
  const subs = await tx
    .update(subscriptions)
    .set({
      name: DELETED_NAME,
      email: tombstone,
      phone: null,
      dietaryRestrictions: null,
      cardId: null,
      cardBrand: null,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      calendarTokenHash: null,
      holdClient: null,
      chargeReminders: false,
      updatedAt: now,
    })
    .where(own)
    .returning({ id: subscriptions.id });
  if (subs.length > 0) {
    await tx
      .update(couponRedemptions)
      .set({ email: tombstone })
      .where(
        inArray(
          couponRedemptions.subscriptionId,
          subs.map((s) => s.id),
        ),
      );
  }
  const attempts = await tx
    .select({ id: checkoutAttempts.id, ip: checkoutAttempts.ip })
    .from(checkoutAttempts)
    .where(sql`lower(${checkoutAttempts.email}) = ${email}`);
  for (const attempt of attempts) {
    await tx
      .update(checkoutAttempts)
      .set({ email: tombstone, ip: maskAddress(attempt.ip) ?? 'x', billingAddress: null })
      .where(eq(checkoutAttempts.id, attempt.id));
  }

  // Gift cards stay as billing records (a liability until redeemed or refunded); who bought or received one goes.
  const bought = await tx
    .select({ id: giftCards.id, ip: giftCards.ip })
    .from(giftCards)
    .where(sql`lower(${giftCards.buyerEmail}) = ${email}`);
  for (const card of bought) {
    await tx
      .update(giftCards)
      .set({ buyerName: DELETED_NAME, buyerEmail: tombstone, message: null, ip: maskAddress(card.ip) ?? 'x' })
      .where(eq(giftCards.id, card.id));
  }
  await tx
    .update(giftCards)
    .set({ recipientName: DELETED_NAME, recipientEmail: tombstone })
    .where(sql`lower(${giftCards.recipientEmail}) = ${email}`);
  // Referrals: the code goes; the rewards stay (ids and amounts), and as someone's friend the first name goes.
  await tx.delete(referralCodes).where(eq(referralCodes.userId, userId));
  if (subs.length > 0) {
    await tx
      .update(referrals)
      .set({ friendFirstName: DELETED_NAME })
      .where(
        inArray(
          referrals.subscriptionId,
          subs.map((s) => s.id),
        ),
      );
  }

  // The credit ledger stays (what was paid with what); the owner's words about the person go.
  await tx.update(creditEntries).set({ note: null }).where(eq(creditEntries.userId, userId));

  // What they told the kitchen and the team, in their words; the stars and the cases' outcomes stay.
  await tx.update(mealRatings).set({ comment: null }).where(eq(mealRatings.userId, userId));
  const ownCases = tx
    .select({ id: supportCases.id })
    .from(supportCases)
    .where(eq(supportCases.userId, userId));
  await tx.delete(supportCasePhotos).where(inArray(supportCasePhotos.caseId, ownCases));
  await tx.delete(supportCaseReplies).where(inArray(supportCaseReplies.caseId, ownCases));
  await tx.update(supportCases).set({ description: ERASED }).where(eq(supportCases.userId, userId));

  // Signing in, in any way.
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(authTokens).where(eq(authTokens.userId, userId));
  await tx.delete(signInCodes).where(eq(signInCodes.userId, userId));
  await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await tx.delete(signInChecks).where(eq(signInChecks.userId, userId));
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));

  // The tracker.
  for (const table of [
    nutritionEntries,
    nutritionWeights,
    nutritionRecommendations,
    nutritionCheckIns,
    customFoods,
    savedMeals,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(nutritionGoals).where(eq(nutritionGoals.userId, userId));
  await tx.delete(nutritionPreferences).where(eq(nutritionPreferences.userId, userId));

  // What was held under the address alone.
  await tx.delete(emailMessages).where(sql`lower(${emailMessages.recipientEmail}) = ${email}`);
  await tx.delete(waitlistEntries).where(sql`lower(${waitlistEntries.email}) = ${email}`);
  await tx.delete(newsletterUnsubscriptions).where(sql`lower(${newsletterUnsubscriptions.email}) = ${email}`);

  // Free text elsewhere that names them: the address always, the name and phone where written out whole.
  const patterns = [user.email, user.name, user.phone].filter((v): v is string => !!v && v.length >= 3);
  await scrubFreeText(tx, patterns.map(containing));

  await tx
    .update(users)
    .set({
      name: DELETED_NAME,
      email: tombstone,
      username: null,
      phone: null,
      address: null,
      passwordHash: null,
      googleIssuer: null,
      googleSubject: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));

  return { userId, name: user.name, email: user.email, planCancelled: ended.length > 0 };
}

async function scrubFreeText(tx: DbOrTx, patterns: string[]): Promise<void> {
  if (patterns.length === 0) return;
  const list = sql.join(
    patterns.map((p) => sql`${p}`),
    sql`, `,
  );
  const matches = (text: unknown) => sql`${text} ilike any (array[${list}])`;
  // Audit entries stay (who did what, when); a value that names the person becomes [erased].
  await tx
    .update(auditLog)
    .set({
      detail: sql`(select coalesce(jsonb_object_agg(d.key, case when jsonb_typeof(d.value) = 'string'
          and ${matches(sql`d.value #>> '{}'`)} then to_jsonb(${ERASED}::text) else d.value end), '{}'::jsonb)
        from jsonb_each(${auditLog.detail}) as d)`,
    })
    .where(matches(sql`${auditLog.detail}::text`));
  await tx.update(auditLog).set({ actorEmail: ERASED }).where(matches(auditLog.actorEmail));
  await tx
    .update(incidents)
    .set({
      title: sql`case when ${matches(incidents.title)} then ${ERASED} else ${incidents.title} end`,
      summary: sql`case when ${matches(incidents.summary)} then ${ERASED} else ${incidents.summary} end`,
      details: sql`(select coalesce(jsonb_agg(case when ${matches(sql`l.line #>> '{}'`)}
          then to_jsonb(${ERASED}::text) else l.line end order by l.n), '[]'::jsonb)
        from jsonb_array_elements(${incidents.details}) with ordinality as l(line, n))`,
    })
    .where(
      or(matches(incidents.title), matches(incidents.summary), matches(sql`${incidents.details}::text`)),
    );
  await tx.delete(idempotencyKeys).where(matches(idempotencyKeys.responseBody));
}
