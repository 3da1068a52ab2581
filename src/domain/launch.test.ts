import { expect, test } from 'vitest';
import { DEFAULT_LAUNCH_DATES, isBetaBannerVisible, launchPhaseAt } from './launch';

test('the product is in beta until the invite-only launch on August 1st 2025, Irving time', () => {
  expect(launchPhaseAt(new Date('2025-08-01T04:59:59Z'), DEFAULT_LAUNCH_DATES)).toBe('beta');
  expect(launchPhaseAt(new Date('2025-08-01T05:00:00Z'), DEFAULT_LAUNCH_DATES)).toBe('inviteOnly');
  expect(launchPhaseAt(new Date('2026-11-21T00:00:00Z'), DEFAULT_LAUNCH_DATES)).toBe('inviteOnly');
});

test('the beta banner shows only before July 4th 2024', () => {
  expect(isBetaBannerVisible(new Date('2024-07-03T12:00:00Z'), DEFAULT_LAUNCH_DATES)).toBe(true);
  expect(isBetaBannerVisible(new Date('2024-07-04T05:00:00Z'), DEFAULT_LAUNCH_DATES)).toBe(false);
});
