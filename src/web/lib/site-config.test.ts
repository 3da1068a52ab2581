import { expect, test } from 'vitest';
import { DEFAULT_BUSINESS, siteConfigSchema } from '../../contracts/site-config';
import { siteConfigOf } from './site-config';

const good = {
  ...DEFAULT_BUSINESS,
  serverTime: '2026-11-28T01:55:54.069Z',
  googleSignInEnabled: false,
};

test('the settings in the page are read as the contract’s schema reads them, without building it', () => {
  const configs: unknown[] = [
    good,
    { ...good, payments: { mode: 'sandbox' } },
    {
      ...good,
      payments: { mode: 'square', applicationId: 'sq0', locationId: 'L1', environment: 'production' },
    },
    { ...good, prices: { weekly: 8000, monthly: 27000, taxRateBasisPoints: 825, taxIncluded: false } },
    { ...good, prices: { weekly: 8000, monthly: 27000, taxRateBasisPoints: 825 } },
    { ...good, prices: { weekly: '80', monthly: 27000, taxRateBasisPoints: 825, taxIncluded: true } },
    { ...good, prices: null },
    { ...good, unknownField: 1, social: { ...good.social, tiktok: 'x' } },
    { ...good, serverTime: '2026-11-28T01:55:54Z' },
    { ...good, serverTime: '2026-11-28T01:55Z' },
    { ...good, payments: { mode: 'square', applicationId: 'sq0', locationId: 'L1', environment: 'staging' } },
    { ...good, payments: { mode: 'square', applicationId: 'sq0' } },
    { ...good, payments: { mode: 'cash' } },
    { ...good, payments: null },
    { ...good, serverTime: 'yesterday' },
    { ...good, serverTime: '2026-11-28T01:55:54.069+01:00' },
    { ...good, serverTime: '2026-11-28' },
    { ...good, serverTime: '2026-02-30T01:55:54Z' },
    { ...good, serverTime: '2028-02-29T01:55:54Z' },
    { ...good, serverTime: '2026-11-28T24:55:54Z' },
    { ...good, launch: { betaBannerCutoff: good.launch.betaBannerCutoff } },
    { ...good, pickup: { ...good.pickup, time: 12 } },
    { ...good, social: undefined },
    { ...good, googleSignInEnabled: 'false' },
    { ...good, contactEmail: undefined },
    null,
    [],
    'config',
  ];
  for (const config of configs) {
    const parsed = siteConfigSchema.safeParse(config);
    expect(siteConfigOf(config), JSON.stringify(config)).toEqual(parsed.success ? parsed.data : undefined);
  }
});
