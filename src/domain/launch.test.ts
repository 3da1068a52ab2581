import { expect, test } from 'vitest';
import {
  isBetaBannerVisible,
  launchPhaseAt,
  phaseStatusesAt,
  spotsLeftText,
  type LaunchDates,
} from './launch';

// Dates of the test's own, so the rules are tested apart from the dates configured (see config.test.ts).
const dates: LaunchDates = {
  betaBannerCutoff: new Date('2030-01-10T06:00:00Z'),
  inviteOnlyStart: new Date('2030-02-01T06:00:00Z'),
};

test('the product is in beta strictly before the invite-only start, and invite-only from that instant on', () => {
  expect(launchPhaseAt(new Date('2030-02-01T05:59:59.999Z'), dates)).toBe('beta');
  expect(launchPhaseAt(new Date('2030-02-01T06:00:00Z'), dates)).toBe('inviteOnly');
  expect(launchPhaseAt(new Date('2031-01-01T00:00:00Z'), dates)).toBe('inviteOnly');
});

test('the beta banner shows strictly before its cutoff and never after', () => {
  expect(isBetaBannerVisible(new Date('2030-01-10T05:59:59.999Z'), dates)).toBe(true);
  expect(isBetaBannerVisible(new Date('2030-01-10T06:00:00Z'), dates)).toBe(false);
  expect(isBetaBannerVisible(new Date('2030-03-01T00:00:00Z'), dates)).toBe(false);
});

test('the beta is active until its cutoff, the invite-only launch upcoming until its start', () => {
  expect(phaseStatusesAt(new Date('2030-01-01T00:00:00Z'), dates)).toEqual({
    beta: 'active',
    inviteOnly: 'upcoming',
  });
  expect(phaseStatusesAt(new Date('2030-01-20T00:00:00Z'), dates)).toEqual({
    beta: 'completed',
    inviteOnly: 'upcoming',
  });
  expect(phaseStatusesAt(new Date('2030-02-01T06:00:00Z'), dates)).toEqual({
    beta: 'completed',
    inviteOnly: 'active',
  });
});

test('spots left read as a count of the capacity, and a full phase says so', () => {
  expect(spotsLeftText(98, 100)).toBe('98 of 100 spots left');
  expect(spotsLeftText(1, 100)).toBe('1 of 100 spots left');
  expect(spotsLeftText(0, 100)).toBe('All 100 spots taken');
  expect(spotsLeftText(-2, 27)).toBe('All 27 spots taken');
});
