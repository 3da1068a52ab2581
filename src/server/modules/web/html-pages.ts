// Renders the app's HTML once per route, with that route's metadata in the head, in raw, gzip and brotli forms.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { SITE_CONFIG_META_NAME, type SiteConfig } from '../../../contracts/site-config';
import { NOT_FOUND_PAGE, SITE_NAME, SITE_PAGES, type PageMeta } from '../../../domain/site-pages';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

/** Used when the web app has not been built (API tests): a shell with the same head. */
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${HEAD_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

export interface RenderedPage {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderHead(meta: PageMeta, canonicalUrl: string, origin: string): string {
  const e = escapeHtml;
  const image = new URL(meta.image, origin).toString();
  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta name="keywords" content="${e(meta.keywords)}" />`,
    `<link rel="canonical" href="${e(canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${e(SITE_NAME)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:url" content="${e(canonicalUrl)}" />`,
    `<meta property="og:image" content="${e(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

function compress(html: string): RenderedPage {
  const raw = Buffer.from(html);
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

export function loadTemplate(webDistDir: string): string {
  const file = path.join(webDistDir, 'index.html');
  if (!existsSync(file)) return FALLBACK_TEMPLATE;
  const template = readFileSync(file, 'utf8');
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`${file} has no ${HEAD_PLACEHOLDER} placeholder`);
  return template;
}

export interface PageRenderer {
  /** The page for a spec route, or the not-found page; re-rendered when its server time is over a minute old. */
  page(route: string | null): RenderedPage;
}

const MAX_AGE_MS = 60_000;

/** Renders pages lazily and caches them; siteConfig() is read at each render (it carries the server's time). */
export function createPageRenderer(
  template: string,
  origin: string,
  siteConfig: () => SiteConfig,
  now: () => Date,
  preloads: (route: string | null) => string = () => '',
): PageRenderer {
  const cache = new Map<string, { page: RenderedPage; at: number }>();
  return {
    page(route) {
      const key = route ?? '404';
      const at = now().getTime();
      const hit = cache.get(key);
      if (hit && at - hit.at < MAX_AGE_MS) return hit.page;
      const meta = route ? (SITE_PAGES as Record<string, PageMeta>)[route] : undefined;
      const head =
        renderHead(meta ?? NOT_FOUND_PAGE, origin + (route ?? '/404'), origin) +
        `\n    <meta name="${SITE_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(siteConfig()))}" />` +
        `\n    ${preloads(route)}`;
      const page = compress(template.replace(HEAD_PLACEHOLDER, head));
      cache.set(key, { page, at });
      return page;
    },
  };
}
