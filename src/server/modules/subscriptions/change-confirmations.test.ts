// Every change a subscriber makes is confirmed by e-mail: what changed, what happens next, when the next charge is.
import { afterEach, expect, test } from 'vitest';
import { createMailedTestApp, type MailedTestApp } from '../../testing/mailed-test-app';
import { BILLING_ADDRESS, subscribeAndSignIn } from './subscription-test-support';

let t: MailedTestApp;
afterEach(() => t.close());

const EMAIL = 'asha@example.com';

test('cancelling, undoing it, skipping, restoring, pausing, ending the pause, the Friday special and a new card each get an e-mail', async () => {
  // Wednesday 25 November 2026, 10:00 AM Central: the first week is November 30, the next charge Friday December 4.
  t = await createMailedTestApp({ now: new Date('2026-11-25T16:00:00Z') });
  const headers = await subscribeAndSignIn(t, { email: EMAIL });
  const call = async (method: 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(200);
  };
  let seen = (await t.mailTo(EMAIL)).length;
  /** The one e-mail the last change sent: its subject and its text with the line breaks of the details table. */
  const confirmation = async () => {
    const mails = await t.mailTo(EMAIL);
    expect(mails.length, mails.map((m) => m.subject).join(' | ')).toBe(seen + 1);
    seen = mails.length;
    const mail = mails.at(-1);
    return { subject: mail?.subject ?? '', text: (mail?.text ?? '').replace(/\s+/g, ' ') };
  };
  const NEXT_PICKUP = 'Next pickup: Monday, November 30, 2026, 12:00 to 2:00 PM';
  const CHARGE_DEC_4 =
    'Next charge: $75.00 on Friday, December 4, 2026 at 12:00 PM Central, for the week of December 7, 2026';

  await call('DELETE', '/api/subscription');
  const cancelled = await confirmation();
  expect(cancelled.subject).toBe('Your Tiffin Fit subscription is cancelled');
  expect(cancelled.text).toContain('Last pickup: Friday, December 4, 2026, 12:00 to 2:00 PM');
  expect(cancelled.text).toContain('Next charge: None: you will not be charged again');

  await call('POST', '/api/subscription/resume');
  const resumed = await confirmation();
  expect(resumed.subject).toBe('Your Tiffin Fit subscription continues');
  expect(resumed.text).toContain('Your cancellation is undone');
  expect(resumed.text).toContain(NEXT_PICKUP);
  expect(resumed.text).toContain(CHARGE_DEC_4);

  await call('POST', '/api/subscription/skip', { weekStartDate: '2026-12-07' });
  const skipped = await confirmation();
  expect(skipped.subject).toBe('You skipped the week of December 7, 2026');
  expect(skipped.text).toContain(
    'Next charge: $75.00 on Friday, December 11, 2026 at 12:00 PM Central, for the week of December 14, 2026',
  );
  // Skipping it again changes nothing and says nothing.
  await call('POST', '/api/subscription/skip', { weekStartDate: '2026-12-07' });

  await call('DELETE', '/api/subscription/skip/2026-12-07');
  const restored = await confirmation();
  expect(restored.subject).toBe('The week of December 7, 2026 is back on');
  expect(restored.text).toContain(CHARGE_DEC_4);

  await call('POST', '/api/subscription/pause', { resumeOn: '2026-12-21' });
  const paused = await confirmation();
  expect(paused.subject).toBe('Your Tiffin Fit pause is set: back the week of December 21, 2026');
  expect(paused.text).toContain(
    'Your lunches pause from the week of December 7, 2026 and start again the week of December 21, 2026.',
  );
  expect(paused.text).toContain(
    'Next charge: $75.00 on Friday, December 18, 2026 at 12:00 PM Central, for the week of December 21, 2026',
  );
  expect(paused.text).toContain(NEXT_PICKUP);

  await call('DELETE', '/api/subscription/pause');
  const unpaused = await confirmation();
  expect(unpaused.subject).toBe('Your Tiffin Fit pause is cancelled');
  expect(unpaused.text).toContain(CHARGE_DEC_4);

  await call('PUT', '/api/subscription/friday-special', { weekStartDate: '2026-11-30', choice: 'shrimp' });
  const special = await confirmation();
  expect(special.subject).toBe('Your Friday special: shrimp pulao');
  expect(special.text).toContain('Your Friday special for the week of November 30, 2026 is shrimp pulao.');

  await call('PUT', '/api/subscription/card', {
    cardDetails: {
      cardNumber: '5555555555554444',
      expiryMonth: '11',
      expiryYear: '2031',
      cvv: '321',
      cardholderName: 'Asha Rao',
    },
    billingAddress: BILLING_ADDRESS,
  });
  const card = await confirmation();
  expect(card.subject).toBe('Your card ending 4444 is saved');
  expect(card.text).toContain('Your Mastercard ending 4444 now pays for your lunches');
  expect(card.text).toContain(CHARGE_DEC_4);
  expect(card.text).toContain('Card: Ending 4444');
});
