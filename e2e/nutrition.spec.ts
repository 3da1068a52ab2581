// The nutrition tracker: the gate for a visitor and for an account without a plan; then the demo subscriber sets
// goals, logs a meal, a food from the tables and our lunch, generates insights, sees the charts and exports.
import { expect, test, type Page } from '@playwright/test';
import { toastOf } from './support/toast';
import { sidewaysOverflow } from './support/overflow';

const DEMO = { email: 'demo@example.com', password: 'tiffin-demo-2025' };
const ADMIN = { email: 'admin@tiffinfit.test', password: 'e2e-admin-passphrase' };

/** Signs in through the API and keeps the session where the app keeps it. */
async function signIn(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
  return token;
}

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Nutrition tracker sections' }).getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

async function barValue(page: Page, name: string): Promise<number> {
  const bar = panel(page, 'Overview').getByRole('progressbar', { name });
  return Number(await bar.getAttribute('aria-valuenow'));
}

async function todayCalories(page: Page): Promise<number> {
  await tab(page, 'Overview').click();
  const progress = panel(page, 'Overview').getByRole('region', { name: "Today's Progress" });
  await expect(progress).toBeVisible();
  if (await progress.getByText('Nothing logged today').isVisible()) return 0;
  const text = await progress.getByText(/ eaten of /).textContent();
  return Number((text ?? '').split(' eaten')[0]?.replace(/,/g, ''));
}

test('a visitor sees the tracker page and a gate that leads to sign-in', async ({ page }) => {
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition Tracker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to open your tracker' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in account without a subscription is told every plan includes the tracker and led to /subscribe', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { name: 'The tracker comes with a subscription' })).toBeVisible();
  await expect(
    page.getByText('Every plan, weekly or monthly, includes the Nutrition Tracker.'),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('tablist', { name: 'Nutrition tracker sections' })).toHaveCount(0);
});

