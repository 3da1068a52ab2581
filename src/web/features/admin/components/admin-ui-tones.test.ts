// The back office's badge colours are readable: each tone's text on its background reaches WCAG AA (4.5:1), read
// from Tailwind's own theme, where the colours are OKLCH; and Friday's choices each have a tone of their own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { MENU_LIMITS } from '../../../../contracts/menu-calendar';
import { TONES } from './admin-ui';
import { CHOICE_TONES } from './kitchen/pickup-roster';

const theme = readFileSync(path.resolve('node_modules/tailwindcss/theme.css'), 'utf8');

/** The colour's linear sRGB channels, from `--color-<name>: oklch(L% C H)` (Björn Ottosson's OKLab matrices). */
function linearRgb(name: string): [number, number, number] {
  const found = new RegExp(`--color-${name}: oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(theme);
  if (!found) throw new Error(`no colour ${name} in Tailwind's theme`);
  const [lightness, chroma, hue] = found.slice(1).map(Number) as [number, number, number];
  const L = lightness / 100;
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const clip = (v: number) => Math.min(1, Math.max(0, v));
  return [
    clip(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    clip(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    clip(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

const luminance = (name: string) => {
  const [r, g, b] = linearRgb(name);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

function contrast(text: string, background: string): number {
  const [light, dark] = [luminance(text), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('every badge tone has text at 4.5:1 or more on its background', () => {
  for (const [tone, classes] of Object.entries(TONES)) {
    const text = /\btext-([a-z]+-\d+)\b/.exec(classes)?.[1] ?? '';
    const background = /\bbg-([a-z]+-\d+)\b/.exec(classes)?.[1] ?? '';
    expect(contrast(text, background), `${tone}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
  }
});

// Tailwind 3 gave sky-800 on sky-50 as #075985 on #f0f9ff, 7.09:1; version 4's OKLCH values are within a hair of it.
test('the measure agrees with a known pair, and a colour on itself is 1:1', () => {
  expect(contrast('sky-800', 'sky-50')).toBeGreaterThan(6.95);
  expect(contrast('sky-800', 'sky-50')).toBeLessThan(7.25);
  expect(contrast('sky-800', 'sky-800')).toBe(1);
});

test('each of the most choices a Friday can have gets a tone of its own', () => {
  expect(new Set(CHOICE_TONES).size).toBe(CHOICE_TONES.length);
  expect(CHOICE_TONES.length).toBeGreaterThanOrEqual(MENU_LIMITS.choices);
});
