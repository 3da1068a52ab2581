// What the page starts once it is up, in one chunk out of the first load (main.tsx): pages loaded ahead of a click on
// a link to them, and the installable app (service worker, update toasts, offline state, install offer's event).
import { startInstallableApp } from '../features/pwa/register';
import { preloadOnIntent } from './preload-on-intent';

export function afterFirstLoad(): void {
  preloadOnIntent();
  startInstallableApp();
}
