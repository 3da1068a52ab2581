// The serious and critical axe-core findings on the page as it is now, one line each (empty when there are none).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Text in a dialog still fading or zooming in is drawn at part opacity, which axe reads as low contrast: let the
  // page's finite animations end first (spinners and skeleton pulses run forever and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // A sandboxed frame (the e-mail preview's) runs no script, so axe cannot run inside it: depending on timing its
  // injection either fails fast or waits forever. The e-mails' own markup is checked by the e-mail rendering tests.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
