// The whole app below the router: the browser wraps it in BrowserRouter, build-time rendering in StaticRouter.
import { StrictMode, useEffect } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  // `<html data-hydrated>` once the app has taken the document over and its controls answer. A page rendered at build
  // time starts its scripts after its first paint, so its HTML is on screen before then; the browser tests wait for
  // the mark after each navigation (e2e/support/test.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
}
