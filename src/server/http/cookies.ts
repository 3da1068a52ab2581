// Reading one cookie from a Cookie header (the app sets only a few, each by hand).

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Secure where the site is served over https (a plain-http development origin would drop it). */
export function secureAttribute(appOrigin: string): string {
  return appOrigin.startsWith('https:') ? '; Secure' : '';
}
