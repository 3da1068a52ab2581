import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { PickupCodeResponse } from '../../../contracts/pickup-code';
import { renderInApp } from '../../testing/render-in-app';
import { PickupCodeCard } from './pickup-code-card';

/** GET /api/subscription/pickup-code answered at the network boundary as the contract says. */
function serveCode(body: PickupCodeResponse | null) {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    body
      ? Response.json(body)
      : Response.json({ message: 'No subscription', code: 'NOT_FOUND' }, { status: 404 }),
  );
}

test('on a pickup day the card shows the code and its QR code', async () => {
  serveCode({ code: 'K7M3QX', validOn: '2026-11-23', nextPickupDate: null });
  renderInApp(<PickupCodeCard />, { route: '/dashboard' });
  expect(await screen.findByRole('heading', { name: "Today's pickup code" })).toBeVisible();
  expect(screen.getByText('K7M3QX')).toBeVisible();
  expect(await screen.findByRole('img', { name: 'QR code for pickup code K7M3QX' })).toBeVisible();
});

test('on other days it says when the code appears next', async () => {
  serveCode({ code: null, validOn: null, nextPickupDate: '2026-11-30' });
  renderInApp(<PickupCodeCard />, { route: '/dashboard' });
  expect(await screen.findByText(/Your pickup code appears here on the days you collect/)).toHaveTextContent(
    'next on November 30, 2026',
  );
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('without a subscription the card shows nothing', async () => {
  serveCode(null);
  const { container } = renderInApp(<PickupCodeCard />, { route: '/dashboard' });
  await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
  expect(container).toBeEmptyDOMElement();
});
