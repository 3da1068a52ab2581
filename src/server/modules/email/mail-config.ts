// E-mail settings read from the environment: the SMTP server, the sender and the postal address in every footer.
import { z } from 'zod';

/** The footer's postal address when BUSINESS_ADDRESS is not set (commercial e-mail must carry one). */
export const DEFAULT_BUSINESS_ADDRESS = 'Tiffin Fit, Las Colinas, Irving, TX 75039';

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** One mailbox, bare or with a display name: `hello@tiffinfit.com` or `Tiffin Fit <hello@tiffinfit.com>`. */
function isSingleMailbox(value: string): boolean {
  const match = /^\s*(?:(?:"[^"]*"|[^"<>,]*)\s*<([^<>\s]+)>|([^<>\s,"]+))\s*$/.exec(value);
  const address = match?.[1] ?? match?.[2];
  return z.email().safeParse(address).success;
}

export const mailEnvShape = {
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(isSingleMailbox, 'must be one address, e.g. "Tiffin Fit <hello@tiffinfit.com>"')
      .optional(),
  ),
  BUSINESS_ADDRESS: z.string().min(1).default(DEFAULT_BUSINESS_ADDRESS),
};

type MailEnv = z.output<z.ZodObject<typeof mailEnvShape>>;

export interface MailConfig {
  /** Deliver through this SMTP server; without it every message is written to DATA_DIR/mail as an .eml file. */
  smtpUrl: string | undefined;
  /** The From header of every message. */
  from: string;
  /** The business's postal address, printed in every footer. */
  businessAddress: string;
}

export function parseMailConfig(e: MailEnv, contactEmail: string): MailConfig {
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `Tiffin Fit <${contactEmail}>`,
    businessAddress: e.BUSINESS_ADDRESS,
  };
}

/** Files under DATA_DIR, the sender and the default address: tests point smtpUrl at their own SMTP server. */
export const testMailConfig: MailConfig = {
  smtpUrl: undefined,
  from: 'Tiffin Fit <hello@tiffinfit.com>',
  businessAddress: DEFAULT_BUSINESS_ADDRESS,
};
