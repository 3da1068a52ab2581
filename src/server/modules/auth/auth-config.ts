// Sign-in settings read from the environment: hashing cost, operator and demo accounts, Google sign-in.
import { z } from 'zod';
import { newPasswordProblem } from '../../../domain/password-policy';

/** The demo subscriber's password when DEMO_PASSWORD is not set (README: Signing in). */
export const DEFAULT_DEMO_PASSWORD = 'tiffin-demo-2025';
export const DEMO_EMAIL = 'demo@example.com';
export const DEFAULT_GOOGLE_ISSUER = 'https://accounts.google.com';
/** log2 of scrypt's N: 17 is OWASP's recommendation for scrypt (N=2^17, r=8, p=1). */
export const DEFAULT_PASSWORD_HASH_COST = 17;
/** On the embedded database, a session's read serves the same session's requests for this long (issue 18). */
export const DEFAULT_SESSION_CACHE_MS = 1000;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const authEnvShape = {
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_PASSWORD_HASH_COST),
  ADMIN_EMAIL: z.preprocess(blankToUndefined, z.email().optional()),
  ADMIN_NAME: z.preprocess(
    blankToUndefined,
    z.string().trim().min(1).max(100, 'must be 100 characters or fewer').optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  ),
  SEED_DEMO: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).default(DEFAULT_DEMO_PASSWORD),
  SESSION_CACHE_MS: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(5000).optional()),
  GOOGLE_CLIENT_ID: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  GOOGLE_ISSUER: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).default(DEFAULT_GOOGLE_ISSUER),
  ),
};

type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Google by default; tests point it at a local OpenID Connect mock. */
  issuer: string;
  /** Tests only, for that mock: plain http. GOOGLE_ISSUER must be https. */
  allowHttpIssuer?: boolean;
}

export interface AuthConfig {
  /** log2 of scrypt's N for new hashes; below 17 only in tests. */
  passwordHashCost: number;
  /**
   * The owner account created or updated at start; `name` (ADMIN_NAME) names it when it is made. The password is
   * needed to make it, and may be left out once it exists (docs/DEPLOY.md removes it after the first start).
   */
  admin: { email: string; password?: string; name?: string } | undefined;
  /** Seed demo@example.com into an empty embedded database at start (SEED_DEMO=false turns it off). */
  seedDemo: boolean;
  demoPassword: string;
  /** Google sign-in; undefined when not configured. */
  google: GoogleConfig | undefined;
  /**
   * How long one instance may reuse a session's database read (0: read on every request). Only safe where this
   * process makes every change to sessions and users: the embedded database (see session-service.ts).
   */
  sessionCacheMs: number;
}

/** Builds the auth settings; answers a one-line problem naming the variable when they do not fit together. */
export function parseAuthConfig(
  e: AuthEnv,
  context: { embeddedDatabase: boolean; env: 'development' | 'production' | 'test' },
): AuthConfig | string {
  if (e.ADMIN_PASSWORD && !e.ADMIN_EMAIL)
    return 'ADMIN_PASSWORD is the password of ADMIN_EMAIL: set ADMIN_EMAIL too';
  if (e.ADMIN_NAME && !e.ADMIN_EMAIL) return 'ADMIN_NAME names the ADMIN_EMAIL owner: set ADMIN_EMAIL too';
  if (e.ADMIN_PASSWORD && newPasswordProblem(e.ADMIN_PASSWORD)) {
    return 'ADMIN_PASSWORD is too common; choose a passphrase nobody would guess';
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    return 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together';
  }
  if (e.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST && context.env !== 'test') {
    return `PASSWORD_HASH_COST below ${DEFAULT_PASSWORD_HASH_COST} is only for tests (NODE_ENV=test)`;
  }
  return {
    passwordHashCost: e.PASSWORD_HASH_COST,
    admin: e.ADMIN_EMAIL
      ? {
          email: e.ADMIN_EMAIL,
          ...(e.ADMIN_PASSWORD && { password: e.ADMIN_PASSWORD }),
          ...(e.ADMIN_NAME && { name: e.ADMIN_NAME }),
        }
      : undefined,
    // Never on PostgreSQL: that is where real customers live.
    seedDemo: context.embeddedDatabase && e.SEED_DEMO !== 'false',
    demoPassword: e.DEMO_PASSWORD,
    // One process owns the embedded database; instances sharing PostgreSQL each read sessions every time.
    sessionCacheMs: e.SESSION_CACHE_MS ?? (context.embeddedDatabase ? DEFAULT_SESSION_CACHE_MS : 0),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
  };
}

/** Cheap hashing, no operator accounts, no demo, no Google: tests turn on what they exercise. */
export const testAuthConfig: AuthConfig = {
  passwordHashCost: 10,
  admin: undefined,
  seedDemo: false,
  demoPassword: DEFAULT_DEMO_PASSWORD,
  google: undefined,
  sessionCacheMs: 0,
};
