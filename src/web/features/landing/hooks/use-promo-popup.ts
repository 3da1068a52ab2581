// When the first-week promo opens (15 s after load) and whether a visitor already answered it (kept 30 days).
import { useCallback, useEffect, useState } from 'react';

export const PROMO_CODE = 'GYMBRO';
export const PROMO_DELAY_MS = 15_000;
const STORAGE_KEY = 'promo_popup_dismissed_at';
const REMEMBER_MS = 30 * 24 * 60 * 60 * 1000;

function answeredRecently(now: number): boolean {
  try {
    const at = Number(localStorage.getItem(STORAGE_KEY));
    return Number.isFinite(at) && at > 0 && now - at < REMEMBER_MS;
  } catch {
    return false;
  }
}

function rememberAnswer(now: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    /* without storage the popup may come back next visit */
  }
}

export function usePromoPopup(): { open: boolean; dismiss: () => void } {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // The answer is read when the promo is due, not as the page loads: local storage's first read waits on the
    // browser, and the page has settled 15 s in (lib/page-settled.ts).
    const timer = setTimeout(() => {
      if (!answeredRecently(Date.now())) setOpen(true);
    }, PROMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = useCallback(() => {
    rememberAnswer(Date.now());
    setOpen(false);
  }, []);

  return { open, dismiss };
}
