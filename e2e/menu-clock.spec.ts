// The kitchen runs its own menu (issue 42), on the test clock: on a Wednesday the owner builds a dish from catalogue
// ingredients on a phone, corrects it on a desktop and makes it the whole Monday lunch of the week after next; a
// subscriber pays for next week that Wednesday. The next Wednesday's reminder of the Friday charge lists the dish;
// on that Monday the landing page and the subscriber's "our lunch" show it with its computed figures, and the
// shopping list and the label sheet (printed through Chromium's PDF) count it.
import { expect, test } from './support/test';
import { addDays, WEEKDAY } from '../src/domain/calendar';
import { formatCalendarDate } from '../src/domain/dates';
import { ADMIN, signedInToken } from './support/accounts';
import { mailboxSnapshot, waitForLink } from './support/mailbox';
import { checkoutWithPayingCard, SETUP_LINK } from './support/subscriber';
import { central, clockNow, moveClock, nextWeekday } from './support/test-clock';
import { toastOf } from './support/toast';

interface Figures {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

test('an owner builds a dish for the Monday after next: the reminder, the site, our lunch, shopping list and labels show it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const wednesday = nextWeekday(await clockNow(page.request), WEEKDAY.wednesday);
  // The subscriber's second week: the one the next Wednesday's reminder announces (the signup pays the first).
  const monday = addDays(wednesday, 12);
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
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/dishes/${made.id}`) && r.request().method() === 'PATCH',
  );
  await edit.getByRole('button', { name: 'Save dish' }).click();
  const figures = ((await (await saved).json()) as { dish: { nutrition: { perPortion: Figures } } }).dish
    .nutrition.perPortion;
  await expect(toastOf(page, 'Dish Saved')).toContainText(dish);
  await expect(page.getByRole('listitem', { name: dish })).toContainText('Contains: milk');

  // Back on the phone, the Monday after next (open until the Friday noon before it) is the dish alone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Next week' }).click();
  const week = page.getByRole('region', { name: `Week of ${formatCalendarDate(monday)}` });
  await expect(week).toContainText('Open');
  const mondayCard = week.getByRole('list', { name: 'Days' }).getByRole('listitem').first();
  const mondayDishes = mondayCard.getByRole('list');
  const removes = mondayDishes.getByRole('button', { name: /^Remove / });
  await expect(removes.first()).toBeVisible();
  for (let left = await removes.count(); left > 0; left--) {
    await removes.first().click();
    await expect(removes).toHaveCount(left - 1);
  }
  await mondayCard.getByLabel('Add a dish').selectOption(String(made.id));
  await expect(mondayDishes).toHaveText(new RegExp(`^${dish}\\s*Remove$`));
  await week.getByRole('button', { name: 'Save week' }).click();
  await expect(toastOf(page, 'Menu Saved')).toBeVisible();

  // A subscriber pays on that Wednesday for next week, and sets a password through the e-mailed link (the form has
  // its own journey).
  const email = `menu-${Date.now().toString(36)}@example.com`;
  const password = 'saag-paneer-monday-2';
  const beforeCheckout = mailboxSnapshot(email);
  await checkoutWithPayingCard(page, { name: 'Kavya Rao', email, phone: '(469) 555-0142' });
  const token = new URL(await waitForLink(email, SETUP_LINK, beforeCheckout)).searchParams.get('token');
  const set = await page.request.post('/api/auth/reset-password', { data: { token, password } });
  expect(set.status(), await set.text()).toBe(200);

  // The next Wednesday at 9:00 AM the reminder of Friday's charge lists that week's lunches: Monday is the dish.
  const beforeReminder = mailboxSnapshot(email);
  await moveClock(page.request, central(addDays(wednesday, 7), 9, 5));
  const day = `Monday, ${formatCalendarDate(monday).replace(/, \d{4}$/, '')}`;
  await waitForLink(
    email,
    new RegExp(
      `${day}: ${dish} \\(${Math.round(figures.calories)} kcal, ${Math.round(figures.protein)} g protein\\): ${dish}`,
    ),
    beforeReminder,
  );

  // That Monday (paid by the Friday run), the landing page shows it.
  await moveClock(page.request, central(monday, 9));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Monday dishes' })).toContainText(dish);

  // The subscriber, on a phone, logs our lunch in one tap: the dish with the figures the owner's recipe gives.
  const session = await signedInToken(page.request, { email, password });
  const goals = await page.request.post('/api/nutritional-goals', {
    headers: { authorization: `Bearer ${session}` },
    data: {
      goalType: 'maintenance',
      activityLevel: 'moderately_active',
      currentWeight: 62,
      targetWeight: 60,
      height: 165,
      age: 31,
      gender: 'female',
    },
  });
  expect(goals.status(), await goals.text()).toBe(200);
  await page.evaluate((t) => {
    localStorage.removeItem('admin_token');
    localStorage.setItem('auth_token', t);
  }, session);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/nutrition?tab=log');
  const lunch = page.getByRole('region', { name: dish });
  const numbers = `${figures.calories} kcal · ${figures.protein} g protein · ${figures.carbs} g carbs · ${figures.fat} g fat`;
  await expect(lunch).toContainText(numbers);
  await lunch.getByRole('button', { name: "I had today's lunch" }).click();
  await expect(toastOf(page, 'Lunch Logged!')).toContainText(dish);
  const entry = page
    .getByRole('region', { name: "The Day's Entries" })
    .getByRole('listitem')
    .filter({ hasText: dish });
  await expect(entry).toContainText('Our lunch');
  await expect(entry).toContainText(`${figures.calories} kcal · P ${figures.protein} g`);

  // The owner's session has idled out over the twelve days: signed in again, for the kitchen's pages.
  const owner = await signedInToken(page.request, ADMIN);
  await page.evaluate((t) => localStorage.setItem('admin_token', t), owner);
  await page.setViewportSize({ width: 1280, height: 800 });
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
