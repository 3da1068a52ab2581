// E-mail settings from the environment: SMTP_URL, MAIL_FROM and the footer's postal address.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { loadConfig } from '../../config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tiffin-mail-config-')), ...env }, '1');

test('without settings, mail goes to files, comes from the contact address and carries the default address', () => {
  const { mail, business } = load({ CONTACT_EMAIL: 'team@tiffinfit.com' });
  expect(mail).toEqual({
    smtpUrl: undefined,
    from: 'Tiffin Fit <team@tiffinfit.com>',
    businessAddress: 'Tiffin Fit, Las Colinas, Irving, TX 75039',
  });
  expect(business.pickup).toMatchObject({
    name: 'Meat Basket',
    time: 'Monday to Friday, 12:00 PM to 2:00 PM',
  });
});

test('SMTP_URL, MAIL_FROM, BUSINESS_ADDRESS and PICKUP_TIME are taken as given', () => {
  const { mail, business } = load({
    SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465',
    MAIL_FROM: '"Tiffin Fit, Irving" <hello@tiffinfit.com>',
    BUSINESS_ADDRESS: 'Tiffin Fit, 1 Main St, Irving, TX 75039',
    PICKUP_TIME: 'Weekdays, noon to 2 PM',
  });
  expect(mail).toEqual({
    smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465',
    from: '"Tiffin Fit, Irving" <hello@tiffinfit.com>',
    businessAddress: 'Tiffin Fit, 1 Main St, Irving, TX 75039',
  });
  expect(business.pickup.time).toBe('Weekdays, noon to 2 PM');
  expect(load({ SMTP_URL: '', MAIL_FROM: '' }).mail.smtpUrl).toBeUndefined();
});

test('a bad SMTP_URL or MAIL_FROM stops the start with one line naming it, never echoing the value', () => {
  expect(() => load({ SMTP_URL: 'https://user:hunter2@mail.example.com' })).toThrow(
    /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
  );
  for (const from of ['a@b.co, c@d.co', 'Tiffin <nope>', 'not an address']) {
    expect(() => load({ MAIL_FROM: from })).toThrow(/^Invalid configuration: MAIL_FROM must be one address/);
  }
});
