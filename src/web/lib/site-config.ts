// Reads the public site settings the server put in the page (a meta tag, since inline scripts are not allowed).
import { SITE_CONFIG_META_NAME, siteConfigSchema, type SiteConfig } from '../../contracts/site-config';

/** Used when the page was not served by our server (Vite's dev server, unit tests). */
const FALLBACK: SiteConfig = {
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
  serverTime: new Date().toISOString(),
  googleSignInEnabled: false,
};

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const content = document.querySelector(`meta[name="${SITE_CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (content) {
    try {
      const parsed = siteConfigSchema.safeParse(JSON.parse(content));
      if (parsed.success) return (cached = parsed.data);
    } catch {
      /* fall back below */
    }
  }
  return (cached = FALLBACK);
}
