// The browser's offer to install the app (beforeinstallprompt, Chromium), kept for the dashboard to make once, and
// whether it has been made: accepted or dismissed, it is not made again on this device.
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const DONE_KEY = 'install_offer_done';

let deferred: BeforeInstallPromptEvent | null = null;
let captured = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function isInstallPrompt(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

/** Listens from the first load on (the event can come before the dashboard opens); keeps the browser's own bar away. */
export function captureInstallPrompt(): void {
  if (captured) return;
  captured = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    event.preventDefault();
    deferred = event;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    markInstallOfferDone();
  });
}

export function installOfferDone(): boolean {
  try {
    return localStorage.getItem(DONE_KEY) !== null;
  } catch {
    return false;
  }
}

export function markInstallOfferDone(): void {
  try {
    localStorage.setItem(DONE_KEY, new Date().toISOString());
  } catch {
    /* storage unavailable: the offer comes back next time */
  }
  emit();
}

/** Shows the browser's install dialog; the offer is done whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  markInstallOfferDone();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'prompt' when the browser can install it in one tap, 'ios' for Safari's Share menu, else null. */
export type InstallWay = 'prompt' | 'ios' | null;

function currentWay(): InstallWay {
  // A phone or a tablet: on a computer the browser's own install button is enough.
  if (installOfferDone() || typeof window.matchMedia !== 'function') return null;
  if (!window.matchMedia('(pointer: coarse)').matches) return null;
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    ('standalone' in navigator && navigator.standalone === true);
  if (standalone) return null;
  if (deferred) return 'prompt';
  const ios = /iPhone|iPad|iPod/.test(navigator.userAgent) && /Safari/.test(navigator.userAgent);
  return ios ? 'ios' : null;
}

export function useInstallWay(): InstallWay {
  return useSyncExternalStore(subscribe, currentWay, () => null);
}
