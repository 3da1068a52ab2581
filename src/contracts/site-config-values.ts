// The site settings' name in the page and the business's defaults, in a module without zod: the web app's shell
// reads them, and a module it imports that imports zod would put zod in every page's first load (./site-config.ts
// has the schema).
import type { SiteConfig } from './site-config';

export const SITE_CONFIG_META_NAME = 'site-config';

/** The business's defaults; each can be overridden by the server's configuration (docs/CONFIGURATION.md). */
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
