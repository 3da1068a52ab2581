import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:5100';
const out = '/tmp/wt42-shots';
mkdirSync(out, { recursive: true });
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  if (!only || only === 'admin') {
    await page.goto(base + '/admin/login');
    await page.getByLabel('Email').fill('admin@tiffinfit.test');
    await page.getByLabel('Password').fill('e2e-admin-passphrase');
    await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
    await page.waitForURL(/\/admin$/);
    for (const route of ['/admin/menu', '/admin/shopping-list', '/admin/labels']) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `${out}/${route.replace(/\W+/g, '_')}-${width}.png`, fullPage: true });
    }
    await page.goto(base + '/admin/menu', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Edit Paneer tikka masala' }).click();
    const item = page.getByRole('listitem', { name: 'Paneer tikka masala' });
    await item.scrollIntoViewIfNeeded();
    await item.screenshot({ path: `${out}/admin_menu_edit-${width}.png` });
    await page.getByRole('button', { name: 'Delete Lemon rice' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    const lemon = page.getByRole('listitem', { name: 'Lemon rice' });
    await lemon.getByRole('alert').waitFor();
    await lemon.screenshot({ path: `${out}/admin_menu_delete-${width}.png` });
    await page.emulateMedia({ media: 'print' });
    await page.goto(base + '/admin/labels', { waitUntil: 'networkidle' });
    await page.screenshot({ path: `${out}/labels_print-${width}.png`, fullPage: true });
    if (width === 1280) await page.pdf({ path: `${out}/labels.pdf`, preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
  }
  if (!only || only === 'demo') {
    const ctx2 = await browser.newContext({ viewport: { width, height: 900 } });
    const p2 = await ctx2.newPage();
    await p2.goto(base + '/login');
    await p2.getByLabel('Email').fill('demo@example.com');
    await p2.getByLabel('Password').fill('tiffin-demo-2025');
    await p2.getByRole('button', { name: /sign in|log in/i }).first().click();
    await p2.waitForURL(/dashboard/);
    await p2.goto(base + '/dashboard?tab=subscription', { waitUntil: 'networkidle' });
    const toggles = p2.getByText('The lunches of this week');
    const n = await toggles.count();
    for (let i = 0; i < Math.min(n, 2); i++) await toggles.nth(i).click();
    await p2.waitForLoadState('networkidle');
    await p2.screenshot({ path: `${out}/dashboard_subscription-${width}.png`, fullPage: true });
    await ctx2.close();
  }
  await ctx.close();
}
await browser.close();
