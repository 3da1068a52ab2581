import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { GiftCardSettingsCard } from './gift-card-settings-form';

const DEFAULTS = {
  purchasesPerAddressPerHour: 10,
  purchasesPerEmailPerHour: 5,
  redeemsPerAccountPerHour: 5,
  redeemsPerAddressPerHour: 20,
};

test('a limit of nothing is refused at its field before anything is sent; a good one is saved', async () => {
  const { sent } = fakeApi({
    'GET /api/admin/gift-card-settings': { body: DEFAULTS },
    'PUT /api/admin/gift-card-settings': ({ body }) => ({ body }),
  });
  const user = userEvent.setup();
  renderInApp(<GiftCardSettingsCard />, { route: '/admin/gift-cards' });

  const tries = await screen.findByLabelText('Code tries an hour per account');
  await user.clear(tries);
  await user.type(tries, '0');
  await user.click(screen.getByRole('button', { name: 'Save limits' }));
  expect(tries).toHaveAccessibleDescription('At least 1 an hour');
  expect(sent.filter((r) => r.method === 'PUT')).toEqual([]);

  await user.clear(tries);
  await user.type(tries, '3');
  await user.click(screen.getByRole('button', { name: 'Save limits' }));
  expect(await screen.findByText('Gift Card Limits Saved')).toBeVisible();
  expect(sent.find((r) => r.method === 'PUT')?.body).toEqual({ ...DEFAULTS, redeemsPerAccountPerHour: 3 });
});
