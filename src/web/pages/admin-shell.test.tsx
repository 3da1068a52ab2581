import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { expect, test, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { renderInApp } from '../testing/render-in-app';
import { AdminShell } from './admin-shell';

/** A token shaped like the server's: only its payload's role claim matters to the browser. */
function tokenWithRole(role: string): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', role })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.signature`;
}

function renderAdmin(route = '/admin') {
  return renderInApp(
    <Routes>
      <Route
        path="/admin"
        element={
          <AdminShell title="Admin Dashboard">
            <p>Back office content</p>
          </AdminShell>
        }
      />
      <Route
        path="/admin/roster"
        element={
          <AdminShell title="Pickup Roster" forStaff>
            <p>Roster content</p>
          </AdminShell>
        }
      />
      <Route path="/admin/login" element={<p>Admin sign-in page</p>} />
    </Routes>,
    { route },
  );
}

const stored = () => ['auth_token', 'admin_token', 'admin_user'].map((key) => localStorage.getItem(key));

test('a visitor with no token sees Admin Access Required with links to the admin login and home', () => {
  renderAdmin();
  expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Admin Login' })).toHaveAttribute('href', '/admin/login');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  expect(screen.queryByText('Back office content')).not.toBeInTheDocument();
});

test('a subscriber’s session token does not open the back office', () => {
  localStorage.setItem('auth_token', tokenWithRole('subscriber'));
  renderAdmin();
  expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  expect(localStorage.getItem('auth_token')).not.toBeNull();
});

test('the stored admin token opens the back office, with Logout, Back to Website and the kitchen pages', () => {
  localStorage.setItem('admin_token', tokenWithRole('admin'));
  renderAdmin();
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect(screen.getByText('Back office content')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  for (const [name, href] of [
    ['Pickup Roster', '/admin/roster'],
    ['Production', '/admin/production'],
    ['Menu', '/admin/menu'],
    ['Waitlist', '/admin/waitlist'],
    ['Coupons', '/admin/coupons'],
    ['Team', '/admin/team'],
    ['Audit Log', '/admin/audit'],
    ['Security', '/admin/security'],
  ] as const)
    expect(nav.querySelector(`a[href="${href}"]`)).toHaveTextContent(name);
});

test('staff see only their tabs, and an owner’s page sends them to the pickup roster', async () => {
  localStorage.setItem('admin_token', tokenWithRole('staff'));
  renderAdmin('/admin');
  expect(await screen.findByText('Roster content')).toBeVisible();
  expect(screen.queryByText('Back office content')).not.toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
    'Pickup Roster',
    'Production',
    'Menu',
    'Shopping List',
    'Labels',
    'Security',
  ]);
  expect(screen.getByText('Staff')).toBeVisible();
});

test('without an admin token, a general token whose role is admin opens the back office', () => {
  localStorage.setItem('auth_token', tokenWithRole('admin'));
  renderAdmin();
  expect(screen.getByText('Back office content')).toBeVisible();
});

test('an admin token without the admin role is discarded, and the general token decides', () => {
  localStorage.setItem('admin_token', tokenWithRole('subscriber'));
  localStorage.setItem('admin_user', JSON.stringify({ name: 'Asha' }));
  localStorage.setItem('auth_token', tokenWithRole('admin'));
  renderAdmin();
  expect(screen.getByText('Back office content')).toBeVisible();
  expect(localStorage.getItem('admin_token')).toBeNull();
  expect(localStorage.getItem('admin_user')).toBeNull();
});

test('an unreadable admin token is discarded and, with no other credential, access is refused', () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem('admin_token', 'not-a-token');
  localStorage.setItem('admin_user', JSON.stringify({ name: 'Asha' }));
  renderAdmin();
  expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  expect(stored()).toEqual([null, null, null]);
  expect(warned).toHaveBeenCalled();
});

test('Logout forgets the admin token and user, keeps a subscriber signed in beside it, and goes to /admin/login', async () => {
  fakeApi({
    'POST /api/auth/logout': { status: 204 },
    'GET /api/account/two-factor': { body: { enabled: true, recoveryCodesLeft: 10, required: false } },
    'GET /api/admin/two-factor-policy': { body: { required: true } },
  });
  const subscriber = tokenWithRole('subscriber');
  localStorage.setItem('auth_token', subscriber);
  localStorage.setItem('admin_token', tokenWithRole('admin'));
  localStorage.setItem('admin_user', JSON.stringify({ name: 'Admin' }));
  renderAdmin();

  await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('Admin sign-in page')).toBeVisible();
  expect(stored()).toEqual([subscriber, null, null]);
});

test('while the owners require two-factor, a member without it is sent to set it up first', async () => {
  fakeApi({
    'GET /api/account/two-factor': { body: { enabled: false, recoveryCodesLeft: 0, required: true } },
  });
  localStorage.setItem('admin_token', tokenWithRole('staff'));
  renderInApp(
    <Routes>
      <Route
        path="/admin/roster"
        element={
          <AdminShell title="Pickup Roster" forStaff>
            <p>Roster content</p>
          </AdminShell>
        }
      />
      <Route path="/admin/security" element={<p>Set-up page</p>} />
    </Routes>,
    { route: '/admin/roster' },
  );
  expect(await screen.findByText('Set-up page')).toBeVisible();
});

test('owners see a warning while two-factor is not required for the team', async () => {
  fakeApi({
    'GET /api/account/two-factor': { body: { enabled: true, recoveryCodesLeft: 10, required: false } },
    'GET /api/admin/two-factor-policy': { body: { required: false } },
  });
  localStorage.setItem('admin_token', tokenWithRole('admin'));
  renderAdmin();
  expect(await screen.findByText('Two-factor sign-in is not required for the team.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'Review security' })).toHaveAttribute('href', '/admin/security');
});
