import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { YourNameCard } from './your-name-card';

const owner = { name: 'Owner', email: 'owner@tiffinfit.com', username: null, phone: null, address: null };

test('a team member saves the name the team sees, and only the name is sent', async () => {
  localStorage.setItem('admin_user', JSON.stringify({ id: 1, name: 'Owner', role: 'admin' }));
  const api = fakeApi({
    'GET /api/user/profile': { body: owner },
    'PATCH /api/user/profile': ({ body }) => ({ body: { ...owner, ...(body as object) } }),
  });
  const user = userEvent.setup();
  renderInApp(<YourNameCard />, { route: '/admin/security' });

  const field = await screen.findByLabelText('Full Name');
  expect(field).toHaveValue('Owner');
  expect(field).toHaveAccessibleDescription('Signed in as owner@tiffinfit.com');
  expect(screen.getByRole('button', { name: 'Save Name' })).toBeDisabled();
  await user.clear(field);
  await user.type(field, 'Priya Shah');
  await user.click(screen.getByRole('button', { name: 'Save Name' }));

  const toast = await screen.findByRole('listitem');
  expect(within(toast).getByText('Name saved')).toBeVisible();
  expect(within(toast).getByText('Your team sees you as Priya Shah.')).toBeVisible();
  expect(api.sent.find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Priya Shah' });
  expect(JSON.parse(localStorage.getItem('admin_user') ?? '{}')).toMatchObject({ name: 'Priya Shah' });
});

test('an empty name is refused under the field before anything is sent', async () => {
  const api = fakeApi({ 'GET /api/user/profile': { body: owner } });
  const user = userEvent.setup();
  renderInApp(<YourNameCard />, { route: '/admin/security' });

  await user.clear(await screen.findByLabelText('Full Name'));
  await user.click(screen.getByRole('button', { name: 'Save Name' }));
  expect(await screen.findByText('Please enter your name')).toBeVisible();
  expect(api.sent.filter((r) => r.method === 'PATCH')).toEqual([]);
});
