import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { EditAccountDialog } from './edit-account-dialog';

const profile = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  username: null,
  phone: '(469) 555-0100',
  address: null,
};

test('the edit form starts from the saved details and refuses a blank name and a foreign phone', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderInApp(<EditAccountDialog profile={profile} />, { route: '/dashboard' });

  await user.click(screen.getByRole('button', { name: 'Edit Account Information' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Account Information' });
  expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Asha Patel');
  expect(within(dialog).getByLabelText('Phone')).toHaveValue('(469) 555-0100');
  expect(within(dialog).getByLabelText('Address')).toHaveValue('');

  await user.clear(within(dialog).getByLabelText('Full Name'));
  await user.clear(within(dialog).getByLabelText('Phone'));
  await user.type(within(dialog).getByLabelText('Phone'), '+44 20 7946 0958');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  expect(await within(dialog).findByText('Please enter your name')).toBeVisible();
  expect(within(dialog).getByLabelText('Full Name')).toBeInvalid();
  expect(within(dialog).getByLabelText('Phone')).toHaveAccessibleDescription(
    'Please enter a US phone number, like (469) 555-0142',
  );
  expect(sent).not.toHaveBeenCalled();
});
