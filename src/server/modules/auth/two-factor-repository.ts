// Stores two-factor sign-in: the sealed secret and the last step used, the hashed recovery codes, the hashed
// challenges of sign-ins waiting for a code, and the owners' rule for the team (in app_state).
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/query-rows';
import {
  appState,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSecrets,
  users,
} from '../../db/schema';

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;

/** The app_state key of "Require two-factor sign-in for the team". */
const TEAM_POLICY_KEY = 'team-two-factor-required';
const policyValue = z.object({ required: z.boolean() });
const gateRow = z.object({ required: z.boolean(), enabled: z.boolean() });

export function twoFactorRepository(db: DbOrTx) {
  return {
    async find(userId: number): Promise<TwoFactorSecretRow | undefined> {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      return row;
    },

    /** A new pending secret, replacing a pending one; nothing when two-factor is already on. */
    async savePending(userId: number, secretSealed: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId, secretSealed, createdAt: now })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secretSealed, createdAt: now, lastUsedStep: null },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Turns the pending secret on, with the step of its first code used; false when it was not pending. */
    async enable(userId: number, step: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ enabledAt: now, lastUsedStep: step })
        .where(and(eq(twoFactorSecrets.userId, userId), isNull(twoFactorSecrets.enabledAt)))
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /**
     * Records a code's step as used, only if it is later than the last one: one conditional update, so two
     * requests (or instances) with the same code cannot both win.
     */
    async useStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactorSecrets.userId, userId),
            isNotNull(twoFactorSecrets.enabledAt),
            or(isNull(twoFactorSecrets.lastUsedStep), lt(twoFactorSecrets.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    async remove(userId: number): Promise<void> {
      await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Uses up an unused recovery code in one conditional update; false when it is unknown or used. */
    async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    async addChallenge(userId: number, challengeHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, now));
      await db.insert(twoFactorChallenges).values({ challengeHash, userId, expiresAt });
    },

    /** The user of an unexpired challenge. */
    async challengeUser(challengeHash: string, now: Date) {
      const [row] = await db
        .select({ user: users })
        .from(twoFactorChallenges)
        .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
        .where(
          and(eq(twoFactorChallenges.challengeHash, challengeHash), gt(twoFactorChallenges.expiresAt, now)),
        );
      return row?.user;
    },

    /** Uses the challenge up; false when another request already did. */
    async claimChallenge(challengeHash: string): Promise<boolean> {
      const rows = await db
        .delete(twoFactorChallenges)
        .where(eq(twoFactorChallenges.challengeHash, challengeHash))
        .returning({ userId: twoFactorChallenges.userId });
      return rows.length > 0;
    },

    async teamRequired(): Promise<boolean> {
      const [row] = await db
        .select({ value: appState.value })
        .from(appState)
        .where(eq(appState.key, TEAM_POLICY_KEY));
      return row ? policyValue.parse(row.value).required : false;
    },

    async setTeamRequired(required: boolean, now: Date): Promise<void> {
      await db
        .insert(appState)
        .values({ key: TEAM_POLICY_KEY, value: { required }, updatedAt: now })
        .onConflictDoUpdate({ target: appState.key, set: { value: { required }, updatedAt: now } });
    },

    /** For the back-office gate, in one statement: whether the team must use it, and whether this user does. */
    async gate(userId: number): Promise<{ required: boolean; enabled: boolean }> {
      const result = await db.execute(sql`
        select
          coalesce((select (${appState.value} ->> 'required')::boolean from ${appState}
            where ${appState.key} = ${TEAM_POLICY_KEY}), false) as required,
          exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${userId}
            and ${twoFactorSecrets.enabledAt} is not null) as enabled`);
      const [row] = rowsOf(result, gateRow);
      return row ?? { required: false, enabled: false };
    },
  };
}
