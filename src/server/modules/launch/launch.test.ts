// GET /api/launch and the waitlist confirmation: the phase by the app's clock, spots left by checkout's own count.
import { afterEach, expect, test } from 'vitest';
import type { LaunchState } from '../../../contracts/launch';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { testConfig } from '../../testing/test-app';
import { subscribeAndSignIn } from '../subscriptions/subscription-test-support';

let t: MailedTestApp;
afterEach(() => t.close());

const checkout = (inviteOnly: number) => ({
  checkout: { ...testConfig().checkout, capacity: { beta: 27, inviteOnly } },
});
const launchState = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/launch' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<LaunchState>();
};
const joinWaitlist = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { name: 'Priya', email, phase: 'phase2' } });

test('spots left are the spots checkout still sells: each signup takes one, and a full phase says so', async () => {
  t = await createMailedTestApp({ now: new Date('2026-11-25T16:00:00Z'), config: checkout(2) });
  expect(await launchState()).toEqual({ phase: 'inviteOnly', capacity: 2, spotsLeft: 2, atCapacity: false });

  await subscribeAndSignIn(t, { email: 'first@example.com' });
  expect(await launchState()).toMatchObject({ spotsLeft: 1, atCapacity: false });
  await joinWaitlist('early@example.com');

  await subscribeAndSignIn(t, { email: 'second@example.com' });
  expect(await launchState()).toMatchObject({ spotsLeft: 0, atCapacity: true });
  // Checkout agrees: the phase is full.
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/validate-subscription-capacity',
    payload: {
      planType: 'weekly',
      name: 'X',
      email: 'third@example.com',
      phone: '4695550100',
      location: 'irving',
    },
  });
  expect(refused.json()).toMatchObject({ code: 'AT_CAPACITY', shouldRedirectToWaitlist: true });
  await joinWaitlist('late@example.com');

  // Each confirmation says where the launch stood when its reader joined.
  const [early] = await t.mailTo('early@example.com');
  expect(early?.text).toContain(
    'Our invite-only launch is open and has spots free right now (1 of 2 spots left).',
  );
  expect(early?.text).toContain('http://localhost:3000/subscribe');
  const [late] = await t.mailTo('late@example.com');
  expect(late?.text).toContain('Our invite-only launch is at capacity right now: all 2 spots are taken.');
  expect(late?.text).not.toContain('/subscribe');
});

test('before the invite-only start the phase is the beta, with its own spots, and the e-mail says when the launch opens', async () => {
  t = await createMailedTestApp({ now: new Date('2025-07-20T15:00:00Z') });
  expect(await launchState()).toEqual({ phase: 'beta', capacity: 27, spotsLeft: 27, atCapacity: false });
  await joinWaitlist('priya@example.com');
  const [mail] = await t.mailTo('priya@example.com');
  expect(mail?.text).toContain(
    'Our beta runs by invitation (27 of 27 spots left). The invite-only launch opens on August 1, 2025',
  );
});
