// Layout for pages with their own header (dashboard, admin, sign-in hand-off).
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageChrome } from './page-chrome';
import { PageErrorBoundary } from './page-error-boundary';

export function BareLayout() {
  return (
    <>
      <PageChrome />
      <PageErrorBoundary>
        <Suspense fallback={<div className="min-h-[60vh]" aria-busy="true" />}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
    </>
  );
}
