// The serious and critical axe-core findings on the page as it is now, one line each (empty when there are none).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page): Promise<string[]> {
  // Parts below the fold (the footer) are laid out only as they near the screen (content-visibility: auto), and axe
  // read the footer's text before Chromium had laid it out, as on a white page: 3 runs in 8 of /faq at 390 px on a
  // busy machine reported its links as low contrast. Read as a person who scrolled there sees it.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  // Text in a dialog still fading or zooming in is drawn at part opacity, which axe reads as low contrast: let the
  // page's finite animations end first (spinners and skeleton pulses run forever and are not waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // A sandboxed frame (the e-mail preview's) runs no script, so axe cannot run inside it: depending on timing its
  // injection either fails fast or waits forever. The e-mails' own markup is checked by the e-mail rendering tests.
  // Legacy mode runs axe.run() in the page itself. The default mode runs axe.runPartial() in each frame and then opens
  // a second, blank page to join the parts: the same findings (compared on the admin, landing and e-mail preview
  // pages) at 1.5 to 2.5 times the cost, in a suite that runs axe about ninety times.
  const results = await new AxeBuilder({ page }).exclude('iframe[sandbox]').setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
