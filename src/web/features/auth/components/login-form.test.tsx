import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { LoginForm } from './login-form';

test('a malformed address and no password get their messages, and nothing is sent', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });

  await user.type(screen.getByLabelText('Email'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
  expect(screen.getByLabelText('Email')).toBeInvalid();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password');
  expect(sent).not.toHaveBeenCalled();
});

test('signing in states no password rule: a short password that was valid when it was set is sent as typed', async () => {
  const api = fakeApi({
    'POST /api/auth/login': {
      status: 401,
      body: { message: 'Invalid email or password', code: 'UNAUTHORIZED' },
    },
  });
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'abc');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await waitFor(() =>
    expect(api.sent).toContainEqual({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'asha@example.com', password: 'abc' },
    }),
  );
  expect(screen.queryByText(/at least \d+ characters/)).not.toBeInTheDocument();
  expect(await screen.findByText('Invalid email or password')).toBeVisible();
});

test('correcting a field after a failed submit clears its message as the visitor types', async () => {
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toBeValid();
  // The password is still missing: its message stays until it is typed.
  expect(screen.getByText('Please enter your password')).toBeVisible();
});

test('with two-factor on, the password step asks for the code, and a wrong one is said under the field', async () => {
  const api = fakeApi({
    'POST /api/auth/login': { body: { twoFactorRequired: true, challenge: 'challenge-1' } },
    'POST /api/auth/login/two-factor': ({ body }) =>
      (body as { code: string }).code === 'abcde-fghjk'
        ? {
            body: {
              token: 'a.b.c',
              user: { id: 1, name: 'Asha', email: 'a@x.com', role: 'subscriber' },
              message: 'ok',
            },
          }
        : {
            status: 401,
            body: { message: 'That code is not right. Check your app and try again.', code: 'UNAUTHORIZED' },
          },
  });
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'saffron-lunchbox');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  await user.type(await screen.findByLabelText('Authentication code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
  expect(await screen.findByText('That code is not right. Check your app and try again.')).toBeVisible();

  await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
  await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
  await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
  await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('a.b.c'));
  expect(api.sent.filter((r) => r.path === '/api/auth/login/two-factor').map((r) => r.body)).toEqual([
    { challenge: 'challenge-1', code: '123456' },
    { challenge: 'challenge-1', code: 'abcde-fghjk' },
  ]);
});

const tokenWithRole = (role: string) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: 'u1', role })).replace(/=+$/, '')}.signature`;

test.each([
  ['staff', 'The counter'],
  ['subscriber', 'The dashboard'],
])('a %s signing in at /login lands on their own home', async (role, home) => {
  fakeApi({
    'POST /api/auth/login': {
      body: {
        token: tokenWithRole(role),
        user: { id: 7, name: 'Ravi', email: 'ravi@example.com', role },
        message: 'Login successful',
      },
    },
  });
  const user = userEvent.setup();
  renderInApp(
    <Routes>
      <Route path="/login" element={<LoginForm />} />
      <Route path="/admin/roster" element={<p>The counter</p>} />
      <Route path="/dashboard" element={<p>The dashboard</p>} />
    </Routes>,
    { route: '/login' },
  );
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Password'), 'counter-chai-2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText(home)).toBeVisible();
});

const signedInAnswer = {
  token: 'a.b.c',
  user: { id: 1, name: 'Asha', email: 'asha@example.com', role: 'subscriber' },
  message: 'Login successful',
};
const CHECK_FAILED = 'That code did not work, or it has expired. Check the latest e-mail, or sign in again.';

test('while strangers try the account, the password step asks for the e-mailed code; a wrong one is said under the field', async () => {
  const api = fakeApi({
    'POST /api/auth/login': {
      body: {
        verificationRequired: true,
        challenge: 'check-1',
        message: "Someone else has been trying to sign in to this account, so we need to check it's you.",
      },
    },
    'POST /api/auth/login/verify': ({ body }) =>
      (body as { code: string }).code === '482913'
        ? { body: signedInAnswer }
        : { status: 401, body: { message: CHECK_FAILED, code: 'UNAUTHORIZED' } },
  });
  const user = userEvent.setup();
  renderInApp(<LoginForm />, { route: '/login' });
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'saffron-lunchbox');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  expect(await screen.findByText('Check your e-mail')).toBeVisible();
  expect(screen.getByText(/Someone else has been trying to sign in/)).toBeVisible();
  const code = screen.getByLabelText('Sign-in code');
  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
  expect(await screen.findByText(CHECK_FAILED)).toBeVisible();

  await user.clear(code);
  await user.type(code, '482913');
  await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
  await waitFor(() => expect(localStorage.getItem('auth_token')).toBe('a.b.c'));
  expect(api.sent.filter((r) => r.path === '/api/auth/login/verify').map((r) => r.body)).toEqual([
    { challenge: 'check-1', code: '111111' },
    { challenge: 'check-1', code: '482913' },
  ]);
});

test("the e-mail's link opens the step with its code filled in, drops it from the address bar, and one press signs in", async () => {
  const api = fakeApi({ 'POST /api/auth/login/verify': { body: signedInAnswer } });
  const user = userEvent.setup();
  function Address() {
    return <p data-testid="address">{useLocation().search}</p>;
  }
  renderInApp(
    <Routes>
      <Route
        path="/login"
        element={
          <>
            <LoginForm />
            <Address />
          </>
        }
      />
      <Route path="/dashboard" element={<p>The dashboard</p>} />
    </Routes>,
    { route: '/login?verify=check-7&code=482913' },
  );
  expect(await screen.findByText('Finish signing in')).toBeVisible();
  expect(screen.getByLabelText('Sign-in code')).toHaveValue('482913');
  await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^$/));
  await user.click(screen.getByRole('button', { name: 'Verify and Sign In' }));
  expect(await screen.findByText('The dashboard')).toBeVisible();
  expect(api.sent.map((r) => r.body)).toEqual([{ challenge: 'check-7', code: '482913' }]);
});
