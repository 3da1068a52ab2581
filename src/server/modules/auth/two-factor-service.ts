// Two-factor sign-in (issue 21): TOTP (RFC 6238) set up and confirmed with a first code, ten one-time recovery codes,
// the code step of a sign-in, and the owners' rule that sends the team to set it up. Every code is throttled like a
// password, a TOTP code signs in once, a recovery code works once.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  ALREADY_ON_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  NOT_ON_MESSAGE,
  NO_SETUP_MESSAGE,
  OWN_TWO_FACTOR_FIRST_MESSAGE,
  RECOVERY_CODE_COUNT,
  SETUP_REQUIRED_MESSAGE,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  WRONG_CODE_MESSAGE,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../contracts/two-factor';
import type { Clock } from '../../clock';
import type { Db, DbOrTx } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { AppError } from '../../http/app-error';
import { auditLogRepository } from '../admin/audit-log-repository';
import { createPayloadSealer } from '../email/payload-seal';
import { deriveKey } from './secret-keys';
import type { AuthContext } from './session-service';
import { createSignInThrottle } from './sign-in-throttle';
import { twoFactorRepository } from './two-factor-repository';
import type { UserRow } from './user-repository';

/** A sign-in waits this long for its code. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;
/** Codes of the step before and after the server's are accepted too: phones' clocks drift. */
const WINDOW_STEPS = 1;
const ISSUER = 'Tiffin Fit';
/** Recovery codes: no 0/o, 1/l/i, so they read back without doubt. 10 of 31 signs: about 49 bits each. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Who is trying a code, for the throttle: the account's e-mail, the address and the known browser. */
export interface CodeAttempt {
  ip: string;
  /** The device cookie's id for the account's e-mail, when the browser sent one. */
  deviceId: (email: string) => string | null;
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export function createTwoFactorService(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  limits: AbuseLimits;
}) {
  const { db, clock } = deps;
  const repo = twoFactorRepository(db);
  const throttle = createSignInThrottle({ db, clock, limits: deps.limits });
  const sealer = createPayloadSealer(
    Buffer.from(deriveKey(deps.appSecret, 'two-factor-secret')),
    'two-factor secret',
  );
  const context = (userId: number) => `two-factor:${userId}`;

  const totpOf = (base32: string, label: string) =>
    new TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      secret: Secret.fromBase32(base32),
    });

  /** The step a 6-digit code is for, within the window around now; null when it is no current code. */
  function stepOf(secretSealed: string, userId: number, code: string, now: Date): number | null {
    const digits = code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits)) return null;
    const totp = totpOf(sealer.unseal(secretSealed, context(userId)), '');
    const delta = totp.validate({ token: digits, timestamp: now.getTime(), window: WINDOW_STEPS });
    if (delta === null) return null;
    return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  /** Uses a current code (never one used before) or an unused recovery code of a user with two-factor on. */
  async function spendCode(tx: DbOrTx, userId: number, secretSealed: string, code: string, now: Date) {
    const r = twoFactorRepository(tx);
    const step = stepOf(secretSealed, userId, code, now);
    if (step !== null) return r.useStep(userId, step);
    const recovery = normalRecoveryCode(code);
    if (recovery.length !== RECOVERY_LENGTH) return false;
    return r.useRecoveryCode(userId, sha256(recovery), now);
  }

  /** A code of a signed-in caller (to turn two-factor off), checked and throttled as at sign-in. */
  async function checkCallerCode(caller: AuthContext, code: string, attempt: CodeAttempt) {
    const row = await repo.find(caller.userId);
    if (!row?.enabledAt) throw new AppError('CONFLICT', NOT_ON_MESSAGE);
    const who = { email: caller.email.toLowerCase(), ip: attempt.ip, device: attempt.deviceId(caller.email) };
    await throttle.checkAllowed(who);
    if (!(await spendCode(db, caller.userId, row.secretSealed, code, clock.now()))) {
      await throttle.fail(who);
      throw new AppError('VALIDATION', WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
    }
  }

  async function audit(tx: DbOrTx, caller: AuthContext, action: string, now: Date) {
    // The team's two-factor is the business's concern; a subscriber's is their own.
    if (caller.role === 'subscriber') return;
    await auditLogRepository(tx).record(
      {
        actor: { userId: caller.userId, email: caller.email },
        action,
        entityType: 'user',
        entityId: caller.userId,
      },
      now,
    );
  }

  return {
    async status(caller: AuthContext): Promise<TwoFactorStatus> {
      const gate = await repo.gate(caller.userId);
      return {
        enabled: gate.enabled,
        recoveryCodesLeft: gate.enabled ? await repo.recoveryCodesLeft(caller.userId) : 0,
        required: caller.role !== 'subscriber' && gate.required,
      };
    },

    /** A new secret for the caller's app, kept sealed and pending until confirmed. */
    async begin(caller: AuthContext): Promise<TwoFactorSetup> {
      const secret = new Secret({ size: 20 }).base32;
      const saved = await repo.savePending(
        caller.userId,
        sealer.seal(secret, context(caller.userId)),
        clock.now(),
      );
      if (!saved) throw new AppError('CONFLICT', ALREADY_ON_MESSAGE);
      return { secret, otpauthUrl: totpOf(secret, caller.email).toString() };
    },

    /** Turns two-factor on with a first code from the app; answers the ten recovery codes, shown this once. */
    async confirm(caller: AuthContext, code: string, attempt: CodeAttempt): Promise<string[]> {
      const row = await repo.find(caller.userId);
      if (row?.enabledAt) throw new AppError('CONFLICT', ALREADY_ON_MESSAGE);
      if (!row) throw new AppError('CONFLICT', NO_SETUP_MESSAGE);
      const who = {
        email: caller.email.toLowerCase(),
        ip: attempt.ip,
        device: attempt.deviceId(caller.email),
      };
      await throttle.checkAllowed(who);
      const now = clock.now();
      const step = stepOf(row.secretSealed, caller.userId, code, now);
      if (step === null) {
        await throttle.fail(who);
        throw new AppError('VALIDATION', WRONG_CODE_MESSAGE, { code: WRONG_CODE_MESSAGE });
      }
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction(async (tx) => {
        const r = twoFactorRepository(tx);
        if (!(await r.enable(caller.userId, step, now))) throw new AppError('CONFLICT', ALREADY_ON_MESSAGE);
        await r.replaceRecoveryCodes(
          caller.userId,
          codes.map((c) => sha256(normalRecoveryCode(c))),
        );
        await audit(tx, caller, 'two-factor.enable', now);
      });
      return codes;
    },

    /** Turns two-factor off, proven with a current code or a recovery code. */
    async disable(caller: AuthContext, code: string, attempt: CodeAttempt): Promise<void> {
      await checkCallerCode(caller, code, attempt);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await twoFactorRepository(tx).remove(caller.userId);
        await audit(tx, caller, 'two-factor.disable', now);
      });
    },

    /**
     * Deleting the account (modules/account-data): true when the user has no two-factor on, or `code` is a current
     * code (never one used before) or an unused recovery code. The password was checked and throttled just before.
     */
    async confirmsSecondFactor(userId: number, code: string | undefined): Promise<boolean> {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return true;
      if (!code) return false;
      return spendCode(db, userId, row.secretSealed, code, clock.now());
    },

    /** Whether the user has two-factor on. */
    isOn: async (userId: number): Promise<boolean> => Boolean((await repo.find(userId))?.enabledAt),

    /**
     * A sign-in's check while the account is under attack (sign-in-check-service.ts): true only when the user has
     * two-factor on and `code` is a current code (never one used before) or an unused recovery code.
     */
    async spendsCode(userId: number, code: string): Promise<boolean> {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return false;
      return spendCode(db, userId, row.secretSealed, code, clock.now());
    },

    /** The code step's challenge when the user has two-factor on, else null (the login service's hook). */
    challengeFor: async (userId: number): Promise<string | null> => {
      const row = await repo.find(userId);
      if (!row?.enabledAt) return null;
      const challenge = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.addChallenge(
        userId,
        sha256(challenge),
        new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
        now,
      );
      return challenge;
    },

    /**
     * The second step of a sign-in: the challenge of the first and a code. Answers the user to start a session
     * for; the challenge is used up. A wrong code counts as a failed sign-in and leaves the challenge to try again.
     */
    async completeSignIn(challenge: string, code: string, attempt: CodeAttempt): Promise<UserRow> {
      const hash = sha256(challenge);
      const user = await repo.challengeUser(hash, clock.now());
      const row = user ? await repo.find(user.id) : undefined;
      if (!user || !row?.enabledAt) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE);
      const who = { email: user.email.toLowerCase(), ip: attempt.ip, device: attempt.deviceId(user.email) };
      await throttle.checkAllowed(who);
      if (!(await spendCode(db, user.id, row.secretSealed, code, clock.now()))) {
        await throttle.fail(who);
        throw new AppError('UNAUTHORIZED', WRONG_CODE_MESSAGE);
      }
      if (!(await repo.claimChallenge(hash))) throw new AppError('UNAUTHORIZED', CHALLENGE_EXPIRED_MESSAGE);
      await throttle.succeeded(who);
      return user;
    },

    teamRequired: () => repo.teamRequired(),

    async setTeamRequired(caller: AuthContext, required: boolean): Promise<void> {
      if (required && !(await repo.gate(caller.userId)).enabled) {
        throw new AppError('CONFLICT', OWN_TWO_FACTOR_FIRST_MESSAGE);
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        await twoFactorRepository(tx).setTeamRequired(required, now);
        await auditLogRepository(tx).record(
          {
            actor: { userId: caller.userId, email: caller.email },
            action: required ? 'two-factor.require-for-team' : 'two-factor.stop-requiring-for-team',
            entityType: 'settings',
            entityId: null,
          },
          now,
        );
      });
    },

    /** The back office's gate: while the owners require it, a member of the team without it is sent to set it up. */
    checkBackOffice: async (caller: AuthContext): Promise<void> => {
      if (caller.role === 'subscriber') return;
      const gate = await repo.gate(caller.userId);
      if (gate.required && !gate.enabled)
        throw new AppError('TWO_FACTOR_SETUP_REQUIRED', SETUP_REQUIRED_MESSAGE);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
