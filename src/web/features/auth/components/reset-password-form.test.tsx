import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { ResetPasswordForm } from './reset-password-form';

async function choose(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

test('the rule is shown where the password is chosen, and checked as the server checks it', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  renderInApp(<ResetPasswordForm token="t0ken" onDone={() => {}} />, { route: '/reset-password' });
  const field = screen.getByLabelText('New Password');
  expect(field).toHaveAccessibleDescription(
    'At least 8 characters, and not a common password. A phrase of a few words works well.',
  );

  await choose('abc123!');
  expect(await screen.findByText('Password must be at least 8 characters')).toBeVisible();

  await userEvent.setup().clear(field);
  await userEvent.setup().clear(screen.getByLabelText('Confirm Password'));
  await choose('Password123');
  expect(
    await screen.findByText('This password is too common and easy to guess. Please choose a different one.'),
  ).toBeVisible();
  expect(sent).not.toHaveBeenCalled();
});

test('a good password that matches its confirmation is sent with the link token', async () => {
  const done = vi.fn();
  const api = fakeApi({
    'POST /api/auth/reset-password': { body: { message: 'Your password has been reset.' } },
  });
  renderInApp(<ResetPasswordForm token="t0ken" onDone={done} />, { route: '/reset-password' });
  await choose('saffron lunchbox at noon');
  await waitFor(() => expect(done).toHaveBeenCalled());
  expect(api.sent).toEqual([
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: 't0ken', password: 'saffron lunchbox at noon' },
    },
  ]);
});
