import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { renderInApp } from '../../../../testing/render-in-app';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';

afterEach(() => {
  vi.restoreAllMocks();
});

test("deleting a subscriber's account asks for their e-mail and the owner's password, and shows what the server refused", async () => {
  const { sent } = fakeApi({
    'DELETE /api/admin/subscribers/7': ({ body }) => {
      const { email, password } = body as { email: string; password: string };
      if (email !== 'owen@example.com') {
        const message = "Type the subscriber's e-mail address as shown above";
        return { status: 400, body: { message, code: 'VALIDATION', fields: { email: message } } };
      }
      if (password !== 'masala-admin-2025') {
        const message = 'That password is not right';
        return { status: 400, body: { message, code: 'VALIDATION', fields: { password: message } } };
      }
      return { body: { message: 'The account has been deleted and its owner told by e-mail.' } };
    },
  });
  const user = userEvent.setup();
  renderInApp(<DeleteSubscriberDialog subscriberId={7} name="Owen Asks" email="owen@example.com" />);

  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  const dialog = await screen.findByRole('dialog', { name: "Delete Owen Asks's account?" });
  expect(dialog).toHaveTextContent('Type owen@example.com to confirm which account goes.');

  // Nothing is sent with the fields empty.
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(await within(dialog).findByText('Please enter your own password')).toBeVisible();
  expect(sent.filter((r) => r.method === 'DELETE')).toHaveLength(0);

  await user.type(within(dialog).getByLabelText('Their e-mail address'), 'ravi@example.com');
  await user.type(within(dialog).getByLabelText('Your password'), 'masala-admin-2025');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(
    await within(dialog).findByText("Type the subscriber's e-mail address as shown above"),
  ).toBeVisible();

  const typed = within(dialog).getByLabelText('Their e-mail address');
  await user.clear(typed);
  await user.type(typed, 'owen@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
  expect(await screen.findByText('The account has been deleted and its owner told by e-mail.')).toBeVisible();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.body)).toEqual([
    { email: 'ravi@example.com', password: 'masala-admin-2025' },
    { email: 'owen@example.com', password: 'masala-admin-2025' },
  ]);
});
