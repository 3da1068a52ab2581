// At 390 px, what only a browser's layout shows (issue 41): the help button never over the page's content, the bar
// it sits in opaque (nothing that scrolls beneath shows through), and the dashboard's way to the tracker.
import { DEMO, signedInToken } from './support/accounts';
import { expect, test } from './support/test';

test('@mobile the help button sits in the opaque bar and covers nothing as the landing page scrolls', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('banner');
  const help = bar.getByRole('button', { name: /Need help/ });
  await expect(help).toBeVisible();
  // Opaque: a see-through bar showed what scrolled beneath it as a blurred shape.
  expect(
    await bar.evaluate((el) => {
      const style = getComputedStyle(el);
      return { background: style.backgroundColor, filter: style.backdropFilter };
    }),
  ).toEqual({ background: expect.stringMatching(/^rgb\(/) as unknown, filter: 'none' });

  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const [button, banner] = await Promise.all([help.boundingBox(), bar.boundingBox()]);
    if (!button || !banner) throw new Error('the bar or its help button is not laid out');
    // Inside the bar at every scroll position, and what is drawn at its centre is the button itself.
    expect(button.y).toBeGreaterThanOrEqual(banner.y);
    expect(button.y + button.height).toBeLessThanOrEqual(banner.y + banner.height);
    expect(
      await help.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return top !== null && el.contains(top);
      }),
    ).toBe(true);
  }
});

test('@mobile at 390 px the dashboard leads to the nutrition tracker from its Overview', async ({ page }) => {
  const token = await signedInToken(page.request, DEMO);
  await page.addInitScript((t) => localStorage.setItem('auth_token', t), token);
  await page.goto('/dashboard');

  const open = page
    .getByRole('region', { name: 'Nutrition Tracker' })
    .getByRole('link', { name: 'Open Tracker' });
  await open.scrollIntoViewIfNeeded();
  const box = await open.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await open.click();
  await expect(page).toHaveURL(/\/nutrition$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Tracker' })).toBeVisible();
});