test('the demo subscriber sets goals, logs a meal, a food and our lunch, generates insights, sees charts and exports', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await page.goto('/nutrition');

  // Goals -> targets: from the form the first time, else through Update Goals.
  const form = page.getByRole('region', { name: /Set Your Goals|Update Your Goals/ });
  await expect(form.or(tab(page, 'Overview'))).toBeVisible();
  if (await tab(page, 'Goals').isVisible()) {
    await tab(page, 'Goals').click();
    await panel(page, 'Goals').getByRole('button', { name: 'Update Goals' }).click();
  }
  await form.getByText('Muscle Gain').click();
  await form.getByLabel('Activity Level').selectOption('very_active');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByLabel('Age').fill('31');
  await form.getByLabel('Height (cm)').fill('165');
  await form.getByLabel('Target Weight (kg)').fill('62');
  await form.getByLabel('Current Weight (kg)').fill('400');
  await form.getByRole('button', { name: 'Calculate' }).click();
  // The server checks the range and names the field; the form shows it there.
  await expect(form.getByText('Current weight must be between 30 and 300 kg')).toBeVisible();
  await expect(toastOf(page, 'Error')).toBeVisible();
  await form.getByLabel('Current Weight (kg)').fill('60');
  await form.getByRole('button', { name: 'Calculate' }).click();
  await expect(toastOf(page, 'Goals Set!')).toContainText(
    'Your nutritional goals have been calculated and saved.',
  );
  await tab(page, 'Goals').click();
  const targets = panel(page, 'Goals').getByRole('region', { name: 'Your Daily Targets' });
  await expect(targets).toContainText(/Calories\s*[\d,]+ kcal/);
  await expect(panel(page, 'Goals').getByRole('region', { name: 'Your Profile' })).toContainText(
    'Very Active',
  );

  // A meal typed in and a food from the tables, today: the calorie bar moves.
  const before = await todayCalories(page);
  await tab(page, 'Log Food').click();
  const log = panel(page, 'Log Food');
  const manual = log.getByRole('region', { name: 'Log Nutrition' });
  await manual.getByLabel(/What was it/).fill('Oats with whey');
  await manual.getByLabel('Calories (kcal)').fill('420');
  await manual.getByLabel('Protein (g)').fill('35');
  await manual.getByLabel('Water (L)').fill('0.5');
  await manual.getByRole('button', { name: 'Log Nutrition' }).click();
  await expect(toastOf(page, 'Nutrition Logged!')).toBeVisible();
  await expect(manual.getByLabel('Calories (kcal)')).toHaveValue('');
  await expect(log.getByRole('list', { name: 'Entries' })).toContainText('Oats with whey');

  const foods = log.getByRole('region', { name: 'Search Indian Foods' });
  await foods.getByRole('searchbox').fill('dal');
  await foods.getByRole('list', { name: 'Foods found' }).getByRole('button').first().click();
  await foods.getByLabel('Grams').fill('150');
  await foods.getByRole('button', { name: /^Add / }).click();
  await expect(toastOf(page, 'Nutrition Logged!')).toBeVisible();
  await expect(log.getByRole('list', { name: 'Entries' }).getByText('IFCT')).toBeVisible();

  const after = await todayCalories(page);
  expect(after).toBeGreaterThan(before + 420);
  expect(await barValue(page, 'Protein')).toBeGreaterThan(0);

  // Our lunch in one tap, on the latest day we cooked (today unless it is the weekend).
  await tab(page, 'Log Food').click();
  const days = log.getByRole('radiogroup', { name: 'Day to log' }).getByRole('radio');
  const lunchButton = log.getByRole('button', { name: /I had (today's|this day's) lunch|Lunch logged ✓/ });
  const noService = log.getByRole('heading', { name: 'No lunch service' });
  for (let i = 1; i <= 3; i++) {
    await expect(lunchButton.or(noService)).toBeVisible();
    if (await lunchButton.isVisible()) break;
    await days.nth(i).click();
  }
  if (await lunchButton.isEnabled()) {
    await lunchButton.click();
    await expect(toastOf(page, 'Lunch Logged!')).toBeVisible();
  }
  await expect(log.getByRole('button', { name: 'Lunch logged ✓' })).toBeDisabled();
  await expect(log.getByRole('list', { name: 'Entries' }).getByText('Our lunch')).toBeVisible();

  // Insights generated.
  await tab(page, 'AI Insights').click();
  const insights = panel(page, 'AI Insights');
  await insights.getByRole('button', { name: 'Generate New Insights' }).click();
  await expect(toastOf(page, 'Recommendations Generated!')).toBeVisible();
  const list = insights.getByRole('list', { name: 'Your insights' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByText(/High priority|Medium priority|Low priority/).first()).toBeVisible();
  await expect(list.getByText('Estimated impact').first()).toBeVisible();

  // Charts drawn, for 7 and 90 days too.
  await tab(page, 'Overview').click();
  const trends = panel(page, 'Overview').getByRole('region', { name: 'Your Trends' });
  await expect(trends.locator('figure svg.recharts-surface')).toHaveCount(4);
  await expect(trends.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await trends.getByRole('radio', { name: '90 days' }).click();
  await expect(trends.getByRole('radio', { name: '90 days' })).toHaveAttribute('aria-checked', 'true');
  await expect(trends.locator('figure svg.recharts-surface')).toHaveCount(4);
  await expect(
    panel(page, 'Overview').getByRole('region', { name: 'Recommendations for You' }),
  ).toContainText(/priority/);

  // Export downloaded.
  await tab(page, 'Goals').click();
  const exportCard = panel(page, 'Goals').getByRole('region', { name: 'Export' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exportCard.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    exportCard.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const path = await json.path();
  const { readFile } = await import('node:fs/promises');
  const data = JSON.parse(await readFile(path, 'utf8')) as { entries: { name: string | null }[] };
  expect(data.entries.some((e) => e.name === 'Oats with whey')).toBe(true);
});

test('@mobile at 390 px the tracker tabs fit on screen without scrolling sideways', async ({ page }) => {
  await signIn(page, DEMO);
  await page.goto('/nutrition');
  const overview = tab(page, 'Overview');
  const form = page.getByRole('region', { name: /Set Your Goals/ });
  await expect(overview.or(form)).toBeVisible();
  if (await overview.isVisible()) {
    for (const name of ['Overview', 'Log Food', 'AI Insights', 'Goals']) {
      await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
    }
    await tab(page, 'Log Food').click();
    await expect(panel(page, 'Log Food').getByRole('button', { name: 'Log Nutrition' })).toBeVisible();
    // Search results with long local names once widened the whole column past the screen.
    await page.getByPlaceholder(/Try dal/).fill('milk');
    await expect(page.getByRole('button', { name: /Milk, whole, Cow/ })).toBeVisible();
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
