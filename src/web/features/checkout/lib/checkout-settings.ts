// The site settings checkout reads: the payment mode and the server's clock (kept out of the shell's first load).
import { siteConfig, type PaymentsConfig } from '../../../lib/site-config';

export function paymentsConfig(): PaymentsConfig {
  return siteConfig().payments ?? { mode: 'sandbox' };
}

/**
 * The server's "now": its clock when it rendered this page plus the time since the page started loading, so launch
 * phases and card-expiry months agree with the server even when the device's clock is off.
 */
export function serverNow(): Date {
  return new Date(Date.parse(siteConfig().serverTime) + performance.now());
}
