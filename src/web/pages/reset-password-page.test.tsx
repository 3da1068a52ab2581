import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { PasswordLinkKind } from '../../contracts/auth';
import { fakeApi } from '../testing/fake-api';
import { renderInApp } from '../testing/render-in-app';
import { ResetPasswordPage } from './reset-password-page';

function serveLink(kind: PasswordLinkKind) {
  return fakeApi({
    'POST /api/auth/password-link': { body: { kind } },
    'POST /api/auth/reset-password': {
      body: { message: 'Your password has been reset. You can now sign in.' },
    },
  });
}

async function choose(label: string, button: string, password = 'saffron lunchbox at noon') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(label, { exact: true }), password);
  await user.type(screen.getByLabelText('Confirm Password'), password);
  await user.click(screen.getByRole('button', { name: button }));
}

test('a first password after checkout is created, not reset, and leads to the sign-in', async () => {
  const api = serveLink('account-setup');
  renderInApp(<ResetPasswordPage />, { route: '/reset-password?token=t0ken' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Create your password' })).toBeVisible();
  expect(screen.queryByText(/reset/i)).not.toBeInTheDocument();
  await choose('Password', 'Create Password');

  expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Continue to Login' })).toHaveAttribute('href', '/login');
  expect(api.sent.map((r) => r.body)).toEqual([
    { token: 't0ken' },
    { token: 't0ken', password: 'saffron lunchbox at noon' },
  ]);
});

test('a team invitation welcomes the new member and leads to the back office sign-in', async () => {
  serveLink('team-invitation');
  renderInApp(<ResetPasswordPage />, { route: '/reset-password?token=t0ken' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeVisible();
  expect(screen.getByText(/back office/)).toBeVisible();
  await choose('Password', 'Create Password');

  expect(await screen.findByRole('link', { name: 'Continue to Back Office Sign In' })).toHaveAttribute(
    'href',
    '/admin/login',
  );
});

test('a forgotten password keeps the reset words of the spec', async () => {
  serveLink('password-reset');
  renderInApp(<ResetPasswordPage />, { route: '/reset-password?token=t0ken' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await choose('New Password', 'Reset Password');
  expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
});

test('a used or expired link says so before a password is typed', async () => {
  const api = fakeApi({
    'POST /api/auth/password-link': {
      status: 400,
      body: { message: 'Invalid or expired reset link', code: 'BAD_REQUEST' },
    },
  });
  renderInApp(<ResetPasswordPage />, { route: '/reset-password?token=spent' });

  expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await waitFor(() => expect(api.sent).toHaveLength(1));
});
