// iCalendar text: escaping, UTC times and line folding as RFC 5545 asks.
import { expect, test } from 'vitest';
import { escapeText, foldLine, utcDateTime } from './ics';

test('long lines fold at 75 octets without splitting a character', () => {
  const line = `DESCRIPTION:${'Dal makhani, jeera rice and raita — 720 kcal. '.repeat(4)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  expect(parts.length).toBeGreaterThan(2);
  for (const [i, part] of parts.entries()) {
    expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    if (i > 0) expect(part.startsWith(' ')).toBe(true);
  }
  expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
});

test('text values escape backslashes, semicolons, commas and line breaks; times are written in UTC', () => {
  expect(escapeText('Meat Basket, Irving; TX \\ back\nnext')).toBe(
    'Meat Basket\\, Irving\\; TX \\\\ back\\nnext',
  );
  expect(utcDateTime(new Date('2026-11-30T18:00:00.000Z'))).toBe('20261130T180000Z');
});
