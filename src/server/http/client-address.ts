// Who a client is, for the limits per client address: an IPv4 address as it is, an IPv6 address by its /64. One
// subscriber line or server gets a whole /64 and may use any address in it, so counting each address apart would
// hand one client 2^64 fresh limits.
import { isIPv4, isIPv6 } from 'node:net';

/** The IPv6 address's eight groups, `::` expanded and an embedded IPv4 tail turned into two groups. */
function groupsOf(address: string): number[] | null {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4Tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4Tail?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Tail[1].split('.').map(Number);
    text = `${text.slice(0, -v4Tail[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...front, ...Array<number>(missing).fill(0), ...back];
}

/**
 * The key a client's address is counted under: IPv4 as given; an IPv4-mapped IPv6 address as its IPv4; any other
 * IPv6 address as its /64 ("2001:db8:1:2::/64"); anything else (not an address) as given.
 */
export function clientAddressKey(address: string): string {
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
