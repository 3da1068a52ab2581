// Starts loading a page's chunk (and so its imports) when a link to it is pointed at, focused or touched, so a click
// seldom waits for it. Vite lists only a page's styles with its chunk (vite.config.ts), to keep the shell small.
import { preloadPageAt } from './router';

const preloaded = new Set<string>();

function preload(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.origin !== window.location.origin || preloaded.has(link.pathname)) return;
  preloaded.add(link.pathname);
  preloadPageAt(link.pathname).catch(() => preloaded.delete(link.pathname));
}

export function preloadOnIntent(): void {
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, preload, { passive: true });
  }
}
