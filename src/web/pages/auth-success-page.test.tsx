import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { expect, test } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderInApp } from '../testing/render-in-app';
import { AuthSuccessPage } from './auth-success-page';

function Where() {
  const location = useLocation();
  return <p>At {`${location.pathname}${location.search}`}</p>;
}

function renderAuthSuccess(route: string) {
  return renderInApp(
    <Routes>
      <Route path="/auth-success" element={<AuthSuccessPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
}

const GOOGLE_SESSION = {
  token: 'google.session.token',
  user: { id: 7, name: 'Asha', email: 'asha@example.com', role: 'subscriber' },
  message: 'Login successful',
};

test('a code from Google sign-in is exchanged for the session, which is kept, and the dashboard opens', async () => {
  const { sent } = fakeApi({ 'POST /api/auth/google/exchange': { body: GOOGLE_SESSION } });
  renderAuthSuccess('/auth-success?code=one-time-code');
  expect(screen.getByText('Authenticating...')).toBeVisible();
  expect(await screen.findByText('At /dashboard')).toBeVisible();
  expect(localStorage.getItem('auth_token')).toBe('google.session.token');
  expect(sent).toEqual([
    { method: 'POST', path: '/api/auth/google/exchange', body: { code: 'one-time-code' } },
  ]);
});

test('a link carrying someone else’s token or code leaves the signed-in person as they were', async () => {
  localStorage.setItem('auth_token', 'my.own.session');
  fakeApi({
    'POST /api/auth/google/exchange': {
      status: 401,
      body: { message: 'Sign in was not completed. Please try again.', code: 'UNAUTHORIZED' },
    },
  });
  renderAuthSuccess('/auth-success?code=attackers-code&token=attackers.session.token');
  expect(await screen.findByText('At /login?error=auth_failed')).toBeVisible();
  expect(localStorage.getItem('auth_token')).toBe('my.own.session');
});

test('without a code the page goes to /login?error=auth_failed and calls nothing', async () => {
  localStorage.setItem('auth_token', 'my.own.session');
  const { sent } = fakeApi({});
  renderAuthSuccess('/auth-success?token=attackers.session.token');
  expect(await screen.findByText('At /login?error=auth_failed')).toBeVisible();
  expect(sent).toEqual([]);
  expect(localStorage.getItem('auth_token')).toBe('my.own.session');
});
