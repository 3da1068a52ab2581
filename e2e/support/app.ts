// Pages arrive rendered at build time and the app takes them over after its scripts load (a public page starts them
// after its first paint). A click before that is the bare HTML's (a form submits natively, nothing validates, a
// menu does not open), so every navigation of a journey waits for the app first (e2e/support/test.ts).
import { expect, type Page } from '@playwright/test';

/** Pages whose scripts a journey holds back on purpose (e2e/support/page.ts holdBackScripts): nothing to wait for. */
export const scriptsHeldBack = new WeakSet<Page>();

/**
 * Resolves once the app has taken the document over (it marks `<html data-hydrated>`, src/web/app/app.tsx), or
 * at once for a document that is not the app's (an e-mail preview, a JSON answer). Asked from the test's side: a
 * journey may hold the page's own clock and timers.
 */
export async function appStarted(page: Page): Promise<void> {
  if (scriptsHeldBack.has(page)) return;
  await expect
    .poll(
      () =>
        page
          .evaluate(
            () =>
              document.getElementById('root') === null ||
              document.documentElement.hasAttribute('data-hydrated'),
          )
          .catch(() => false),
      { timeout: 20_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
}
