import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by the per-address limits. An IPv6 client usually
 * holds a whole /64 (one subnet per customer) and can pick a new address in it for every request,
 * so IPv6 addresses count by their /64; IPv4, and IPv4 written as IPv6 (::ffff:1.2.3.4), by the
 * address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ('::' expanded; an IPv4 tail in two groups). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').flatMap(ipv4AsGroups));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}

function ipv4AsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
