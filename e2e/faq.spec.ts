// The FAQ: category filters as toggle buttons, answers that open in place, and the contact block.
import { expect, test } from './support/test';

test('a category filter shows only its questions and the answers open and close', async ({ page }) => {
  await page.goto('/faq');
  const filters = page.getByRole('group', { name: 'Filter questions by category' });
  const all = filters.getByRole('button', { name: /All Questions/ });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  for (const label of [
    'Service & Pickup',
    'Pricing & Plans',
    'Meals & Nutrition',
    'Subscription Management',
    'Technical Support',
    'Company & Mission',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
  }

  const meals = filters.getByRole('button', { name: /Meals & Nutrition/ });
  await meals.click();
  await expect(meals).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Meals & Nutrition',
    'Still have questions?',
  ]);
  await expect(page.getByRole('button', { name: 'Where do I pick up my lunch?' })).toHaveCount(0);

  const allergens = page.getByRole('button', { name: 'Do the meals contain allergens?' });
  await expect(allergens).toHaveAttribute('aria-expanded', 'false');
  await allergens.click();
  await expect(allergens).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Our meals contain cashew and ghee/)).toBeVisible();
  await expect(page.getByText(/not able to offer allergy accommodations/)).toBeVisible();
  await allergens.click();
  await expect(page.getByText(/Our meals contain cashew and ghee/)).toBeHidden();

  await all.click();
  await expect(page.getByRole('button', { name: 'Where do I pick up my lunch?' })).toBeVisible();
});

test('the answers cover plans, changes, satisfaction and the phased launch', async ({ page }) => {
  await page.goto('/faq?category=subscription');
  await page.getByRole('button', { name: 'How do I pause, modify or cancel my subscription?' }).click();
  await expect(page.getByText(/take effect from your next billing cycle/)).toBeVisible();
  await page.getByRole('button', { name: 'What if I am not happy with a meal?' }).click();
  await expect(page.getByText(/within 48 hours of pickup/)).toBeVisible();

  await page.getByRole('button', { name: /Pricing & Plans/ }).click();
  await page.getByRole('button', { name: 'Do you offer promo codes or corporate discounts?' }).click();
  await expect(page.getByText(/corporate discounts for teams/)).toBeVisible();
  await page.getByRole('button', { name: 'How much does it cost?' }).click();
  await expect(page.getByText(/\$75 for 5 meals.*\$270 for 20 meals/)).toBeVisible();

  await page.getByRole('button', { name: /Company & Mission/ }).click();
  await page.getByRole('button', { name: 'Why is the launch phased, and how do I get a spot?' }).click();
  await expect(page.getByText(/limited spots \(100 at most\)/)).toBeVisible();
});

test('the contact block gives the e-mail, the community chat and the reply time', async ({ page }) => {
  await page.goto('/faq');
  const contact = page.getByRole('region', { name: 'Still have questions?' });
  await expect(contact.getByRole('link', { name: /hello@tiffinfit\.com/ })).toHaveAttribute(
    'href',
    'mailto:hello@tiffinfit.com',
  );
  await expect(contact.getByRole('link', { name: /Community chat/ })).toHaveAttribute('target', '_blank');
  await expect(contact.getByText(/reply within 24 hours on business days/)).toBeVisible();
});
