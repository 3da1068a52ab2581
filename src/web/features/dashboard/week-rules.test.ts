import { expect, test } from 'vitest';
import type { Subscription } from '../../../contracts/subscription';
import { comingWeeks, pausePlan, resumeOptions } from './week-rules';
import { weeklySubscription } from '../../testing/subscriptions';

// Wednesday, November 25, 2026, noon in Irving.
const NOW = new Date('2026-11-25T18:00:00.000Z');

const weekly = weeklySubscription();

const summary = (s: Subscription, now = NOW) =>
  comingWeeks(s, now).map((w) => [w.monday, w.state.kind, w.canSkip, w.canUnskip]);

test('a weekly plan lists the paid week under way, then four open weeks each charged on its own Friday', () => {
  expect(summary(weekly)).toEqual([
    ['2026-11-23', 'paid', false, false],
    ['2026-11-30', 'charged', true, false],
    ['2026-12-07', 'charged', true, false],
    ['2026-12-14', 'charged', true, false],
    ['2026-12-21', 'charged', true, false],
  ]);
  const [, next] = comingWeeks(weekly, NOW);
  expect(next?.state).toEqual({ kind: 'charged', chargeAt: new Date('2026-11-27T18:00:00.000Z') });
});

test('after the Friday run the week it paid is listed; a skip inside a pause reads as paused', () => {
  const saturday = new Date('2026-11-28T18:00:00.000Z');
  const held = {
    ...weekly,
    skippedWeeks: ['2026-12-14', '2026-12-28'],
    pausedFrom: '2026-12-07',
    pausedUntil: '2026-12-21',
    currentPeriodStart: '2026-11-30',
    currentPeriodEnd: '2026-12-04T20:00:00.000Z',
    nextChargeAt: '2026-12-18T18:00:00.000Z',
  };
  expect(summary(held, saturday)).toEqual([
    ['2026-11-30', 'paid', false, false],
    ['2026-12-07', 'paused', false, false],
    ['2026-12-14', 'paused', false, false],
    ['2026-12-21', 'charged', true, false],
    ['2026-12-28', 'skipped', false, true],
  ]);
});

test('a monthly plan charges its next four weeks together and skips none', () => {
  const monthly: Subscription = {
    ...weekly,
    planType: 'monthly',
    currentPeriodEnd: '2026-12-18T20:00:00.000Z',
    nextChargeAt: '2026-12-18T18:00:00.000Z',
    nextChargeAmount: 27000,
  };
  const weeks = comingWeeks(monthly, NOW);
  expect(weeks.map((w) => w.state.kind)).toEqual(['paid', 'paid', 'paid', 'paid', 'charged']);
  expect(weeks.some((w) => w.canSkip)).toBe(false);
});

test('a pause starts after the paid weeks and resumes on a Monday up to twelve weeks later', () => {
  expect(pausePlan(weekly, NOW)).toEqual({ kind: 'none', from: '2026-11-30' });
  const options = resumeOptions('2026-11-30' as never, NOW);
  expect([options[0], options.at(-1), options.length]).toEqual(['2026-12-07', '2027-02-22', 12]);
  expect(pausePlan({ ...weekly, pausedFrom: '2026-11-30', pausedUntil: '2026-12-14' }, NOW)).toEqual({
    kind: 'scheduled',
    from: '2026-11-30',
    until: '2026-12-14',
  });
  expect(
    pausePlan({ ...weekly, status: 'paused', pausedFrom: '2026-11-30', pausedUntil: '2026-12-14' }, NOW).kind,
  ).toBe('paused');
});

test('a renewal that did not go through shows its week as payment due until the week is over', () => {
  const saturday = new Date('2026-11-28T18:00:00.000Z');
  const pastDue: Subscription = { ...weekly, status: 'past_due', paymentStatus: 'failed' };
  expect(summary(pastDue, saturday).slice(0, 2)).toEqual([
    ['2026-11-30', 'unpaid', false, false],
    ['2026-12-07', 'charged', true, false],
  ]);
});
