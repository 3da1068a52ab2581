import { expect, test } from 'vitest';
import { describeUserAgent, maskAddress } from './session-device';

test.each([
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    'Edge on Windows',
  ],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Mac'],
  ['curl/8.5.0', 'Unknown browser'],
  [null, 'Unknown browser'],
])('a browser is named in plain words: %s', (userAgent, expected) => {
  expect(describeUserAgent(userAgent)).toBe(expected);
});

test('an address keeps only the part that does not name a household', () => {
  expect(maskAddress('203.0.113.42')).toBe('203.0.113.x');
  expect(maskAddress('::ffff:198.51.100.7')).toBe('198.51.100.x');
  expect(maskAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::x');
  expect(maskAddress('')).toBeNull();
  expect(maskAddress('not an address')).toBeNull();
});
