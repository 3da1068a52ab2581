import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { TeamMember } from '../../../../../contracts/team';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { TeamMembers } from './team-members';

afterEach(() => {
  vi.restoreAllMocks();
});

const boss: TeamMember = {
  id: 1,
  name: 'Priya Patel',
  email: 'priya@example.com',
  role: 'owner',
  status: 'active',
  you: true,
  fromServerSettings: false,
  createdAt: '2026-11-01T18:00:00.000Z',
};
const ravi: TeamMember = {
  ...boss,
  id: 2,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  role: 'staff',
  you: false,
};

/** The server's side, as the contract says: the team, an invitation answered as stored, and a removal. */
function serveTeam() {
  let members = [boss, ravi];
  return fakeApi({
    'GET /api/admin/team': () => ({ body: members }),
    'POST /api/admin/team': ({ body }) => {
      const sent = body as { name: string; email: string; role: 'owner' | 'staff' };
      const invited = { ...ravi, id: 3, ...sent, status: 'invited' as const };
      members = [...members, invited];
      return { status: 201, body: invited };
    },
    'DELETE /api/admin/team/2': () => {
      members = members.filter((m) => m.id !== 2);
      return { body: { success: true, message: 'Ravi Kumar is no longer on the team.' } };
    },
  });
}

test('the only owner cannot be changed; others can, after a confirmation that says what happens', async () => {
  const { sent } = serveTeam();
  const user = userEvent.setup();
  renderInApp(<TeamMembers onSelfChanged={() => {}} />, { route: '/admin/team' });

  const list = await screen.findByRole('list', { name: 'Team members' });
  const owner = within(list).getByText('Priya Patel').closest('li');
  expect(owner).toHaveTextContent('The only owner');
  expect(within(owner as HTMLElement).queryByRole('button')).toBeNull();
  // Each member names themselves on their Security page.
  expect(within(owner as HTMLElement).getByRole('link', { name: 'Change your name' })).toHaveAttribute(
    'href',
    '/admin/security',
  );
  expect(within(list).getAllByRole('link', { name: 'Change your name' })).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Remove Ravi Kumar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Ravi Kumar from the team?' });
  expect(dialog).toHaveTextContent('They are signed out at once');
  expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

  expect(await screen.findByText('Ravi Kumar is no longer on the team.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/admin/team/2']);
  expect(await screen.findByText('People (1)')).toBeVisible();
});

test('an invitation needs a name and a valid address, then lists the person as invited', async () => {
  const { sent } = serveTeam();
  const user = userEvent.setup();
  renderInApp(<TeamMembers onSelfChanged={() => {}} />, { route: '/admin/team' });

  await user.click(await screen.findByRole('button', { name: 'Invite Someone' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite to the team' });
  await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
  expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Please enter their name');
  expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Name'), 'Sam Counter');
  await user.clear(within(dialog).getByLabelText('Email'));
  await user.type(within(dialog).getByLabelText('Email'), 'sam@example.com');
  await user.click(within(dialog).getByRole('radio', { name: /^Owner/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

  expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
  expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
    name: 'Sam Counter',
    email: 'sam@example.com',
    role: 'owner',
  });
  const row = (await screen.findByText('Sam Counter')).closest('li');
  expect(row).toHaveTextContent('Invited');
  // Two owners now: each may be made staff.
  expect(screen.getByRole('button', { name: 'Make Priya Patel staff' })).toBeVisible();
});

test('someone who has not set a password yet gets their invitation again with one press', async () => {
  const late: TeamMember = {
    ...ravi,
    id: 4,
    name: 'Late Starter',
    email: 'late@example.com',
    status: 'invited',
  };
  const { sent } = fakeApi({
    'GET /api/admin/team': () => ({ body: [boss, ravi, late] }),
    'POST /api/admin/team/4/invitation': () => ({ body: late }),
  });
  const user = userEvent.setup();
  renderInApp(<TeamMembers onSelfChanged={() => {}} />, { route: '/admin/team' });

  expect(await screen.findByRole('button', { name: "Re-send Late Starter's invitation" })).toBeVisible();
  expect(screen.queryByRole('button', { name: "Re-send Ravi Kumar's invitation" })).toBeNull();
  await user.click(screen.getByRole('button', { name: "Re-send Late Starter's invitation" }));
  expect(await screen.findByText(/A new link is on its way to late@example.com/)).toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
    '/api/admin/team/4/invitation',
  ]);
});
