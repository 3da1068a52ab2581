// Build-time rendering (scripts/prerender.mjs): the public pages of the route table as HTML, the tree the browser hydrates.
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { NOT_FOUND_PAGE, SITE_PAGES } from '../domain/site-pages';
import { App } from './app/app';
import { preloadPageAt } from './app/router';
import { buildTimeSiteConfig, setRenderedSiteConfig } from './lib/site-config';

/** A path no pattern of the table matches (patterns have no dots), which the router shows as the not-found page. */
export const NOT_FOUND_PATH = '/.not-found';

/** Every path to render: each public page with `prerender`, each known value of its parameters, and the not-found page. */
export function pathsToRender(): string[] {
  return [...SITE_PAGES.flatMap((page) => page.prerenderPaths()), NOT_FOUND_PATH];
}

export interface RenderedPage {
  /** The route pattern the router matched ('*' for the not-found page); the browser hydrates only the same route. */
  route: string;
  html: string;
}

/** Renders one path with the business defaults and the build's clock (renderedAt), as the browser will hydrate it. */
export async function renderPage(path: string, renderedAt: string): Promise<RenderedPage> {
  setRenderedSiteConfig(buildTimeSiteConfig(renderedAt));
  const route = await preloadPageAt(path);
  if (route === undefined) throw new Error(`No route for ${path}`);
  if (path === NOT_FOUND_PATH && route !== NOT_FOUND_PAGE.path) throw new Error(`${path} is a page`);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <App />
    </StaticRouter>,
    {
      onError: (error) => void errors.push(error),
      // Large boundaries would otherwise be sent apart and revealed by inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw new Error(`Rendering ${path} failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  if (/<script|<template/i.test(html))
    throw new Error(`${path} rendered with an inline script or a pending boundary`);
  return { route, html };
}
