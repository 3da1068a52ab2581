// The route table's client projection, inlined by vite.config.ts at build time (`define`).
import type { ClientRoute } from '../domain/site-pages';

declare global {
  const __SITE_ROUTES__: readonly ClientRoute[];
}
