// How often strangers may use the public calls that cost us or someone else something, and how much one account may
// ask of the server at once (docs/CONFIGURATION.md). Tests and load runs raise them; raising one never turns off a
// rule that protects data.
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const abuseLimitsEnvShape = {
  WAITLIST_JOINS_PER_ADDRESS: count(10),
  WAITLIST_JOINS_PER_MAILBOX: count(3),
  SIGN_IN_FAILURES_BEFORE_DELAY: count(5),
  SIGN_IN_FAILURES_PER_ACCOUNT: count(20),
  SIGN_IN_FAILURES_PER_ADDRESS: count(30),
  PASSWORD_RESETS_PER_ADDRESS: count(10),
  PASSWORD_RESET_EMAILS_PER_ACCOUNT: count(5),
  PAGE_VIEWS_PER_ADDRESS: count(600),
  REQUESTS_AT_ONCE_PER_ACCOUNT: count(2),
  REQUESTS_WAITING_PER_ACCOUNT: count(50),
};

type AbuseLimitsEnv = z.output<z.ZodObject<typeof abuseLimitsEnvShape>>;

export interface AbuseLimits {
  /** Waitlist joins per hour from one client address. */
  waitlistJoinsPerAddressPerHour: number;
  /** Waitlist joins per day for one mailbox (plus-addresses of it counted together). */
  waitlistJoinsPerMailboxPerDay: number;
  /** Failed sign-ins of one account from one browser or address before each further try waits, doubling. */
  signInFailuresBeforeDelay: number;
  /**
   * Failed sign-ins per hour of one account from browsers it never signed in on; past them such a browser signs in
   * with a second factor (a code e-mailed to the account, or its two-factor code), and the owner is told.
   */
  signInFailuresPerAccountPerHour: number;
  /** Failed sign-ins per 15 minutes from one address across accounts, before its unknown browsers wait. */
  signInFailuresPerAddressPer15Minutes: number;
  /** Password-reset requests per hour from one client address (then 429). */
  passwordResetsPerAddressPerHour: number;
  /** Reset e-mails per hour to one account; past it requests are answered alike and send nothing. */
  passwordResetEmailsPerAccountPerHour: number;
  /** Page views reported per hour from one client address. */
  pageViewsPerAddressPerHour: number;
  /** Requests of one signed-in account this process serves at once; the others wait their turn. */
  requestsAtOncePerAccount: number;
  /** Requests of one signed-in account that may wait for a turn; past them, 429. */
  requestsWaitingPerAccount: number;
}

export const DEFAULT_ABUSE_LIMITS: AbuseLimits = parseAbuseLimits(z.object(abuseLimitsEnvShape).parse({}));

export function parseAbuseLimits(e: AbuseLimitsEnv): AbuseLimits {
  return {
    waitlistJoinsPerAddressPerHour: e.WAITLIST_JOINS_PER_ADDRESS,
    waitlistJoinsPerMailboxPerDay: e.WAITLIST_JOINS_PER_MAILBOX,
    signInFailuresBeforeDelay: e.SIGN_IN_FAILURES_BEFORE_DELAY,
    signInFailuresPerAccountPerHour: e.SIGN_IN_FAILURES_PER_ACCOUNT,
    signInFailuresPerAddressPer15Minutes: e.SIGN_IN_FAILURES_PER_ADDRESS,
    passwordResetsPerAddressPerHour: e.PASSWORD_RESETS_PER_ADDRESS,
    passwordResetEmailsPerAccountPerHour: e.PASSWORD_RESET_EMAILS_PER_ACCOUNT,
    pageViewsPerAddressPerHour: e.PAGE_VIEWS_PER_ADDRESS,
    requestsAtOncePerAccount: e.REQUESTS_AT_ONCE_PER_ACCOUNT,
    requestsWaitingPerAccount: e.REQUESTS_WAITING_PER_ACCOUNT,
  };
}
