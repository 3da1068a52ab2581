// Recording anonymous page views: only pages of the site count, each client address reports a bounded number.
import { createHmac } from 'node:crypto';
import { localDateOf } from '../../../domain/calendar';
import { sitePageAt } from '../../../domain/site-pages';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { AbuseLimits } from '../../http/abuse-limits';
import { HOUR_MS, type RateLimiter } from '../../http/rate-limiter';
import { pageViewRepository } from './page-view-repository';

export const TOO_MANY_PAGE_VIEWS_MESSAGE = 'Too many page views from here';

/**
 * The path a view counts under: a page of the route table as it was asked for, or for a page whose parameter is
 * open (a subscriber's id in the back office) its pattern; undefined for anything that is not a page of the site.
 */
export function countedPath(path: string): string | undefined {
  const found = sitePageAt(path);
  if (!found) return undefined;
  const pattern = found.page.path;
  return pattern.includes(':') && !found.page.prerenderPaths().includes(path) ? pattern : path;
}

export function createPageViewService(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  limiter: RateLimiter;
  limits: AbuseLimits;
}) {
  const views = pageViewRepository(deps.db);
  // Keyed hashes: the table cannot be matched back to a browser id or an address without APP_SECRET.
  const key = createHmac('sha256', deps.appSecret).update('page-visits').digest();
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url').slice(0, 22);

  return {
    /** Counts one view (429 past the address's hourly allowance); made-up paths are answered and not counted. */
    async record(view: { path: string; visitorId: string; ip: string }): Promise<void> {
      const rule = { limit: deps.limits.pageViewsPerAddressPerHour, windowMs: HOUR_MS };
      await deps.limiter.take('page-views:address', view.ip, rule, TOO_MANY_PAGE_VIEWS_MESSAGE);
      const path = countedPath(view.path);
      if (path === undefined) return;
      const at = deps.clock.now();
      await views.record({
        day: localDateOf(at),
        visitorHash: hash(`v:${view.visitorId}`),
        addressHash: hash(`a:${view.ip}`),
        path,
        at,
      });
    },
  };
}

export type PageViewService = ReturnType<typeof createPageViewService>;
