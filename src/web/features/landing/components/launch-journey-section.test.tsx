import { screen, within } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { DEFAULT_BUSINESS, SITE_CONFIG_META_NAME } from '../../../../contracts/site-config';
import { renderInApp } from '../../../testing/render-in-app';
import { LaunchJourneySection } from './launch-journey-section';

// The server's clock says July 20, 2025: the beta is over, the invite-only launch is still to come.
beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = SITE_CONFIG_META_NAME;
  meta.content = JSON.stringify({
    ...DEFAULT_BUSINESS,
    serverTime: '2025-07-20T15:00:00.000Z',
    googleSignInEnabled: false,
  });
  document.head.append(meta);
});

test('before its date the invite-only launch is upcoming and starts, in the future tense, with no spots to sell', () => {
  renderInApp(
    <LaunchJourneySection launch={{ phase: 'beta', capacity: 27, spotsLeft: 0, atCapacity: true }} />,
  );
  const [beta, inviteOnly] = screen.getAllByRole('listitem');
  expect(within(beta!).getByText('Completed')).toBeVisible();
  expect(within(beta!).getByText('Ended July 4, 2024 · 27 founding members')).toBeVisible();
  expect(within(inviteOnly!).getByText('Upcoming')).toBeVisible();
  expect(within(inviteOnly!).getByText('Starts August 1, 2025')).toBeVisible();
  expect(within(inviteOnly!).queryByRole('link', { name: 'Subscribe Now' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Open since|Active now/)).not.toBeInTheDocument();
});
