// The nutrition tracker: the gate for a visitor and for an account without a plan; then the demo subscriber sets
// goals, logs a meal, a food by its portion and our lunch, generates insights, sees the charts and exports; and on a
// phone logs a whole day by sentence and by portions, timed.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { toastOf } from './support/toast';
import { sidewaysOverflow } from './support/overflow';
import { ADMIN, DEMO, signedInToken } from './support/accounts';

/** Signs in through the API and keeps the session where the app keeps it. */
async function signIn(page: Page, account: { email: string; password: string }) {
  const token = await signedInToken(page.request, account);
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
  // The spec's form is in kg and cm; a subscriber in Texas starts in lb and ft/in and may switch.
  await form.getByRole('radio', { name: 'kg · cm' }).click();
  await expect(form.getByLabel('Height (cm)')).toBeVisible();
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
  const entries = log.getByRole('region', { name: "The Day's Entries" });
  await expect(entries).toContainText('Oats with whey');

  // A food from the catalogue by one of its household portions: a katori of dal.
  const foods = log.getByRole('region', { name: 'Search Foods' });
  await foods.getByRole('searchbox').fill('dal');
  await foods.getByRole('list', { name: 'Foods found' }).getByRole('button').first().click();
  await expect(foods.getByLabel(/: portion$/)).toHaveValue('katori');
  await foods.getByRole('button', { name: /^Add to / }).click();
  await expect(toastOf(page, 'Nutrition Logged!')).toBeVisible();
  await expect(entries).toContainText('Dal, toor (arhar), plain cooked');
  await expect(entries).toContainText('1 katori · 150 g');

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
  await expect(log.getByRole('region', { name: "The Day's Entries" }).getByText('Our lunch')).toBeVisible();

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
  // The charts are drawn as they come near the screen.
  await trends.scrollIntoViewIfNeeded();
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
  test.setTimeout(60_000);
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
    await page.getByPlaceholder(/Try roti, dal/).fill('milk');
    await expect(page.getByRole('button', { name: /Milk, whole/ }).first()).toBeVisible();
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

test('@mobile at 390 px a whole Indian day is logged by sentence and by portions in under a minute', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await page.goto('/nutrition');
  await tab(page, 'Log Food').click();
  const log = panel(page, 'Log Food');
  const entries = log.getByRole('region', { name: "The Day's Entries" });
  await expect(entries).toBeVisible();
  // What a person would do, counted: taps and characters typed.
  let taps = 0;
  let typed = 0;
  const tap = async (locator: ReturnType<Page['getByRole']>) => {
    taps++;
    await locator.click();
  };
  const type = async (locator: ReturnType<Page['getByRole']>, text: string) => {
    typed += text.length;
    await locator.fill(text);
  };
  const meal = (name: string) =>
    log.getByRole('radiogroup', { name: 'Meal to log' }).getByRole('radio', { name });
  const sentence = log.getByRole('region', { name: 'Describe your meal' });
  const search = log.getByRole('region', { name: 'Search Foods' });
  const started = Date.now();

  // Breakfast, typed as a sentence.
  await tap(meal('Breakfast'));
  await type(sentence.getByLabel('What did you eat?'), 'a plate of poha and a cup of chai');
  await tap(sentence.getByRole('button', { name: 'Read my meal' }));
  await expect(sentence.getByRole('list', { name: 'Foods read from your meal' })).toContainText('Poha');
  await tap(sentence.getByRole('button', { name: 'Log all to Breakfast' }));
  await expect(entries.getByRole('region', { name: 'Breakfast' })).toContainText('Masala chai');

  // Our lunch in one tap; on a weekend, a plate of biryani by its portion.
  await tap(meal('Lunch'));
  const lunchButton = log.getByRole('button', { name: /I had today's lunch|Lunch logged ✓/ });
  await expect(lunchButton.or(log.getByRole('heading', { name: 'No lunch service' }))).toBeVisible();
  if (await lunchButton.isVisible()) {
    if (await lunchButton.isEnabled()) await tap(lunchButton);
    await expect(log.getByRole('button', { name: 'Lunch logged ✓' })).toBeDisabled();
  } else {
    await type(search.getByRole('searchbox'), 'chicken biryani');
    await tap(search.getByRole('button', { name: /Chicken biryani/ }).first());
    await tap(search.getByRole('button', { name: 'Add to Lunch' }));
  }
  await expect(entries.getByRole('region', { name: 'Lunch' })).not.toContainText('Nothing logged.');

  // A snack by portions: a banana and a handful of almonds.
  await tap(meal('Snack'));
  await type(search.getByRole('searchbox'), 'banana');
  await tap(search.getByRole('button', { name: /^Banana/ }).first());
  await expect(search.getByLabel('Banana: portion')).toHaveValue('medium');
  await tap(search.getByRole('button', { name: 'Add to Snack' }));
  await expect(entries.getByRole('region', { name: 'Snack' })).toContainText('Banana');
  await type(search.getByRole('searchbox'), 'almonds');
  await tap(search.getByRole('button', { name: /^Almonds/ }).first());
  await search.getByLabel('Almonds, dry-roasted: portion').selectOption('handful');
  taps++;
  await tap(search.getByRole('button', { name: 'Add to Snack' }));
  await expect(entries.getByRole('region', { name: 'Snack' })).toContainText('Almonds');

  // Dinner as a sentence, one roti more than it said.
  await tap(meal('Dinner'));
  await type(sentence.getByLabel('What did you eat?'), '2 roti, a katori of dal tadka and a katori of dahi');
  await tap(sentence.getByRole('button', { name: 'Read my meal' }));
  await tap(sentence.getByRole('button', { name: 'More Roti (chapati, phulka), whole wheat' }));
  await tap(sentence.getByRole('button', { name: 'Log all to Dinner' }));
  const dinner = entries.getByRole('region', { name: 'Dinner' });
  await expect(dinner).toContainText('3 pieces · 117 g');
  await expect(dinner).toContainText('Dal tadka');
  await expect(dinner).toContainText('Dahi');
  const seconds = (Date.now() - started) / 1000;

  // A person needs about a second a tap and a quarter second a character on a phone keyboard.
  const human = taps + typed / 4;
  testInfo.annotations.push({
    type: 'logging a day',
    description: `${seconds.toFixed(1)} s in the browser; ${taps} taps and ${typed} characters (about ${Math.round(human)} s by hand)`,
  });
  console.log(
    `Logging a whole day at 390 px: ${seconds.toFixed(1)} s, ${taps} taps, ${typed} characters typed`,
  );
  // The browser's own time is reported, not asserted: a loaded machine is not a phone in a hand.
  expect(human).toBeLessThan(60);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});

/** The day's water as the Overview shows it, in litres. */
async function todayWater(page: Page): Promise<number> {
  await tab(page, 'Overview').click();
  const bar = panel(page, 'Overview').getByRole('progressbar', { name: 'Water' });
  if (!(await bar.isVisible())) return 0;
  const text = (await bar.locator('xpath=..').textContent()) ?? '';
  return Number(/([\d.]+)\s*\/\s*[\d.]+\s*L/.exec(text)?.[1] ?? 0);
}

test('@mobile at 390 px a sentence with a typo asks "Did you mean", is corrected in one tap, and its water counts', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO);
  await page.goto('/nutrition');
  await expect(tab(page, 'Overview')).toBeVisible();
  const waterBefore = await todayWater(page);
  await tab(page, 'Log Food').click();
  const log = panel(page, 'Log Food');
  const sentence = log.getByRole('region', { name: 'Describe your meal' });
  await log.getByRole('radiogroup', { name: 'Meal to log' }).getByRole('radio', { name: 'Dinner' }).click();
  await sentence
    .getByLabel('What did you eat?')
    .fill('2 rotis, a katori of chiken curry and 2 glasses of water');
  await sentence.getByRole('button', { name: 'Read my meal' }).click();
  // The typo is not logged as if certain: the screen asks, with two other foods one tap away.
  const question = sentence.getByRole('group', { name: /^Did you mean / });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button')).toHaveCount(3);
  await expect(sentence.getByRole('button', { name: 'Answer the question above first' })).toBeDisabled();
  await question.getByRole('button', { name: /^Yes, / }).click();
  await expect(question).toHaveCount(0);
  await sentence.getByRole('button', { name: 'Log all to Dinner' }).click();
  const dinner = log
    .getByRole('region', { name: "The Day's Entries" })
    .getByRole('region', { name: 'Dinner' });
  await expect(dinner).toContainText('Chicken curry');
  await expect(dinner).toContainText('Water');
  // Two glasses of water logged by sentence fill the day's water by half a litre.
  await expect.poll(() => todayWater(page)).toBeCloseTo(waterBefore + 0.5, 1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
