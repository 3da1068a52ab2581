// Registers the service worker once the page has loaded and gone idle, and says when a new version is ready and when
// it has taken over. Started by app/after-first-load.ts, so none of it (nor Workbox's window code) is in the first
// load.
import { registerSW } from 'virtual:pwa-register';
import { toast } from '../../components/ui/toast-store';
import { AUTH_CHANGE_EVENT, authStorage } from '../../lib/auth-storage';
import { pageSettled } from '../../lib/page-settled';
import { captureInstallPrompt } from './install-prompt';
import { startOfflineState } from '../../lib/offline-state';

/** Set while a new version waits for the next visit; seen gone at a later visit, the new version has taken over. */
const UPDATE_WAITING_KEY = 'app_update_waiting';

function storage(action: (store: Storage) => string | null | void): string | null {
  try {
    return action(localStorage) ?? null;
  } catch {
    return null;
  }
}

function register(): void {
  registerSW({
    immediate: true,
    // A new version waits until every tab of the old one is closed (no reload under the person's feet).
    onNeedRefresh() {
      if (storage((s) => s.getItem(UPDATE_WAITING_KEY)) !== null) return;
      storage((s) => s.setItem(UPDATE_WAITING_KEY, '1'));
      toast({ title: 'A new version is ready', description: 'It opens the next time you come back.' });
    },
    onRegisteredSW(_url, registration) {
      if (!registration || registration.waiting || !navigator.serviceWorker.controller) return;
      if (storage((s) => s.getItem(UPDATE_WAITING_KEY)) === null) return;
      storage((s) => s.removeItem(UPDATE_WAITING_KEY));
      toast({
        title: 'Updated',
        description: 'You are on the newest version of Tiffin Fit.',
        variant: 'success',
      });
    },
    // Service workers blocked or unsupported: the app works online as before.
    onRegisterError() {},
  });
}

/**
 * The worker installs once the page has settled (lib/page-settled.ts: 3 s after the load event, when idle), or this
 * long after a sign-in. Installing fetches and stores the whole build: about 1.3 s of a core in Chromium, which on a
 * phone's two busy cores was taken from the page's first render of the subscriber's data (issue 22).
 */
const INSTALL_AFTER_SIGN_IN_MS = 3000;

function whenPageIsIdle(start: () => void): void {
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 });
    else start();
  }, INSTALL_AFTER_SIGN_IN_MS);
}

/**
 * The worker precaches the whole build (about 590 KB sent): worth it to a subscriber, not to a visitor reading the
 * landing page on a phone. It is registered once someone is signed in, and stays for the visits after.
 */
function registerOnceSignedIn(): void {
  const signedIn = () => authStorage.getToken() !== null;
  if (signedIn()) return register();
  // Signed in later (the sign-in form, then the dashboard's first render): once that page is idle too.
  const whenSignedIn = () => {
    if (!signedIn()) return;
    window.removeEventListener(AUTH_CHANGE_EVENT, whenSignedIn);
    whenPageIsIdle(register);
  };
  window.addEventListener(AUTH_CHANGE_EVENT, whenSignedIn);
}

export function startInstallableApp(): void {
  captureInstallPrompt();
  startOfflineState();
  if (!('serviceWorker' in navigator)) return;
  void pageSettled().then(registerOnceSignedIn);
}
