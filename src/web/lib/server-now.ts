// The server's "now" in the browser, so dates and cutoffs agree with the server even when the device's clock is off.
import { siteConfig } from './site-config';

/** The server's clock when it rendered this page plus the time since the page started loading. */
export function serverNow(): Date {
  return new Date(Date.parse(siteConfig().serverTime) + performance.now());
}
