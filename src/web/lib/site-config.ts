// The public site settings the server put in the page (a meta tag, since inline scripts are not allowed), and the
// ones a page rendered at build time was rendered with, which hydration starts from before it settles on the server's.
import { useSyncExternalStore } from 'react';
import type { SiteConfig } from '../../contracts/site-config';
import { DEFAULT_BUSINESS, SITE_CONFIG_META_NAME } from '../../contracts/site-config-values';
import { launchPhaseAt, type LaunchPhase } from '../../domain/launch';
import { SPEC_PRICES, type ShownPrices } from '../../domain/price-texts';
import { isRecord } from './is-record';

/** How the payment step takes a card; a server that sends no payment settings runs the offline sandbox. */
export type PaymentsConfig = NonNullable<SiteConfig['payments']>;

/** The business's settings pages show; the server's clock has its own hook, sign-in and payment options are read when used. */
export type SiteSettings = Omit<SiteConfig, 'serverTime' | 'googleSignInEnabled' | 'payments' | 'prices'>;

/** The settings a page is rendered with at build time: the business defaults and the build's clock. */
export function buildTimeSiteConfig(renderedAt: string): SiteConfig {
  return { ...DEFAULT_BUSINESS, serverTime: renderedAt, googleSignInEnabled: false };
}

/** Used when the page was not served by our server (Vite's dev server, unit tests). */
const FALLBACK: SiteConfig = buildTimeSiteConfig(new Date().toISOString());

let cached: SiteConfig | undefined;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** An ISO 8601 instant in UTC with seconds, on a day that exists (not February 30), as z.iso.datetime() takes. */
function isInstant(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value.slice(0, 10);
}

/** The named string fields of a value, or undefined if it is not an object or one of them is not a string. */
function strings<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | undefined {
  if (!isRecord(value)) return undefined;
  const out = {} as Record<K, string>;
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string') return undefined;
    out[key] = field;
  }
  return out;
}

function paymentsOf(value: unknown): SiteConfig['payments'] | null {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  if (value.mode === 'sandbox') return { mode: 'sandbox' };
  const square = strings(value, ['applicationId', 'locationId'] as const);
  const { environment } = value;
  if (value.mode !== 'square' || !square || (environment !== 'sandbox' && environment !== 'production'))
    return null;
  return { mode: 'square', ...square, environment };
}

function pricesOf(value: unknown): SiteConfig['prices'] | null {
  if (value === undefined) return undefined;
  if (!isRecord(value)) return null;
  const { weekly, monthly, taxRateBasisPoints, taxIncluded } = value;
  if (typeof weekly !== 'number' || typeof monthly !== 'number' || typeof taxRateBasisPoints !== 'number')
    return null;
  if (typeof taxIncluded !== 'boolean') return null;
  return { weekly, monthly, taxRateBasisPoints, taxIncluded };
}

/**
 * The settings in the page's meta tag, checked as contracts/site-config.ts's siteConfigSchema checks them (its test
 * holds the two together), or undefined. Written out: the schema is built in no page's first load.
 */
export function siteConfigOf(raw: unknown): SiteConfig | undefined {
  if (!isRecord(raw)) return undefined;
  const contact = strings(raw, ['contactEmail', 'contactPhone', 'communityChatUrl'] as const);
  const social = strings(raw.social, ['instagram', 'facebook', 'x'] as const);
  const pickup = strings(raw.pickup, ['name', 'description', 'address', 'time', 'parking'] as const);
  const launch = isRecord(raw.launch) ? raw.launch : {};
  const { betaBannerCutoff, inviteOnlyStart } = launch;
  const { serverTime, googleSignInEnabled } = raw;
  const payments = paymentsOf(raw.payments);
  const prices = pricesOf(raw.prices);
  if (!contact || !social || !pickup || payments === null || prices === null) return undefined;
  if (!isInstant(betaBannerCutoff) || !isInstant(inviteOnlyStart) || !isInstant(serverTime)) return undefined;
  if (typeof googleSignInEnabled !== 'boolean') return undefined;
  return {
    ...contact,
    social,
    pickup,
    launch: { betaBannerCutoff, inviteOnlyStart },
    serverTime,
    googleSignInEnabled,
    ...(prices === undefined ? {} : { prices }),
    ...(payments === undefined ? {} : { payments }),
  };
}

export function siteConfig(): SiteConfig {
  if (cached) return cached;
  const content = document.querySelector(`meta[name="${SITE_CONFIG_META_NAME}"]`)?.getAttribute('content');
  if (content) {
    try {
      const parsed = siteConfigOf(JSON.parse(content));
      if (parsed) return (cached = parsed);
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
  prices: _prices,
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

/** The prices the server filled into this document (the spec's where it filled none: Vite's dev server, tests). */
function shownPrices(): ShownPrices {
  return siteConfig().prices ?? SPEC_PRICES;
}

/**
 * While rendering at build time, the spec's prices, which the server replaces as it serves the document; in the
 * browser, hydrating included, those it filled in, so hydration finds the text it renders.
 */
function shownPricesAtRender(): ShownPrices {
  return typeof document === 'undefined' ? (rendered?.prices ?? SPEC_PRICES) : shownPrices();
}

/** The prices a visitor is shown now (plan cards, FAQ, terms): always those the server filled into the page. */
export function useShownPrices(): ShownPrices {
  return useSyncExternalStore(subscribeNever, shownPrices, shownPricesAtRender);
}
