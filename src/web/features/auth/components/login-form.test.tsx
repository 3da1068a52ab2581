import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { LoginForm } from './login-form';

test('a malformed address and a short password get the spec’s messages, and nothing is sent', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });

  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.type(screen.getByLabelText('Password'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  expect(screen.getByLabelText('Email')).toBeInvalid();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'Password must be at least 6 characters',
  );
  expect(sent).not.toHaveBeenCalled();
});

test('correcting a field after a failed submit clears its message as the visitor types', async () => {
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeValid();
  // The password is still short: its message stays until it is fixed too.
  expect(screen.getByText('Password must be at least 6 characters')).toBeVisible();
});
