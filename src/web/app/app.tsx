// The whole app below the router: the browser wraps it in BrowserRouter, build-time rendering in StaticRouter.
import { StrictMode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
}
