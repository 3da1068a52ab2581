// How far a page is wider than the screen. Measured against the screen's width, not window.innerWidth: a phone's
// browser widens its layout viewport to overflowing content, so innerWidth grows with the overflow it should reveal.
import type { Page } from '@playwright/test';

export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width - (page.viewportSize()?.width ?? width);
}
