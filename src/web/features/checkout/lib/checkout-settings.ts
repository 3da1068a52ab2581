// The payment mode checkout reads from the site settings (kept out of the shell's first load).
import { siteConfig, type PaymentsConfig } from '../../../lib/site-config';

export function paymentsConfig(): PaymentsConfig {
  return siteConfig().payments ?? { mode: 'sandbox' };
}
