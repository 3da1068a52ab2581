import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-in-app';
import { PROMO_DELAY_MS, usePromoPopup } from '../hooks/use-promo-popup';
import { PromoPopup } from './promo-popup';

/** The landing page's use of the promo: the hook decides when, the dialog asks. */
function Promo() {
  const promo = usePromoPopup();
  return promo.open ? <PromoPopup open onAnswered={promo.dismiss} /> : null;
}

afterEach(() => {
  vi.useRealTimers();
});

const promoDialog = () => screen.queryByRole('dialog', { name: '20% off your first week' });

/** Renders the promo and lets its 15 s pass on a fake clock; the dialog is then used on real time, as Radix expects. */
async function openedAfterItsDelay() {
  vi.useFakeTimers();
  const shown = renderInApp(<Promo />);
  act(() => void vi.advanceTimersByTime(PROMO_DELAY_MS - 1_000));
  expect(promoDialog()).toBeNull();
  act(() => void vi.advanceTimersByTime(1_500));
  vi.useRealTimers();
  expect(await screen.findByRole('dialog', { name: '20% off your first week' })).toBeVisible();
  return shown;
}

// The browser journeys (e2e/landing.spec.ts) open it on the real page, claim it, and dismiss it with Escape across a
// reload; here the other two answers, and that an answer is kept.
test('Maybe later closes the promo, and a visitor who answered it does not see it again', async () => {
  const first = await openedAfterItsDelay();
  await userEvent.click(screen.getByRole('button', { name: 'Maybe later' }));
  expect(promoDialog()).toBeNull();
  expect(localStorage.getItem('promo_popup_dismissed_at')).toMatch(/^\d+$/);
  first.unmount();

  vi.useFakeTimers();
  renderInApp(<Promo />);
  act(() => void vi.advanceTimersByTime(PROMO_DELAY_MS * 2));
  expect(promoDialog()).toBeNull();
});

test('the close button dismisses the promo and keeps the answer', async () => {
  await openedAfterItsDelay();
  await userEvent.click(screen.getByRole('button', { name: 'Close offer' }));
  expect(promoDialog()).toBeNull();
  expect(localStorage.getItem('promo_popup_dismissed_at')).toMatch(/^\d+$/);
});
