// Serves the built web app: one HTML document per page of the route table, hashed assets with long caching, 404 for the rest.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toErrorBody } from '../../http/error-handler';
import { AppError } from '../../http/app-error';
import type { App } from '../../http/routing';
import type { SiteConfig } from '../../../contracts/site-config';
import { pathWith, SITE_PAGES } from '../../../domain/site-pages';
import type { Clock } from '../../clock';
import type { BusinessConfig } from '../../config';
import { createPageRenderer, loadTemplates, type RenderedPage } from './html-pages';
import { createRoutePreloads } from './route-preloads';
import type { ShownPricesKeeper } from './shown-prices';

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, status: number) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  void reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.raw);
}

/** Hashed assets never change; the service worker and the manifest name no version, so a new build is seen at once. */
function cacheControlOf(filePath: string): string {
  if (filePath.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\/(sw\.js|manifest\.webmanifest)$/.test(filePath)) return 'no-cache';
  return 'public, max-age=3600';
}

export interface WebDeps {
  webDistDir: string;
  appOrigin: string;
  business: BusinessConfig;
  googleSignInEnabled: boolean;
  /** How the payment step takes a card (never any secret). */
  payments: NonNullable<SiteConfig['payments']>;
  clock: Clock;
  /** The prices pages show, kept fresh from the database (issue 43). */
  prices: ShownPricesKeeper;
}

export async function webRoutes(app: App, deps: WebDeps): Promise<void> {
  const siteConfig = (): SiteConfig => ({
    ...deps.business,
    serverTime: deps.clock.now().toISOString(),
    googleSignInEnabled: deps.googleSignInEnabled,
    payments: deps.payments,
    prices: deps.prices.current(),
  });
  const pages = createPageRenderer(
    loadTemplates(deps.webDistDir),
    deps.appOrigin,
    siteConfig,
    () => deps.clock.now(),
    createRoutePreloads(deps.webDistDir),
    () => deps.prices.current(),
  );

  const paramsSchema = z.record(z.string(), z.string());
  for (const page of SITE_PAGES) {
    // The document is the same for everyone: who may see a page is the page's business in the browser, where the
    // session lives, and the API's, which checks every call.
    app.get(page.path, { config: { access: 'public' } }, async (request, reply) => {
      await deps.prices.fresh();
      const params = paramsSchema.safeParse(request.params);
      const meta = params.success ? page.metaFor(params.data) : undefined;
      if (!params.success || !meta) return sendPage(request, reply, pages.notFound(), 404);
      const target = {
        path: pathWith(page.path, params.data),
        meta,
        access: page.access,
        page: page.page,
        firstReads: page.firstReads,
      };
      return sendPage(request, reply, pages.page(target), 200);
    });
  }

  if (existsSync(deps.webDistDir)) {
    await app.register(fastifyStatic, {
      root: deps.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The shell and the build's documents are sent only with their page's head; dot-files are the server's.
      allowedPath: (pathName) =>
        pathName !== '/index.html' && !pathName.split('/').some((s) => s.startsWith('.')),
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', cacheControlOf(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (isPage) return sendPage(request, reply, pages.notFound(), 404);
    const { status, body } = toErrorBody(
      new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`),
    );
    return reply.status(status).send(body);
  });
}
