// TRUST_PROXY: which hops may tell us the client's address in X-Forwarded-For; by default, none.
import { z } from 'zod';

/** Nobody, the nearest N hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

const MESSAGE =
  'must be false, a hop count (1, 2, ...) or a comma-separated list of proxy addresses or CIDR ranges';

/** proxy-addr's names for the private ranges a proxy on the same host or network sits in. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(NAMED_RANGES)]);

/**
 * Trusting every hop (`true`) is refused: anyone could then choose the address the login limit counts.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops >= 1 && hops <= 32) return hops;
    } else {
      const addresses = value.split(',').map((part) => part.trim());
      if (addresses.every((address) => proxyAddress.safeParse(address).success)) return addresses;
    }
    ctx.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });

/**
 * Fastify's trustProxy option. Fastify ignores a bare hop count (it cannot vouch for the nearest peer), so a
 * count becomes the function proxy-addr asks for each hop, the socket's peer being hop 0: the nearest N are trusted.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
