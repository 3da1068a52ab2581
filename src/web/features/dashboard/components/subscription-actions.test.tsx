import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { SubscriptionActions } from './subscription-actions';
import { SEED_FRIDAY_OPTIONS, weeklySubscription } from '../../../testing/subscriptions';

const weekly = weeklySubscription({
  currentPeriodEnd: '2026-12-04T20:00:00.000Z',
  currentPeriodStart: '2026-11-30',
  nextChargeAt: '2026-12-04T18:00:00.000Z',
  nextPickupDate: '2026-11-30',
  fridaySpecial: [{ weekStartDate: '2026-11-30', choice: 'chicken', options: SEED_FRIDAY_OPTIONS }],
});

test('Cancel Subscription asks first; Never mind closes the question and nothing is sent', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderInApp(<SubscriptionActions subscription={weekly} />, { route: '/dashboard' });

  await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
  expect(dialog).toHaveTextContent('Your Weekly Plan stays active until December 4, 2026.');
  expect(dialog).toHaveTextContent('you will not be charged again');
  expect(within(dialog).getByRole('button', { name: 'Yes, Cancel Subscription' })).toBeEnabled();

  await user.click(within(dialog).getByRole('button', { name: 'Never mind' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();
});

test('Upgrade to Monthly shows the $195.00 charged today to the card on file, and what follows', async () => {
  const sent = vi.spyOn(globalThis, 'fetch');
  const user = userEvent.setup();
  renderInApp(<SubscriptionActions subscription={weekly} />, { route: '/dashboard' });

  const upgrade = screen.getByRole('button', { name: 'Upgrade to Monthly' });
  expect(upgrade).toHaveAttribute('aria-haspopup', 'dialog');
  expect(upgrade).toHaveAttribute('aria-expanded', 'false');
  await user.click(upgrade);
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Monthly' });
  expect(upgrade).toHaveAttribute('aria-expanded', 'true');
  expect(within(dialog).getByText('$195.00')).toBeVisible();
  expect(dialog).toHaveTextContent('Save $30.00 every 4 weeks.');
  expect(within(dialog).getByText('to your Visa ending 4242')).toBeVisible();
  expect(dialog).toHaveTextContent('The week of November 30, 2026 you already paid for becomes week 1');
  expect(dialog).toHaveTextContent(
    'Your next charge, $270.00, is on Friday, December 25, 2026 at 12:00 PM CT; then every 4th Friday.',
  );
  expect(within(dialog).getByRole('button', { name: 'Confirm and Pay $195.00' })).toBeEnabled();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // The dialog's code loads when it opens (components/ui/dialog.tsx); closing gives the focus back to its button.
  await vi.waitFor(() => expect(upgrade).toHaveFocus());
  expect(sent).not.toHaveBeenCalled();
});

test('with prices excluding tax, Upgrade to Monthly says the monthly price in force and the tax added to it', async () => {
  const user = userEvent.setup();
  const taxed = {
    ...weekly,
    upgradeAmount: 22733,
    upgradeMonthly: { priceCents: 29000, taxAddedBasisPoints: 825 },
  };
  renderInApp(<SubscriptionActions subscription={taxed} />, { route: '/dashboard' });

  await user.click(screen.getByRole('button', { name: 'Upgrade to Monthly' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Monthly' });
  expect(dialog).toHaveTextContent(
    '20 meals every 4 weeks for $290.00 plus 8.25 % sales tax instead of $300.00.',
  );
  // The saving is the list price's over the price in force, not the spec's $30.00.
  expect(dialog).toHaveTextContent('Save $10.00 every 4 weeks.');
  expect(dialog).toHaveTextContent(
    'Your next charge, $313.93 ($290.00 plus 8.25 % sales tax), is on Friday, December 25, 2026 at 12:00 PM CT',
  );
});

test('a monthly price at or above the list price claims no saving', async () => {
  const user = userEvent.setup();
  const dearer = {
    ...weekly,
    upgradeAmount: 23500,
    upgradeMonthly: { priceCents: 31000, taxAddedBasisPoints: null },
  };
  renderInApp(<SubscriptionActions subscription={dearer} />, { route: '/dashboard' });

  await user.click(screen.getByRole('button', { name: 'Upgrade to Monthly' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Monthly' });
  expect(dialog).toHaveTextContent('20 meals every 4 weeks for $310.00.');
  expect(dialog).not.toHaveTextContent('Save');
  expect(dialog).not.toHaveTextContent('instead of');
  expect(dialog).toHaveTextContent('Your nutrition tracker stays as it is.');
});

test('a monthly plan offers no upgrade, a cancelling one offers to keep it, and no plan offers to start one', () => {
  const { unmount } = renderInApp(<SubscriptionActions subscription={{ ...weekly, planType: 'monthly' }} />);
  expect(screen.queryByRole('button', { name: 'Upgrade to Monthly' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  unmount();

  const cancelling = renderInApp(
    <SubscriptionActions subscription={{ ...weekly, cancelAtPeriodEnd: true }} />,
  );
  expect(screen.getByRole('button', { name: 'Keep my subscription' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upgrade to Monthly' })).not.toBeInTheDocument();
  cancelling.unmount();

  renderInApp(<SubscriptionActions subscription={null} />);
  expect(screen.getByRole('link', { name: 'Start Subscription' })).toHaveAttribute('href', '/subscribe');
});
