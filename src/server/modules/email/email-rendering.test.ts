// Rendering every template to HTML and text from typed data: content, escaping, links, footer and the secrets that guard them.
import { expect, test } from 'vitest';
import { DEFAULT_BUSINESS } from '../../../contracts/site-config';
import { EMAIL_CATALOG, renderEmail, renderPreviews, type EmailRenderSettings } from './email-renderer';
import { EMAIL_TEMPLATE_NAMES, parseTemplateMessage } from './email-templates';
import { deriveEmailKey } from './email-keys';
import { createPayloadSealer } from './payload-seal';
import { createUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';
import { retryDelayMs } from '../../jobs/jobs';
import { DEFAULT_RETRY_POLICY } from './email-delivery-job';

const settings: EmailRenderSettings = {
  appOrigin: 'https://tiffinfit.example',
  business: DEFAULT_BUSINESS,
  businessAddress: 'Tiffin Fit, Las Colinas, Irving, TX 75039',
  unsubscribeUrlFor: (email) => `https://tiffinfit.example/api/newsletter/unsubscribe?token=for-${email}`,
};

test('every template renders a subject, a complete HTML document and a plain-text part from its sample', () => {
  const previews = renderPreviews(settings, 'priya@example.com');
  expect(previews.map((p) => p.name).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
  for (const p of previews) {
    expect(p.subject.length).toBeGreaterThan(5);
    expect(p.html).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>\s*$/);
    expect(p.html).toContain('role="presentation"');
    expect(p.html).toContain('#14532d');
    expect(p.html).toContain('#f59e0b');
    expect(p.html).toContain('max-width: 620px');
    expect(p.text).not.toMatch(/<[a-z][^>]*>/i);
    expect(p.text).toContain('Tiffin Fit, Las Colinas, Irving, TX 75039');
    expect(p.text).toContain(DEFAULT_BUSINESS.communityChatUrl);
    expect(p.title.length).toBeGreaterThan(0);
    expect(p.description.length).toBeGreaterThan(0);
  }
});

test('the subscription confirmation says plan, price, first week, pickup place and window, and cashew and ghee', () => {
  const { subject, html, text } = renderEmail(
    {
      template: 'subscription-confirmation',
      data: { name: 'Priya', planType: 'monthly', priceCents: 27000, firstPickupWeekOf: '2025-08-04' },
    },
    'priya@example.com',
    settings,
  );
  expect(subject).toBe('Welcome to Tiffin Fit: your Monthly Plan is confirmed');
  for (const part of [html, text]) {
    expect(part).toContain('Monthly Plan (20 meals)');
    expect(part).toContain('$270.00 every 4 weeks');
    expect(part).toContain('Week of August 4, 2025');
    expect(part).toContain(`${DEFAULT_BUSINESS.pickup.name}, ${DEFAULT_BUSINESS.pickup.address}`);
    expect(part).toContain(DEFAULT_BUSINESS.pickup.time);
    expect(part).toContain('cashew and ghee');
    expect(part).toContain('accommodate allergies');
    expect(part).toContain('nutrition tracker');
  }
});

test('the weekly confirmation says the tracker comes with the plan and when the next charge is', () => {
  const { text } = renderEmail(
    {
      template: 'subscription-confirmation',
      data: { name: 'Priya', planType: 'weekly', priceCents: 7500, firstPickupWeekOf: '2025-08-04' },
    },
    'priya@example.com',
    settings,
  );
  expect(text).toContain('Your plan includes the AI nutrition tracker');
  expect(text).toContain('Next charge: $75.00 on Friday, August 8, 2025 at 12:00 PM Central');
});

/** A receipt for order #7 of the week of August 11, 2025, with its weeks when given. */
const receipt = (more: { weeks?: number; amountCents?: number; creditCents?: number } = {}) =>
  renderEmail(
    {
      template: 'order-confirmation',
      data: {
        name: 'Priya',
        orderId: 7,
        weekOf: '2025-08-11',
        amountCents: 7500,
        paymentStatus: 'successful',
        ...more,
      },
    },
    'priya@example.com',
    settings,
  );

test('the order confirmation is a receipt: week, amount and payment status', () => {
  const { subject, text } = receipt();
  expect(subject).toBe('Your Tiffin Fit receipt for the week of August 11, 2025');
  expect(text).toContain('Order: #7');
  expect(text).toContain('Amount: $75.00');
  expect(text).toContain('Payment status: Paid');
});

test('a receipt paid partly with account credit shows the credit and what the card paid', () => {
  const { text } = receipt({ creditCents: 2000 });
  expect(text).toContain('Amount: $75.00');
  expect(text).toContain('Account credit applied: -$20.00');
  expect(text).toContain('Charged to your card: $55.00');
  expect(receipt().text).not.toContain('Account credit');
});

test('a monthly receipt names the four weeks it pays for, not one week', () => {
  const { subject, text } = receipt({ weeks: 4, amountCents: 27000 });
  expect(subject).toBe('Your Tiffin Fit receipt for 4 weeks, August 11, 2025 to September 5, 2025');
  expect(text).toContain('Weeks: 4 weeks, August 11, 2025 to September 5, 2025');
  expect(text).toContain('Amount: $270.00');
  expect(text).not.toContain('Week of');
});

test('the charge reminder says how much, when, for which weeks, and how to skip, pause or cancel before the cutoff', () => {
  const weekly = renderEmail(
    {
      template: 'charge-reminder',
      data: {
        name: 'Priya',
        planType: 'weekly',
        amountCents: 7500,
        chargeOn: '2026-12-04',
        periodStart: '2026-12-07',
        weeks: 1,
        cardLast4: '4242',
        resumingAfterPause: false,
      },
    },
    'priya@example.com',
    settings,
  );
  expect(weekly.subject).toBe('Reminder: $75.00 on Friday, December 4, 2026 for your Tiffin Fit lunches');
  expect(weekly.text).toContain(
    "on Friday, December 4, 2026 at 12:00 PM Central we'll charge $75.00 to your card ending 4242 for the week of December 7, 2026.",
  );
  for (const part of [weekly.html, weekly.text]) {
    expect(part).toContain('$75.00 to your card ending 4242 for the week of December 7, 2026.');
    expect(part).toContain('Skip the week of December 7, 2026');
    expect(part).toContain('Pause until a Monday you choose');
    expect(part).toContain('Cancel');
    expect(part).toContain('Turn them off in your dashboard');
  }
  expect(weekly.html).toContain('href="https://tiffinfit.example/dashboard?tab=subscription"');

  const monthly = renderEmail(
    {
      template: 'charge-reminder',
      data: {
        name: 'Priya',
        planType: 'monthly',
        amountCents: 27000,
        chargeOn: '2026-12-25',
        periodStart: '2026-12-28',
        weeks: 4,
        cardLast4: null,
        resumingAfterPause: true,
      },
    },
    'priya@example.com',
    settings,
  );
  expect(monthly.subject).toBe('Your Tiffin Fit pause ends: $270.00 on Friday, December 25, 2026');
  expect(monthly.text).toContain('Your pause ends with the week of December 28, 2026.');
  expect(monthly.text).toContain('Pays for: 4 weeks, December 28, 2026 to January 22, 2027 (20 lunches');
  expect(monthly.text).not.toContain('Skip the week');
});

test('the password reset links to APP_ORIGIN and says when the link expires', () => {
  const resetUrl = 'https://tiffinfit.example/reset-password?token=abc';
  const { html, text } = renderEmail(
    { template: 'password-reset', data: { name: 'Priya', resetUrl, expiresInMinutes: 30 } },
    'priya@example.com',
    settings,
  );
  expect(html).toContain(`href="${resetUrl}"`);
  expect(text).toContain(`Choose a new password:\n${resetUrl}`);
  expect(text).toContain('expires in 30 minutes');
});

test('text from people and admins is escaped in HTML and kept as typed in plain text', () => {
  const name = '<script>alert("x")</script> & Co';
  const { html, text } = renderEmail(
    {
      template: 'subscription-confirmation',
      data: { name, planType: 'weekly', priceCents: 7500, firstPickupWeekOf: '2026-11-23' },
    },
    'priya@example.com',
    settings,
  );
  expect(html).not.toContain('<script>');
  expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
  expect(text).toContain(name);

  const letter = renderEmail(
    {
      template: 'newsletter',
      data: { subject: 'Fish & <b>chips</b>', content: 'Line one\nline <i>two</i>\n\nNext' },
    },
    'reader@example.com',
    settings,
  );
  expect(letter.html).toContain('Fish &amp; &lt;b&gt;chips&lt;/b&gt;');
  expect(letter.html).toContain('Line one<br>line &lt;i&gt;two&lt;/i&gt;');
});

test('the newsletter carries its recipient unsubscribe link in the footer and the one-click List-Unsubscribe headers', () => {
  const { html, text, headers } = renderEmail(
    { template: 'newsletter', data: { subject: 'Hello', content: 'Hi all' } },
    'reader@example.com',
    settings,
  );
  const url = 'https://tiffinfit.example/api/newsletter/unsubscribe?token=for-reader@example.com';
  expect(html).toContain(`href="${url}"`);
  expect(text).toContain(url);
  expect(headers['List-Unsubscribe']).toBe(
    `<${url}>, <mailto:${DEFAULT_BUSINESS.contactEmail}?subject=unsubscribe>`,
  );
  expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  for (const part of [html, text]) {
    expect(part).toContain(DEFAULT_BUSINESS.contactEmail);
    expect(part).toContain(DEFAULT_BUSINESS.contactPhone);
  }
  // Transactional e-mails have no unsubscribe link.
  const receipt = renderEmail(
    { template: 'waitlist-confirmation', data: { name: 'A', phase: 'phase1' } },
    'a@example.com',
    settings,
  );
  expect(receipt.text).not.toContain('Unsubscribe');
  expect(receipt.headers).toEqual({});
});

test('template data is checked: links must be http(s), dates real, amounts whole cents', () => {
  expect(() =>
    parseTemplateMessage('password-reset', {
      name: 'A',
      resetUrl: 'javascript:alert(1)',
      expiresInMinutes: 30,
    }),
  ).toThrow();
  expect(() =>
    parseTemplateMessage('payment-failed', { name: 'A', amountCents: 12.5, weekOf: '2025-08-11' }),
  ).toThrow();
  expect(() =>
    parseTemplateMessage('payment-failed', { name: 'A', amountCents: 100, weekOf: 'soon' }),
  ).toThrow();
  expect(() => parseTemplateMessage('no-such-template', {})).toThrow(/unknown e-mail template/);
  for (const name of EMAIL_TEMPLATE_NAMES) {
    expect(() => parseTemplateMessage(name, EMAIL_CATALOG[name].sample(settings))).not.toThrow();
  }
});

test('unsubscribe tokens name the address and cannot be forged or moved to another address', () => {
  const key = deriveEmailKey('a-secret-that-is-long-enough-to-sign-things-00', 'newsletter-unsubscribe');
  const token = createUnsubscribeToken(key, ' Reader@Example.com ');
  expect(verifyUnsubscribeToken(key, token)).toBe('reader@example.com');
  const [, mac] = token.split('.');
  expect(
    verifyUnsubscribeToken(key, `${Buffer.from('victim@example.com').toString('base64url')}.${mac}`),
  ).toBeNull();
  const otherKey = deriveEmailKey('another-secret-that-is-long-enough-to-sign-000', 'newsletter-unsubscribe');
  expect(verifyUnsubscribeToken(otherKey, token)).toBeNull();
  expect(verifyUnsubscribeToken(key, 'garbage')).toBeNull();
});

test('sealed payloads open only with the same key and the same dedupe key', () => {
  const secret = 'a-secret-that-is-long-enough-to-sign-things-00';
  const sealer = createPayloadSealer(deriveEmailKey(secret, 'outbox-payload'));
  const sealed = sealer.seal('{"resetUrl":"https://x/reset?token=s3cret"}', 'password-reset:1');
  expect(sealed).not.toContain('s3cret');
  expect(sealer.unseal(sealed, 'password-reset:1')).toContain('s3cret');
  expect(() => sealer.unseal(sealed, 'password-reset:2')).toThrow();
  const other = createPayloadSealer(deriveEmailKey(`${secret}-other`, 'outbox-payload'));
  expect(() => other.unseal(sealed, 'password-reset:1')).toThrow(/another APP_SECRET/);
});

test('retries wait 30 s, then twice as long each time, up to an hour', () => {
  expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, DEFAULT_RETRY_POLICY) / 1000)).toEqual([
    30, 60, 120, 240, 480, 960, 1920,
  ]);
  expect(retryDelayMs(20, DEFAULT_RETRY_POLICY)).toBe(60 * 60_000);
});
