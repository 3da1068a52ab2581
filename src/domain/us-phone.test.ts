import { expect, test } from 'vitest';
import { isUsPhoneNumber } from './us-phone';

test('the ways people write a US number are accepted', () => {
  for (const phone of [
    '(469) 555-0142',
    '469-555-0142',
    '469.555.0142',
    '4695550142',
    '+1 469 555 0142',
    '1-469-555-0142',
  ]) {
    expect(isUsPhoneNumber(phone), phone).toBe(true);
  }
});

test('short, long, lettered, foreign and impossible numbers are refused', () => {
  for (const phone of [
    '555-0142',
    '469555014299',
    '469-555-CALL',
    '+44 20 7946 0958',
    '(069) 555-0142',
    '469-155-0142',
    '',
  ]) {
    expect(isUsPhoneNumber(phone), phone).toBe(false);
  }
});
