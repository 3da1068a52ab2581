// Reads the public site settings the server put in the page (a meta tag, since inline scripts are not allowed).
import {
  DEFAULT_BUSINESS,
  SITE_CONFIG_META_NAME,
  siteConfigSchema,
  type SiteConfig,
} from '../../contracts/site-config';
import { launchPhaseAt, type LaunchPhase } from '../../domain/launch';

/** How the payment step takes a card; a server that sends no payment settings runs the offline sandbox. */
export type PaymentsConfig = NonNullable<SiteConfig['payments']>;

/** Used when the page was not served by our server (Vite's dev server, unit tests). */
const FALLBACK: SiteConfig = {
  ...DEFAULT_BUSINESS,
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

/** The launch phase at an instant, by the launch dates the server sent. */
export function launchPhaseOn(now: Date): LaunchPhase {
  const { launch } = siteConfig();
  return launchPhaseAt(now, {
    betaBannerCutoff: new Date(launch.betaBannerCutoff),
    inviteOnlyStart: new Date(launch.inviteOnlyStart),
  });
}
