// Configuration from environment variables, parsed once at boot; a bad value stops the start with one clear line.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BUSINESS } from '../contracts/site-config';
import { DEFAULT_SHARED_BUFFERS_MB } from './db/pglite-module';
import { abuseLimitsEnvShape, parseAbuseLimits, type AbuseLimits } from './http/abuse-limits';
import { trustProxySchema, type TrustProxy } from './http/trust-proxy';
import { authEnvShape, parseAuthConfig, type AuthConfig } from './modules/auth/auth-config';
import { mailEnvShape, parseMailConfig, type MailConfig } from './modules/email/mail-config';
import { parsePaymentConfig, paymentEnvShape, type PaymentConfig } from './adapters/payments/payment-config';
import { llmEnvShape, parseLlmConfig, type LlmConfig } from './adapters/llm/llm-config';
import { operationsEnvShape, parseOperationsConfig, type OperationsConfig } from './operations-config';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(999).default(DEFAULT_SHARED_BUFFERS_MB),
  DATABASE_URL: optionalUrl.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'must be a postgres:// or postgresql:// URL',
  }),
  APP_ORIGIN: optionalUrl,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  APP_SECRET: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  MIGRATIONS_DIR: z.string().min(1).default('./drizzle'),
  FOOD_CATALOGUE_FILE: z.string().min(1).default('./food-catalogue/catalogue.json'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024),
  TRUST_PROXY: trustProxySchema,
  CONTACT_EMAIL: z.email().default(DEFAULT_BUSINESS.contactEmail),
  CONTACT_PHONE: z.string().min(1).default(DEFAULT_BUSINESS.contactPhone),
  COMMUNITY_CHAT_URL: z.url().default(DEFAULT_BUSINESS.communityChatUrl),
  SOCIAL_INSTAGRAM_URL: z.url().default(DEFAULT_BUSINESS.social.instagram),
  SOCIAL_FACEBOOK_URL: z.url().default(DEFAULT_BUSINESS.social.facebook),
  SOCIAL_X_URL: z.url().default(DEFAULT_BUSINESS.social.x),
  PICKUP_NAME: z.string().min(1).default(DEFAULT_BUSINESS.pickup.name),
  PICKUP_ADDRESS: z.string().min(1).default(DEFAULT_BUSINESS.pickup.address),
  PICKUP_TIME: z.string().min(1).default(DEFAULT_BUSINESS.pickup.time),
  BETA_BANNER_CUTOFF: z.iso.datetime().default(DEFAULT_BUSINESS.launch.betaBannerCutoff),
  INVITE_ONLY_START: z.iso.datetime().default(DEFAULT_BUSINESS.launch.inviteOnlyStart),
  TEST_CLOCK: z.enum(['true', 'false'], 'must be true or false').default('false'),
  TEST_FAULT: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  CAPACITY_BETA: z.coerce.number().int().min(0).default(27),
  CAPACITY_INVITE_ONLY: z.coerce.number().int().min(0).default(100),
  CHECKOUT_ATTEMPTS_PER_EMAIL: z.coerce.number().int().positive().default(5),
  CHECKOUT_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  CHECKOUT_UNPAID_HOLDS_PERCENT: z.coerce.number().int().min(1).max(100).default(20),
  CHECKOUT_UNPAID_HOLDS_PER_ADDRESS: z.coerce.number().int().positive().default(3),
  CAPACITY_CHECKS_PER_ADDRESS: z.coerce.number().int().positive().default(60),
  COUPON_CHECKS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  ...operationsEnvShape,
  ...abuseLimitsEnvShape,
  ...authEnvShape,
  ...mailEnvShape,
  ...paymentEnvShape,
  ...llmEnvShape,
});

/** The business's public details: contact, social links, pickup place and launch dates. */
export interface BusinessConfig {
  contactEmail: string;
  contactPhone: string;
  communityChatUrl: string;
  social: { instagram: string; facebook: string; x: string };
  pickup: { name: string; description: string; address: string; time: string; parking: string };
  launch: { betaBannerCutoff: string; inviteOnlyStart: string };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The embedded database's buffer pool in MB (src/server/db/pglite-module.ts). */
  embeddedSharedBuffersMb: number;
  databaseUrl: string | undefined;
  appOrigin: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Signs session tokens and other server-issued values. */
  appSecret: string;
  webDistDir: string;
  migrationsDir: string;
  /** The food catalogue `npm run foods:build` writes (docs/food-data.md). */
  foodCatalogueFile: string;
  bodyLimitBytes: number;
  /** Which proxies' X-Forwarded-For is believed for the client's address (the login limit counts per address). */
  trustProxy: TrustProxy;
  business: BusinessConfig;
  /** Password hashing cost, operator accounts, demo seed and Google sign-in. */
  auth: AuthConfig;
  /** SMTP server, sender and the postal address in e-mail footers. */
  mail: MailConfig;
  /** Square, when configured; the offline sandbox gateway otherwise. Never sent to the browser as it is. */
  payments: PaymentConfig | undefined;
  /** The model that rewords insights, when configured; the engine's own words otherwise. */
  llm: LlmConfig | undefined;
  /** Launch-phase spots and the card-testing limits (payment attempts per hour). */
  checkout: CheckoutConfig;
  /**
   * How often strangers may join the waitlist, fail to sign in, ask for password resets and report page views, and
   * how many requests of one account are worked on at once.
   */
  limits: AbuseLimits;
  /** The test clock: admins may move the server's time forward (GET/POST /api/admin/test-clock). Never in production. */
  testClock: boolean;
  /** `<point>:kill`: the process dies at that step of a checkout (crash tests, NODE_ENV=test only; faults.ts). */
  testFault: string | undefined;
  /** Backups, metrics, alerts to the owner and the shutdown's drain. */
  operations: OperationsConfig;
  version: string;
}

