import { expect, test } from 'vitest';
import { newPasswordProblem } from './password-policy';
import {
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './password-rules';
import { COMMON_PASSWORDS } from './common-passwords';

test('a new password needs at least 8 characters', () => {
  expect(newPasswordProblem('abc123!')).toBe(PASSWORD_TOO_SHORT_MESSAGE);
  expect(newPasswordProblem('turmeric-lunch')).toBeNull();
});

test('long passphrases are accepted up to the hashing cap', () => {
  expect(newPasswordProblem('a quiet tiffin of dal and rice at noon '.repeat(3))).toBeNull();
  expect(newPasswordProblem('x'.repeat(129))).toBe(PASSWORD_TOO_LONG_MESSAGE);
});

test('common passwords are refused whatever their letter case', () => {
  expect(newPasswordProblem('password123')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
  expect(newPasswordProblem('Password1')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
  expect(newPasswordProblem('QWERTY123')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
  expect(newPasswordProblem('12345678')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
});

test('the common-password list holds about a thousand or more lower-cased entries of 8+ characters', () => {
  expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
  for (const p of COMMON_PASSWORDS) {
    expect(p.length).toBeGreaterThanOrEqual(8);
    expect(p).toBe(p.toLowerCase());
  }
});
