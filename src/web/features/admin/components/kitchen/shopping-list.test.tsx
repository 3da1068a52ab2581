import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { LabelsResponse, ShoppingListResponse } from '../../../../../contracts/admin';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { LabelSheets } from './label-sheet';
import { ShoppingList } from './shopping-list';

const LIST: ShoppingListResponse = {
  from: '2026-11-30',
  to: '2026-12-04',
  meals: 40,
  dishes: [{ name: 'Paneer tikka masala', portions: 40 }],
  items: [
    {
      foodCode: 'L003',
      name: 'Paneer',
      group: 'Milk and Milk Products',
      grams: 4800,
      kg: 4.8,
      lb: 10.58,
      dishes: ['Paneer tikka masala'],
    },
    {
      foodCode: 'H005',
      name: 'Cashew nut',
      group: 'Nuts and Oil Seeds',
      grams: 40,
      kg: 0.04,
      lb: 0.09,
      dishes: ['Paneer tikka masala'],
    },
  ],
};

test('the shopping list groups the week’s ingredients and shows them in kg, lb or g', async () => {
  const user = userEvent.setup();
  const { sent } = fakeApi({ 'GET /api/admin/kitchen/shopping-list': { body: LIST } });
  renderInApp(<ShoppingList />, { route: '/admin/shopping-list' });

  const milk = within(await screen.findByRole('list', { name: 'Milk and Milk Products' }));
  expect(milk.getByText('Paneer')).toBeVisible();
  expect(milk.getByText('4.8 kg')).toBeVisible();
  expect(screen.getByText(/40 lunches to cook; Paneer tikka masala ×40/)).toBeVisible();
  await user.click(screen.getByRole('radio', { name: 'lb' }));
  expect(milk.getByText('10.58 lb')).toBeVisible();
  await user.click(screen.getByRole('radio', { name: 'g' }));
  expect(milk.getByText('4,800 g')).toBeVisible();
  // A pinch is weighed in grams or ounces, never "0 kg".
  const nuts = within(screen.getByRole('list', { name: 'Nuts and Oil Seeds' }));
  expect(nuts.getByText('40 g')).toBeVisible();
  await user.click(screen.getByRole('radio', { name: 'lb' }));
  expect(nuts.getByText('1.41 oz')).toBeVisible();
  expect(sent[0]?.path).toBe('/api/admin/kitchen/shopping-list');
});

const LABELS: LabelsResponse = {
  date: '2026-12-02',
  keepDays: 4,
  business: { name: 'Tiffin Fit', address: '123 Main St, Irving, TX 75039' },
  labels: [
    {
      meal: 'Salmon tikka thali',
      count: 12,
      calories: 695,
      protein: 45,
      carbs: 62,
      fat: 28,
      ingredients: 'Salmon tikka (salmon, yoghurt (milk), spices)',
      contains: 'Contains: milk, fish (salmon)',
    },
    {
      meal: 'Lemon rice bowl',
      count: 3,
      calories: 500,
      protein: 12,
      carbs: 80,
      fat: 10,
      ingredients: 'Lemon rice (rice, lemon)',
      contains: null,
    },
  ],
};

test('labels come in sheets of ten, one per box, each with its figures, allergens and keeping time', () => {
  renderInApp(<LabelSheets data={LABELS} />, { route: '/admin/labels' });
  const sheets = screen.getAllByRole('listitem', { name: /^Sheet/ });
  expect(sheets.map((s) => within(s).getAllByRole('article').length)).toEqual([10, 5]);
  const first = within(within(sheets[0] as HTMLElement).getAllByRole('article')[0] as HTMLElement);
  expect(first.getByText('Salmon tikka thali')).toBeVisible();
  expect(first.getByText('695 kcal · 45 g protein · 62 g carbs · 28 g fat')).toBeVisible();
  expect(first.getByText('Contains: milk, fish (salmon)')).toBeVisible();
  expect(first.getByText('Keep refrigerated; eat within 4 days.')).toBeVisible();
  expect(first.getByText(/Tiffin Fit · 123 Main St, Irving, TX 75039/)).toBeVisible();
  expect(within(sheets[1] as HTMLElement).getAllByRole('article', { name: 'Lemon rice bowl' })).toHaveLength(
    3,
  );
});
