// Pages arrive rendered at build time and the app takes them over after its scripts load. A click before that is
// the bare HTML's (a form submits natively, nothing validates), so journeys that act at once wait for the app first.
import type { Page } from '@playwright/test';

/** Resolves once React has taken over #root (it marks its container with an internal key). */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
