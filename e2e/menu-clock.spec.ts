// The kitchen runs its own menu (issue 42), on the test clock: on a Wednesday the owner builds a dish from catalogue
// ingredients on a phone, corrects it on a desktop and puts it on the coming Monday; a subscriber pays for that week;
// on the Monday the landing page, the shopping list and the label sheet (printed through Chromium's PDF) show it.
import { expect, test } from './support/test';
import { addDays, WEEKDAY } from '../src/domain/calendar';
import { ADMIN } from './support/accounts';
import { checkoutWithPayingCard } from './support/subscriber';
import { central, clockNow, moveClock, nextWeekday } from './support/test-clock';
import { toastOf } from './support/toast';

test('an owner builds a dish, plans it for next Monday, and that Monday the site, shopping list and labels show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  const monday = addDays(wednesday, 5);
  await moveClock(page.request, central(wednesday, 10));
  // Unique per run: a retry makes a dish of its own.
  const dish = `Saag paneer ${Date.now().toString(36)}`;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Access Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
  await page.goto('/admin/menu');

  const form = page.getByRole('form', { name: 'New dish' });
  await form.getByLabel('Name').fill(dish);
  await form.getByLabel('Cooked portion (g)').fill('180');
  await form.getByLabel('Add an ingredient from the food catalogue').fill('paneer');
  await form.getByRole('list', { name: 'Catalogue foods' }).getByRole('button').first().click();
  const ingredients = form.getByRole('list', { name: 'Ingredients' });
  await ingredients.getByRole('textbox').first().fill('150');
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/dishes') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Create dish' }).click();
  const { dish: made } = (await (await created).json()) as { dish: { id: number } };
  await expect(toastOf(page, 'Dish Created')).toContainText(dish);

  // On a desktop, the owner corrects the grams: the dish's figures follow.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: `Edit ${dish}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${dish}` });
  await edit.getByRole('list', { name: 'Ingredients' }).getByRole('textbox').first().fill('120');
  await edit.getByRole('button', { name: 'Save dish' }).click();
  await expect(toastOf(page, 'Dish Saved')).toContainText(dish);
  await expect(page.getByRole('listitem', { name: dish })).toContainText('Contains: milk');

  // Back on the phone, next Monday (still open: its choices close Friday noon) gets the dish.
  await page.setViewportSize({ width: 390, height: 844 });
  const week = page.getByRole('region', { name: /^Week of / });
  await expect(week).toContainText('Open');
  const mondayCard = week.getByRole('list', { name: 'Days' }).getByRole('listitem').first();
  await mondayCard.getByLabel('Add a dish').selectOption(String(made.id));
  await expect(mondayCard.getByRole('list')).toContainText(dish);
  await week.getByRole('button', { name: 'Save week' }).click();
  await expect(toastOf(page, 'Menu Saved')).toBeVisible();

  // A subscriber pays on that Wednesday: their first week is that Monday's.
  await checkoutWithPayingCard(page, {
    name: 'Kavya Rao',
    email: `menu-${Date.now().toString(36)}@example.com`,
    phone: '(469) 555-0142',
  });

  await moveClock(page.request, central(monday, 9));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Monday dishes' })).toContainText(dish);

  await page.goto('/admin/shopping-list');
  await expect(page.getByText(dish).first()).toBeVisible();

  await page.goto(`/admin/labels?date=${monday}`);
  const sheets = page.getByRole('list', { name: 'Label sheets' });
  await expect(sheets).toContainText(dish);
  const sheetCount = await sheets.getByRole('listitem').count();
  expect(sheetCount).toBeGreaterThan(0);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  // US Letter (612 x 792 points), one page per sheet of ten labels.
  expect(pdf).toContain('/MediaBox [0 0 612 792]');
  expect(pdf.match(/\/Type \/Page\b/g)?.length).toBe(sheetCount);
});
