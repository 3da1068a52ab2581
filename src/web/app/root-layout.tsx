// Layout of the public pages: skip link, navigation bar, the page, footer.
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrateLater } from '../components/hydrate-later';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { PageChrome } from './page-chrome';
import { PageErrorBoundary } from './page-error-boundary';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PageChrome />
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-forest-900 px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteNav />
      <main id="main" className="flex-1">
        {/* A full screen, so the footer stays below the fold until the page arrives (no layout shift). */}
        <PageErrorBoundary>
          <Suspense fallback={<div className="min-h-screen" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      {/* Below the fold of every page: hydrated as it nears the screen, or once the page has settled. */}
      <HydrateLater id="site-footer">
        <SiteFooter />
      </HydrateLater>
    </div>
  );
}
