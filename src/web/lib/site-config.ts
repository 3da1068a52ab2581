// The public site settings the server put in the page (a meta tag, since inline scripts are not allowed), and the
// ones a page rendered at build time was rendered with, which hydration starts from before it settles on the server's.
import { useSyncExternalStore } from 'react';
import {
  DEFAULT_BUSINESS,
  SITE_CONFIG_META_NAME,
  siteConfigSchema,
  type SiteConfig,
} from '../../contracts/site-config';
import { launchPhaseAt, type LaunchPhase } from '../../domain/launch';

/** How the payment step takes a card; a server that sends no payment settings runs the offline sandbox. */
export type PaymentsConfig = NonNullable<SiteConfig['payments']>;

/** The business's settings pages show; the server's clock has its own hook, sign-in and payment options are read when used. */
export type SiteSettings = Omit<SiteConfig, 'serverTime' | 'googleSignInEnabled' | 'payments'>;

/** The settings a page is rendered with at build time: the business defaults and the build's clock. */
export function buildTimeSiteConfig(renderedAt: string): SiteConfig {
  return { ...DEFAULT_BUSINESS, serverTime: renderedAt, googleSignInEnabled: false };
}

/** Used when the page was not served by our server (Vite's dev server, unit tests). */
const FALLBACK: SiteConfig = buildTimeSiteConfig(new Date().toISOString());

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

/** The launch phase at an instant, by the launch dates the server sent (or those a page was rendered with). */
export function launchPhaseOn(now: Date, { launch }: Pick<SiteConfig, 'launch'> = siteConfig()): LaunchPhase {
  return launchPhaseAt(now, {
    betaBannerCutoff: new Date(launch.betaBannerCutoff),
    inviteOnlyStart: new Date(launch.inviteOnlyStart),
  });
}

let rendered: SiteConfig | undefined;

/** Build-time rendering (src/web/prerender.tsx) says what it renders with, before it renders. */
export function setRenderedSiteConfig(config: SiteConfig): void {
  rendered = config;
}

/** In the browser: what the HTML in #root was rendered with (data-rendered-at, set at build time), else the live settings. */
function renderedSiteConfig(): SiteConfig {
  if (rendered) return rendered;
  const renderedAt = document.getElementById('root')?.dataset.renderedAt;
  return (rendered = renderedAt ? buildTimeSiteConfig(renderedAt) : siteConfig());
}

function settingsOf({
  serverTime: _time,
  googleSignInEnabled: _google,
  ...settings
}: SiteConfig): SiteSettings {
  return settings;
}

let liveSettings: SiteSettings | undefined;
let renderedSettings: SiteSettings | undefined;

function live(): SiteSettings {
  return (liveSettings ??= settingsOf(siteConfig()));
}

function atRender(): SiteSettings {
  if (renderedSettings) return renderedSettings;
  const settings = settingsOf(renderedSiteConfig());
  // The same object when nothing differs, so hydration does not render the page a second time for nothing.
  const same = typeof document !== 'undefined' && JSON.stringify(settings) === JSON.stringify(live());
  return (renderedSettings = same ? live() : settings);
}

const subscribeNever = () => () => {};

/** Contact details, pickup and launch dates: the rendered ones while hydrating, then the server's. */
export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribeNever, live, atRender);
}

/**
 * A value that depends on the server's clock (launch phase, banner, year): the build's clock while hydrating a page
 * rendered at build time, then the server's. A primitive, so React re-renders only where it differs.
 */
export function useServerClock<T extends string | number | boolean>(
  derive: (now: Date, config: SiteConfig) => T,
): T {
  return useSyncExternalStore(
    subscribeNever,
    () => derive(new Date(siteConfig().serverTime), siteConfig()),
    () => {
      const config = renderedSiteConfig();
      return derive(new Date(config.serverTime), config);
    },
  );
}
