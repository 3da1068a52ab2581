import { expect, test } from 'vitest';
import { NOT_FOUND_PAGE, SITE_PAGES, sitePageAt } from './site-pages';

test('each path pattern is declared once, from static and :name segments only', () => {
  const paths = SITE_PAGES.map((p) => p.path);
  expect(new Set(paths).size).toBe(paths.length);
  for (const path of paths)
    expect(path, path).toMatch(/^\/((?:[a-z0-9-]+|:[a-zA-Z]+)(\/(?:[a-z0-9-]+|:[a-zA-Z]+))*)?$/);
});

test('only public pages, and the frames of the dashboard and the tracker, are rendered at build time', () => {
  for (const page of SITE_PAGES.filter((p) => p.prerender && !['/dashboard', '/nutrition'].includes(p.path)))
    expect(page.access, page.path).toBe('public');
  expect(NOT_FOUND_PAGE.access).toBe('public');
});

test('a static path finds its page and metadata, with or without a trailing slash', () => {
  expect(sitePageAt('/faq')?.meta.title).toBe('FAQ | Tiffin Fit');
  expect(sitePageAt('/faq/')?.page.path).toBe('/faq');
  expect(sitePageAt('/')?.meta.title).toBe('Tiffin Fit | Premium Indian Lunches for Fitness in Irving, TX');
  expect(sitePageAt('/admin/login')?.page.page).toBe('admin-login-page');
});

test('paths are matched case-sensitively and segment by segment', () => {
  expect(sitePageAt('/FAQ')).toBeUndefined();
  expect(sitePageAt('/faq/more')).toBeUndefined();
  expect(sitePageAt('/no-such-page')).toBeUndefined();
});

test('an article path carries the article in its metadata; an unknown article has no page', () => {
  const found = sitePageAt('/insights/spice-synergy');
  expect(found?.page.path).toBe('/insights/:articleId');
  expect(found?.meta).toMatchObject({
    title: 'Spice Synergy: How Cumin, Ginger and Cinnamon Support Your Metabolism | Tiffin Fit',
    type: 'article',
  });
  expect(found?.meta.description).toMatch(/^Indian cooking rarely uses one spice at a time/);
  expect(sitePageAt('/insights/no-such-article')).toBeUndefined();
  expect(sitePageAt('/insights/%E0%A4%A')).toBeUndefined();
});

test('build-time rendering covers every public page and each known article', () => {
  const paths = SITE_PAGES.flatMap((p) => p.prerenderPaths());
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/faq', '/insights', '/insights/turmeric-science', '/terms', '/welcome']),
  );
  expect(paths).not.toContain('/insights/:articleId');
  expect(paths).not.toContain('/admin');
});

test('every page points at the Open Graph image', () => {
  for (const page of SITE_PAGES) {
    for (const path of page.prerenderPaths().length ? page.prerenderPaths() : [page.path]) {
      const found = sitePageAt(path);
      if (found) expect(found.meta.image, path).toBe('/og-image.png');
    }
  }
  expect(NOT_FOUND_PAGE.meta.image).toBe('/og-image.png');
});
