import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { AccountSession } from '../../../../contracts/account';
import { fakeApi } from '../../../testing/fake-api';
import { renderInApp } from '../../../testing/render-in-app';
import { SignedInSessions } from './signed-in-sessions';
import { YourDataCard } from './your-data-card';

afterEach(() => {
  vi.restoreAllMocks();
});

const here: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome on Mac',
  place: '203.0.113.x',
  createdAt: '2026-11-20T15:00:00.000Z',
  lastSeenAt: '2026-11-24T15:00:00.000Z',
  current: true,
};
const phone: AccountSession = {
  ...here,
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari on iPhone',
  current: false,
};

test('another browser signs out on its own; this one stays, and the sign-out-all button goes with the last other', async () => {
  let sessions = [here, phone];
  const { sent } = fakeApi({
    'GET /api/account/sessions': () => ({ body: { sessions } }),
    [`DELETE /api/account/sessions/${phone.id}`]: () => {
      sessions = [here];
      return { body: { ended: 1 } };
    },
  });
  const user = userEvent.setup();
  renderInApp(<SignedInSessions />, { route: '/dashboard?tab=account' });

  const list = await screen.findByRole('list', { name: 'Signed-in browsers' });
  const current = within(list).getByText('Chrome on Mac').closest('li') as HTMLElement;
  expect(current).toHaveTextContent('This browser');
  expect(current).toHaveTextContent('From 203.0.113.x');
  expect(within(current).queryByRole('button')).toBeNull();
  expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();

  const other = within(list).getByText('Safari on iPhone').closest('li') as HTMLElement;
  await user.click(within(other).getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText('Safari on iPhone is signed out.')).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
    `/api/account/sessions/${phone.id}`,
  ]);
  await vi.waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull(),
  );
});

test('deleting the account asks for the password and shows the server’s answer under it', async () => {
  const deleted = vi.fn();
  let tries = 0;
  const { sent } = fakeApi({
    'DELETE /api/account': () =>
      ++tries === 1
        ? {
            status: 400,
            body: {
              message: 'That password is not right',
              code: 'VALIDATION',
              fields: { password: 'That password is not right' },
            },
          }
        : { body: { message: 'Your account has been deleted. A confirmation is on its way.' } },
  });
  const user = userEvent.setup();
  renderInApp(<YourDataCard onDeleted={deleted} />, { route: '/dashboard?tab=account' });

  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('Please enter your password')).toBeVisible();
  expect(sent).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText('That password is not right')).toBeVisible();
  expect(deleted).not.toHaveBeenCalled();

  await user.clear(within(dialog).getByLabelText('Your password'));
  await user.type(within(dialog).getByLabelText('Your password'), 'tamarind-and-jaggery');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  await vi.waitFor(() => expect(deleted).toHaveBeenCalledOnce());
  expect(sent.map((r) => r.body)).toEqual([{ password: 'not-it' }, { password: 'tamarind-and-jaggery' }]);
});
