// Square settings read from the environment; without them payments run on the offline sandbox gateway.
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(blankToUndefined, z.string().trim().min(1).optional());

export const paymentEnvShape = {
  SQUARE_ACCESS_TOKEN: optionalText,
  SQUARE_LOCATION_ID: optionalText,
  SQUARE_APPLICATION_ID: optionalText,
  SQUARE_ENVIRONMENT: z.preprocess(
    blankToUndefined,
    z.enum(['sandbox', 'production'], 'must be sandbox or production').optional(),
  ),
  SQUARE_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;

export interface PaymentConfig {
  /** Server-side secret: never sent to the browser, never logged. */
  accessToken: string;
  locationId: string;
  /** Public: the browser's Web Payments SDK needs it. */
  applicationId: string;
  environment: 'sandbox' | 'production';
  /** Replaces Square's address; only for tests and local fakes. */
  baseUrl: string | undefined;
}

/** What the browser receives to load the right card form: the sandbox's own fields, or Square's Web Payments SDK. */
export type PublicPaymentSettings =
  | { mode: 'sandbox' }
  | {
      mode: 'square';
      applicationId: string;
      locationId: string;
      environment: 'sandbox' | 'production';
    };

const REQUIRED = [
  'SQUARE_ACCESS_TOKEN',
  'SQUARE_LOCATION_ID',
  'SQUARE_APPLICATION_ID',
  'SQUARE_ENVIRONMENT',
] as const;

/**
 * Square when all four variables are set, undefined (the sandbox gateway) when none is; otherwise a one-line
 * problem naming what is missing or inconsistent.
 */
export function parsePaymentConfig(
  e: PaymentEnv,
  context: { env: 'development' | 'production' | 'test' },
): PaymentConfig | undefined | string {
  const { SQUARE_ACCESS_TOKEN, SQUARE_LOCATION_ID, SQUARE_APPLICATION_ID, SQUARE_ENVIRONMENT } = e;
  if (!SQUARE_ACCESS_TOKEN || !SQUARE_LOCATION_ID || !SQUARE_APPLICATION_ID || !SQUARE_ENVIRONMENT) {
    const missing = REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length === REQUIRED.length) {
      return e.SQUARE_BASE_URL ? `SQUARE_BASE_URL needs ${REQUIRED.join(', ')}` : undefined;
    }
    return `${REQUIRED.join(', ')} must be set together; missing ${missing.join(', ')}`;
  }
  // Square's sandbox application ids start with "sandbox-"; the browser's SDK refuses a mismatched pair at load.
  if ((SQUARE_ENVIRONMENT === 'sandbox') !== SQUARE_APPLICATION_ID.startsWith('sandbox-')) {
    return SQUARE_ENVIRONMENT === 'sandbox'
      ? 'SQUARE_APPLICATION_ID must be a sandbox application id (sandbox-...) with SQUARE_ENVIRONMENT=sandbox'
      : 'SQUARE_APPLICATION_ID is a sandbox application id (sandbox-...) but SQUARE_ENVIRONMENT=production';
  }
  // The token goes wherever this points: only a test or a local fake may redirect it.
  if (e.SQUARE_BASE_URL && context.env === 'production') {
    return 'SQUARE_BASE_URL is only for tests and local fakes (NODE_ENV=test or development)';
  }
  return {
    accessToken: SQUARE_ACCESS_TOKEN,
    locationId: SQUARE_LOCATION_ID,
    applicationId: SQUARE_APPLICATION_ID,
    environment: SQUARE_ENVIRONMENT,
    baseUrl: e.SQUARE_BASE_URL,
  };
}

/** The part of the payment settings that may reach the browser: never the access token. */
export function publicPaymentSettings(config: PaymentConfig | undefined): PublicPaymentSettings {
  if (!config) return { mode: 'sandbox' };
  return {
    mode: 'square',
    applicationId: config.applicationId,
    locationId: config.locationId,
    environment: config.environment,
  };
}