export interface CheckoutConfig {
  capacity: { beta: number; inviteOnly: number };
  /** Payment attempts, and spots held by the two-step page, per hour per e-mail and per client address. */
  attemptsPerEmailPerHour: number;
  attemptsPerAddressPerHour: number;
  /** Unpaid holds of the two-step page that may exist at once, as a percentage of the phase's spots. */
  unpaidHoldsPercent: number;
  /**
   * Unpaid holds one client address (an IPv6 client's /64) may have at once: a few, far below the cap above, so that
   * no one client can reach it and close the two-step checkout for everyone.
   */
  unpaidHoldsPerAddress: number;
  /** Capacity checks and coupon checks per hour per client address. */
  capacityChecksPerAddressPerHour: number;
  couponChecksPerAddressPerHour: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv, version: string): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const auth = parseAuthConfig(e, { embeddedDatabase: !e.DATABASE_URL, env: e.NODE_ENV });
  if (typeof auth === 'string') throw new ConfigError(`Invalid configuration: ${auth}`);
  if (e.TEST_CLOCK === 'true' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: TEST_CLOCK=true is refused with NODE_ENV=production (the default); set NODE_ENV=development or test',
    );
  }
  if (e.TEST_FAULT && e.NODE_ENV !== 'test') {
    throw new ConfigError(
      'Invalid configuration: TEST_FAULT is for crash tests only and needs NODE_ENV=test',
    );
  }
  const payments = parsePaymentConfig(e, { env: e.NODE_ENV });
  if (typeof payments === 'string') throw new ConfigError(`Invalid configuration: ${payments}`);
  const llm = parseLlmConfig(e);
  if (typeof llm === 'string') throw new ConfigError(`Invalid configuration: ${llm}`);
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError(
      'Invalid configuration: APP_SECRET is required with DATABASE_URL, so that every instance signs alike',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    embeddedSharedBuffersMb: e.EMBEDDED_SHARED_BUFFERS_MB,
    databaseUrl: e.DATABASE_URL,
    appOrigin: (e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    migrationsDir: path.resolve(e.MIGRATIONS_DIR),
    foodCatalogueFile: path.resolve(e.FOOD_CATALOGUE_FILE),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    business: {
      contactEmail: e.CONTACT_EMAIL,
      contactPhone: e.CONTACT_PHONE,
      communityChatUrl: e.COMMUNITY_CHAT_URL,
      social: { instagram: e.SOCIAL_INSTAGRAM_URL, facebook: e.SOCIAL_FACEBOOK_URL, x: e.SOCIAL_X_URL },
      pickup: {
        ...DEFAULT_BUSINESS.pickup,
        name: e.PICKUP_NAME,
        address: e.PICKUP_ADDRESS,
        time: e.PICKUP_TIME,
      },
      launch: { betaBannerCutoff: e.BETA_BANNER_CUTOFF, inviteOnlyStart: e.INVITE_ONLY_START },
    },
    auth,
    mail: parseMailConfig(e, e.CONTACT_EMAIL),
    payments,
    llm,
    checkout: {
      capacity: { beta: e.CAPACITY_BETA, inviteOnly: e.CAPACITY_INVITE_ONLY },
      attemptsPerEmailPerHour: e.CHECKOUT_ATTEMPTS_PER_EMAIL,
      attemptsPerAddressPerHour: e.CHECKOUT_ATTEMPTS_PER_ADDRESS,
      unpaidHoldsPercent: e.CHECKOUT_UNPAID_HOLDS_PERCENT,
      unpaidHoldsPerAddress: e.CHECKOUT_UNPAID_HOLDS_PER_ADDRESS,
      capacityChecksPerAddressPerHour: e.CAPACITY_CHECKS_PER_ADDRESS,
      couponChecksPerAddressPerHour: e.COUPON_CHECKS_PER_ADDRESS,
    },
    limits: parseAbuseLimits(e),
    testClock: e.TEST_CLOCK === 'true',
    testFault: e.TEST_FAULT,
    operations: parseOperationsConfig(e, dataDir),
    version,
  };
}

/** A secret generated once and kept in DATA_DIR, readable only by its owner. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'app-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
