// The public settings the web app needs (contact details, pickup place, launch dates), sent in the page's HTML.
import * as z from 'zod/mini';

export const siteConfigSchema = z.object({
  contactEmail: z.string(),
  contactPhone: z.string(),
  communityChatUrl: z.string(),
  social: z.object({ instagram: z.string(), facebook: z.string(), x: z.string() }),
  pickup: z.object({
    name: z.string(),
    description: z.string(),
    address: z.string(),
    time: z.string(),
    parking: z.string(),
  }),
  launch: z.object({
    betaBannerCutoff: z.iso.datetime(),
    inviteOnlyStart: z.iso.datetime(),
  }),
  /** The server's clock when the page was rendered, so phases agree with the server. */
  serverTime: z.iso.datetime(),
  googleSignInEnabled: z.boolean(),
  /**
   * The prices a visitor is shown now (issue 43): the server fills them into the pages rendered at build time, and
   * the app renders the same. Absent: the spec's, with tax included.
   */
  prices: z.optional(
    z.object({
      weekly: z.number(),
      monthly: z.number(),
      taxRateBasisPoints: z.number(),
      taxIncluded: z.boolean(),
    }),
  ),
  /** How the payment step takes a card: the offline sandbox's own fields, or Square's card form. Absent: sandbox. */
  payments: z.optional(
    z.union([
      z.object({ mode: z.literal('sandbox') }),
      z.object({
        mode: z.literal('square'),
        applicationId: z.string(),
        locationId: z.string(),
        environment: z.enum(['sandbox', 'production']),
      }),
    ]),
  ),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;

export { DEFAULT_BUSINESS, SITE_CONFIG_META_NAME } from './site-config-values';
