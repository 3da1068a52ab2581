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

export const SITE_CONFIG_META_NAME = 'site-config';

/** The business's defaults; each can be overridden by the server's configuration (README: Configuration). */
export const DEFAULT_BUSINESS = {
  contactEmail: 'hello@tiffinfit.com',
  contactPhone: '(469) 555-0142',
  communityChatUrl: 'https://chat.whatsapp.com/tiffinfit',
  social: {
    instagram: 'https://instagram.com/tiffinfit',
    facebook: 'https://facebook.com/tiffinfit',
    x: 'https://x.com/tiffinfit',
  },
  pickup: {
    name: 'Meat Basket',
    description:
      'Our pickup partner in the heart of Las Colinas, a short drive from the gyms of Irving and Coppell.',
    address: '7610 N MacArthur Blvd, Irving, TX 75063',
    time: 'Monday to Friday, 12:00 PM to 2:00 PM',
    parking: 'Free parking in front of the store; pickups take under two minutes.',
  },
  launch: { betaBannerCutoff: '2024-07-04T05:00:00.000Z', inviteOnlyStart: '2025-08-01T05:00:00.000Z' },
} satisfies Omit<SiteConfig, 'serverTime' | 'googleSignInEnabled' | 'payments'>;
