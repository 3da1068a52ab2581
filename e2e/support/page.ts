// Small looks at a page that several journeys share.
import type { Page } from '@playwright/test';
import { scriptsHeldBack } from './app';

/** How far below the top of the window a section's top edge is, in whole pixels. */
export function sectionTop(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
}

/**
 * Holds the page's scripts back, as a slow network would, so the build's HTML is what the user has; the returned
 * function lets them load again.
 */
export async function holdBackScripts(page: Page): Promise<() => Promise<void>> {
  scriptsHeldBack.add(page);
  await page.route('**/*.js', (route) => route.abort());
  return async () => {
    scriptsHeldBack.delete(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  };
}
