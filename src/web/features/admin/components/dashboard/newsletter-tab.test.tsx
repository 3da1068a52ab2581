import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderInApp } from '../../../../testing/render-in-app';
import { EmailTab } from './email-tab';
import { NewsletterTab } from './newsletter-tab';

/**
 * The server's side of these calls, answered at the network boundary the way the API's contract says
 * (src/contracts/admin.ts): the e-mail log, and the newsletter call with the given status.
 */
const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function serveAdminApi(newsletterStatus: number) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = urlOf(input);
    if (url.startsWith('/api/admin/email-logs'))
      return Promise.resolve(
        new Response('[]', {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': '0' },
        }),
      );
    if (url === '/api/admin/send-newsletter')
      return Promise.resolve(
        newsletterStatus === 200
          ? Response.json({ success: true, message: 'Queued for 3 subscribers', recipients: 3 })
          : Response.json({ message: 'Mail is down', code: 'INTERNAL' }, { status: newsletterStatus }),
      );
    return Promise.reject(new Error(`unexpected call ${url}`));
  });
}

const calls = (spy: ReturnType<typeof serveAdminApi>, path: string) =>
  spy.mock.calls.filter(([input]) => urlOf(input).startsWith(path));

function toastTitled(title: string) {
  return screen.findByText(title);
}

test('sending without a subject or content says Missing Content and sends nothing', async () => {
  const sent = serveAdminApi(200);
  const user = userEvent.setup();
  renderInApp(<NewsletterTab />, { route: '/admin' });

  await user.type(screen.getByLabelText('Subject'), 'Menu for the week');
  await user.click(screen.getByRole('button', { name: 'Send Newsletter to All Subscribers' }));

  expect(await toastTitled('Missing Content')).toBeVisible();
  expect(screen.getByText('Please provide both subject and content.')).toBeVisible();
  expect(calls(sent, '/api/admin/send-newsletter')).toHaveLength(0);
});

test('the preview follows what is typed', async () => {
  serveAdminApi(200);
  const user = userEvent.setup();
  renderInApp(<NewsletterTab />, { route: '/admin' });

  await user.type(screen.getByLabelText('Subject'), 'Shrimp pulao Friday');
  await user.type(screen.getByLabelText('Content'), 'Choose shrimp by Thursday.');
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByText('Shrimp pulao Friday')).toBeVisible();
  expect(within(preview).getByText('Choose shrimp by Thursday.')).toBeVisible();
});

test('a sent newsletter says Newsletter Sent, clears the fields and refetches the e-mail log', async () => {
  const sent = serveAdminApi(200);
  const user = userEvent.setup();
  renderInApp(
    <>
      <NewsletterTab />
      <EmailTab />
    </>,
    { route: '/admin' },
  );
  expect(await screen.findByText('No emails yet.')).toBeVisible();
  expect(calls(sent, '/api/admin/email-logs')).toHaveLength(1);

  await user.type(screen.getByLabelText('Subject'), 'Menu for the week');
  await user.type(screen.getByLabelText('Content'), 'Paneer tikka on Monday.');
  await user.click(screen.getByRole('button', { name: 'Send Newsletter to All Subscribers' }));

  expect(await toastTitled('Newsletter Sent')).toBeVisible();
  expect(screen.getByText('Weekly newsletter has been sent to all subscribers')).toBeVisible();
  expect(screen.getByLabelText('Subject')).toHaveValue('');
  expect(screen.getByLabelText('Content')).toHaveValue('');
  const [, init] = calls(sent, '/api/admin/send-newsletter')[0] ?? [];
  expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({
    subject: 'Menu for the week',
    content: 'Paneer tikka on Monday.',
  });
  await vi.waitFor(() => expect(calls(sent, '/api/admin/email-logs')).toHaveLength(2));
});

test('a failed send says Send Failed and keeps what was written', async () => {
  serveAdminApi(500);
  const user = userEvent.setup();
  renderInApp(<NewsletterTab />, { route: '/admin' });

  await user.type(screen.getByLabelText('Subject'), 'Menu for the week');
  await user.type(screen.getByLabelText('Content'), 'Paneer tikka on Monday.');
  await user.click(screen.getByRole('button', { name: 'Send Newsletter to All Subscribers' }));

  expect(await toastTitled('Send Failed')).toBeVisible();
  expect(screen.getByText('Failed to send newsletter.')).toBeVisible();
  expect(screen.getByLabelText('Subject')).toHaveValue('Menu for the week');
});
