// Records failed sign-ins (per account, address and known browser) and reads how a caller stands against the limits.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { dbNumber, rowsOf } from '../../db/query-rows';
import { loginFailures } from '../../db/schema';

export interface Failures {
  count: number;
  /** The latest of them; null when there are none. */
  last: Date | null;
}

/** The caller's recent failures: this account from this browser (or address), the account, and the address. */
export interface FailureStanding {
  /** From the known browser `device` when there is one; else from this address by unknown browsers. */
  own: Failures;
  /** The account's failures from unknown browsers, wherever they came from, and when the first of them was. */
  account: Failures & { first: Date | null };
  /** The address's failures by unknown browsers, whichever account they tried. */
  address: Failures;
}

export interface FailedSignIn {
  /** The lower-cased e-mail that was tried. */
  email: string;
  ip: string;
  /** The known browser's id when the try came from one. */
  device: string | null;
}

const instant = z
  .union([z.date(), z.string()])
  .nullable()
  .transform((v) => (v === null ? null : new Date(v)));
const standingRow = z.object({
  own_n: dbNumber,
  own_last: instant,
  account_n: dbNumber,
  account_last: instant,
  account_first: instant,
  address_n: dbNumber,
  address_last: instant,
});

export function loginFailureRepository(db: DbOrTx) {
  return {
    async record(failure: FailedSignIn, now: Date): Promise<void> {
      await db.insert(loginFailures).values({ ...failure, failedAt: now });
    },

    /** One statement: the three counts, each over its own window ending now. */
    async standing(
      who: FailedSignIn,
      since: { own: Date; account: Date; address: Date },
    ): Promise<FailureStanding> {
      const own =
        who.device === null
          ? sql`email = ${who.email} and device is null and ip = ${who.ip} and failed_at > ${since.own.toISOString()}`
          : sql`email = ${who.email} and device = ${who.device} and failed_at > ${since.own.toISOString()}`;
      const account = sql`email = ${who.email} and device is null and failed_at > ${since.account.toISOString()}`;
      const address = sql`ip = ${who.ip} and device is null and failed_at > ${since.address.toISOString()}`;
      const result = await db.execute(sql`
        select
          count(*) filter (where ${own}) as own_n, max(failed_at) filter (where ${own}) as own_last,
          count(*) filter (where ${account}) as account_n, max(failed_at) filter (where ${account}) as account_last,
          min(failed_at) filter (where ${account}) as account_first,
          count(*) filter (where ${address}) as address_n, max(failed_at) filter (where ${address}) as address_last
        from ${loginFailures}
        where email = ${who.email} or ip = ${who.ip}`);
      const [row] = rowsOf(result, standingRow);
      return {
        own: { count: row?.own_n ?? 0, last: row?.own_last ?? null },
        account: {
          count: row?.account_n ?? 0,
          last: row?.account_last ?? null,
          first: row?.account_first ?? null,
        },
        address: { count: row?.address_n ?? 0, last: row?.address_last ?? null },
      };
    },

    /**
     * A successful sign-in forgets the failures it was responsible for: its browser's, or its address's on this
     * account. Strangers' failures on the account from elsewhere stay counted.
     */
    async clearAfterSignIn(who: FailedSignIn): Promise<void> {
      await db
        .delete(loginFailures)
        .where(
          and(
            eq(loginFailures.email, who.email),
            who.device === null
              ? and(isNull(loginFailures.device), eq(loginFailures.ip, who.ip))
              : or(
                  eq(loginFailures.device, who.device),
                  and(isNull(loginFailures.device), eq(loginFailures.ip, who.ip)),
                ),
          ),
        );
    },

    /** A new password makes every earlier guess moot. */
    async clearForEmail(email: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.email, email));
    },

    async pruneBefore(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
    },
  };
}
