// Renders each page's HTML document: the build's (pre-rendered) body, that page's metadata in the head, compressed.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { z } from 'zod';
import { SITE_CONFIG_META_NAME, type SiteConfig } from '../../../contracts/site-config';
import { fillPriceTexts, SPEC_PRICES, type ShownPrices } from '../../../domain/price-texts';
import { NOT_FOUND_PAGE, SITE_NAME, type PageAccess, type PageMeta } from '../../../domain/site-pages';
import type { PageLinks } from './route-preloads';

export const HEAD_PLACEHOLDER = '<!--app-head-->';

/** Written by scripts/prerender.mjs: the documents of the pages rendered at build time, by path. */
export const PRERENDERED_FILE = '.prerendered.json';

/** Used when the web app has not been built (API tests): a shell with the same head. */
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />${HEAD_PLACEHOLDER}</head><body><div id="root"></div></body></html>`;

const OG_IMAGE = { width: 1200, height: 630, alt: `${SITE_NAME}: high-protein Indian lunches in Irving, TX` };

export interface RenderedPage {
  raw: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** A page to serve: its canonical path, what the route table says of it, and the page module it loads. */
export interface PageTarget {
  path: string;
  meta: PageMeta;
  access: PageAccess;
  /** The page's module as named in the route table (faq-page). */
  page: string;
  /** The API reads its document starts for a signed-in visitor (the route table's firstReads). */
  firstReads?: readonly string[];
}

export const NOT_FOUND_TARGET: PageTarget = {
  path: '/404',
  meta: NOT_FOUND_PAGE.meta,
  access: NOT_FOUND_PAGE.access,
  page: NOT_FOUND_PAGE.page,
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderHead(meta: PageMeta, canonicalUrl: string, origin: string, access: PageAccess): string {
  const e = escapeHtml;
  const image = new URL(meta.image, origin).toString();
  return [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(meta.description)}" />`,
    `<meta name="keywords" content="${e(meta.keywords)}" />`,
    // Pages for signed-in people have nothing for a search engine.
    ...(access === 'public' ? [] : [`<meta name="robots" content="noindex" />`]),
    `<link rel="canonical" href="${e(canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${e(SITE_NAME)}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:type" content="${e(meta.type)}" />`,
    `<meta property="og:url" content="${e(canonicalUrl)}" />`,
    `<meta property="og:image" content="${e(image)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${e(OG_IMAGE.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

/**
 * A page rendered at build time shows its content before any script runs, so its scripts (hydration) start once
 * that content is painted (public/after-paint.js), leaving the network to the styles and fonts the first paint
 * needs. A signed-in page's frame (its header, its tabs, the places of its cards) is painted the same way: its data
 * is already on its way (early-reads.js), and with its scripts in the head Lighthouse's mobile simulation put its
 * first paint at 2.5 s; started after the paint, they leave it at 0.8 s. In a browser-rendered page the scripts are
 * the content and keep their place.
 */
function deferScripts(html: string): string {
  const preloads: string[] = [];
  const withoutPreloads = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  return withoutPreloads.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, entry: string) =>
      `<script src="/after-paint.js" data-entry="${entry}" data-preloads="${preloads.join(' ')}" defer></script>`,
  );
}

/**
 * The script that starts a signed-in page's first API reads as the document arrives, so their answers travel while
 * the app's JavaScript downloads (src/web/public/early-reads.js). A file, not inline: the policy allows only 'self'.
 */
export function earlyReadsScript(paths: readonly string[]): string {
  if (paths.length === 0) return '';
  return `<script src="/early-reads.js" data-reads="${escapeHtml(paths.join(' '))}" async></script>`;
}

function compress(html: string): RenderedPage {
  const raw = Buffer.from(html);
  return {
    raw,
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

export interface PageTemplates {
  /** The app shell, for pages rendered in the browser. */
  shell: string;
  /** Documents rendered at build time, by canonical path. */
  prerendered: ReadonlyMap<string, string>;
  notFound: string;
}

const prerenderedSchema = z.object({
  pages: z.record(z.string(), z.string()),
  notFound: z.string(),
});

function checked(file: string, template: string): string {
  if (!template.includes(HEAD_PLACEHOLDER)) throw new Error(`${file} has no ${HEAD_PLACEHOLDER} placeholder`);
  return template;
}

export function loadTemplates(webDistDir: string): PageTemplates {
  const shellFile = path.join(webDistDir, 'index.html');
  if (!existsSync(shellFile)) {
    return { shell: FALLBACK_TEMPLATE, prerendered: new Map(), notFound: FALLBACK_TEMPLATE };
  }
  const shell = checked(shellFile, readFileSync(shellFile, 'utf8'));
  const prerenderedFile = path.join(webDistDir, PRERENDERED_FILE);
  if (!existsSync(prerenderedFile)) return { shell, prerendered: new Map(), notFound: shell };
  const { pages, notFound } = prerenderedSchema.parse(JSON.parse(readFileSync(prerenderedFile, 'utf8')));
  return {
    shell,
    prerendered: new Map(Object.entries(pages).map(([page, html]) => [page, checked(prerenderedFile, html)])),
    notFound: checked(prerenderedFile, notFound),
  };
}

export interface PageRenderer {
  /** A page's document; re-rendered when its server time is over a minute old. */
  page(target: PageTarget): RenderedPage;
  notFound(): RenderedPage;
}

const MAX_AGE_MS = 60_000;
/** Paths with open parameters (/admin/subscribers/:id) are unbounded; the cache is not. */
const MAX_CACHED = 200;

/**
 * Renders pages lazily and caches them; siteConfig() is read at each render (it carries the server's time and the
 * prices in force, which a page rendered at build time shows filled in: a change of them renders it again).
 */
export function createPageRenderer(
  templates: PageTemplates,
  origin: string,
  siteConfig: () => SiteConfig,
  now: () => Date,
  links: (page: string) => PageLinks = () => ({ preloads: '', tail: '' }),
  prices: () => ShownPrices = () => SPEC_PRICES,
): PageRenderer {
  const cache = new Map<string, { page: RenderedPage; at: number; prices: string }>();

  function render(key: string, target: PageTarget, template: string, prerendered: boolean): RenderedPage {
    const at = now().getTime();
    const hit = cache.get(key);
    const shown = prices();
    // Read again every few seconds: a render (brotli at its best) only when they differ.
    const shownKey = JSON.stringify(shown);
    if (hit && at - hit.at < MAX_AGE_MS && hit.prices === shownKey) return hit.page;
    const { preloads, tail } = links(target.page);
    const early = earlyReadsScript(target.firstReads ?? []);
    const head =
      renderHead(target.meta, origin + target.path, origin, target.access) +
      `\n    <meta name="${SITE_CONFIG_META_NAME}" content="${escapeHtml(JSON.stringify(siteConfig()))}" />` +
      (early ? `\n    ${early}` : '') +
      `\n    ${preloads}`;
    const html = fillPriceTexts(template, shown)
      .replace(HEAD_PLACEHOLDER, () => head)
      .replace('</head>', () => (tail ? `  ${tail}\n  </head>` : '</head>'));
    const page = compress(prerendered ? deferScripts(html) : html);
    cache.delete(key);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, { page, at, prices: shownKey });
    return page;
  }

  return {
    page(target) {
      const prerendered = templates.prerendered.get(target.path);
      return render(target.path, target, prerendered ?? templates.shell, prerendered !== undefined);
    },
    notFound: () =>
      render('\0not-found', NOT_FOUND_TARGET, templates.notFound, templates.notFound !== templates.shell),
  };
}
