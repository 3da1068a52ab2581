// How a signed-in browser is shown to its owner: "Chrome on Android" from its User-Agent, and its address masked.

const BROWSERS: readonly [pattern: RegExp, name: string][] = [
  // Order matters: Edge, Opera and Samsung Internet also say Chrome and Safari; Chrome also says Safari.
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [pattern: RegExp, name: string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Android", "Safari on iPhone", "Firefox", "Windows", or "Unknown browser" when it says nothing we know. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}

/**
 * The address with the part that names one household masked: 203.0.113.x for IPv4, the first three groups of IPv6
 * (2001:db8:85a3::x). Enough for a person to tell home from abroad, not enough to find anyone.
 */
export function maskAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (address.includes(':')) {
    const groups = address.trim().toLowerCase().split(':').filter(Boolean).slice(0, 3);
    if (groups.length === 0) return null;
    return `${groups.join(':')}::x`;
  }
  return null;
}
