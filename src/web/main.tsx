// The web app's entry: hydrates the HTML rendered at build time for this page, or renders the page in the browser.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { preloadPageAt } from './app/router';
import './styles/app.css';

// index.html (every page's document is made from it) holds the root.
const container = document.getElementById('root') as HTMLElement;

function start(route: string | undefined) {
  const app = (
    <BrowserRouter>
      <App />
    </BrowserRouter>
  );
  // The build says which route it rendered; the server may have answered another (a 404 for an unknown article).
  // Hydration as a transition: React yields to the browser every few milliseconds instead of holding it for the
  // whole page (a tap meanwhile is replayed once its part is hydrated).
  if (route !== undefined && container.dataset.route === route)
    startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// The page's module is loaded first (the server preloads it), so hydration finds every component ready.
preloadPageAt(window.location.pathname).then(start, () => start(undefined));
// What starts once the page is up (pages loaded ahead of a click, the installable app): out of the first load.
void import('./app/after-first-load').then((module) => module.afterFirstLoad());
