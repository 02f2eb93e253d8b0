import { isIP } from 'node:net';

const TRUST_PROXY_HELP =
  'must be the number of proxies in front of this server (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1); unset or 0 trusts no proxy';

/**
 * TRUST_PROXY as Fastify's trustProxy, or the problem as a string. "true" is refused on purpose:
 * trusting every hop lets any client choose its address by writing X-Forwarded-For, which defeats
 * every per-address limit.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  if (value === undefined || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : TRUST_PROXY_HELP;
  }
  const entries = value.split(',').map((part) => part.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) return `"${bad}" is not an IP address or CIDR: ${TRUST_PROXY_HELP}`;
  const reach = publicReach(entries);
  if (reach.ipv4 > MAX_PUBLIC_IPV4 || reach.ipv6 > MAX_PUBLIC_IPV6) {
    return `"${value}" trusts ${describeReach(reach)} of public addresses, so any client could write its own address in X-Forwarded-For. Name only your proxies (loopback, private ranges, or your proxies' own public addresses): ${TRUST_PROXY_HELP}`;
  }
  return entries;
}

/**
 * How much public address space a list trusts, however it is written (`0.0.0.0/0`, two /1s, 256
 * /8s, `::ffff:0:0/96`): whoever may write X-Forwarded-For from anywhere in it can pick their own
 * address. A proxy fleet's public addresses fit in far less than a /16 of IPv4 or a /32 of IPv6
 * (one provider's whole allocation); loopback and private ranges never count.
 */
const MAX_PUBLIC_IPV4 = 2n ** 16n;
const MAX_PUBLIC_IPV6 = 2n ** 96n;

type Reach = { ipv4: bigint; ipv6: bigint };

/** Ranges no outside client can send from: trusting them trusts only this network. */
const NON_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.168.0.0/16',
];
const NON_PUBLIC_V6 = ['::1/128', '::/128', 'fc00::/7', 'fe80::/10'];

function publicReach(entries: string[]): Reach {
  const ranges = { 4: [] as Array<[bigint, bigint]>, 6: [] as Array<[bigint, bigint]> };
  const mappedStart = 0xffffn << 32n;
  const mappedEnd = mappedStart + 2n ** 32n - 1n;
  for (const entry of entries) {
    const range = toRange(entry);
    ranges[range.family].push([range.start, range.end]);
    // An IPv6 range over ::ffff:0:0/96 trusts those IPv4 clients too (proxy-addr maps them).
    const lo = range.start > mappedStart ? range.start : mappedStart;
    const hi = range.end < mappedEnd ? range.end : mappedEnd;
    if (range.family === 6 && hi >= lo) ranges[4].push([lo - mappedStart, hi - mappedStart]);
  }
  const count = (family: 4 | 6, excluded: string[]) => {
    const merged = mergeRanges(ranges[family]);
    const blocked = excluded.map((cidr) => toRange(cidr));
    let total = 0n;
    for (const [start, end] of merged) {
      total += end - start + 1n;
      for (const b of blocked) {
        const lo = start > b.start ? start : b.start;
        const hi = end < b.end ? end : b.end;
        if (hi >= lo) total -= hi - lo + 1n;
      }
    }
    return total;
  };
  return { ipv4: count(4, NON_PUBLIC_V4), ipv6: count(6, NON_PUBLIC_V6) };
}

function describeReach(reach: Reach): string {
  const share = (count: bigint, bits: number) => Number((count * 10000n) / 2n ** BigInt(bits)) / 100;
  return reach.ipv4 > MAX_PUBLIC_IPV4 ? `${share(reach.ipv4, 32)}% of IPv4` : `${share(reach.ipv6, 128)}% of IPv6`;
}

function mergeRanges(ranges: Array<[bigint, bigint]>): Array<[bigint, bigint]> {
  const sorted = [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const merged: Array<[bigint, bigint]> = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1] + 1n) last[1] = end > last[1] ? end : last[1];
    else merged.push([start, end]);
  }
  return merged;
}

/** An address or CIDR as its first and last address. */
function toRange(entry: string): { family: 4 | 6; start: bigint; end: bigint } {
  const [address = '', prefixText] = entry.split('/');
  const family = isIP(address) === 4 ? 4 : 6;
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  const value = family === 4 ? ipv4Value(address) : ipv6Value(address);
  const hostBits = BigInt(bits - prefix);
  const start = (value >> hostBits) << hostBits;
  const end = start + (1n << hostBits) - 1n;
  return { family, start, end };
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Value(address: string): bigint {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((g) => {
          if (!g.includes('.')) return [parseInt(g, 16)];
          const v = Number(ipv4Value(g));
          return [Math.floor(v / 65536), v % 65536];
        });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.reduce((acc, g) => (acc << 16n) + BigInt(g), 0n);
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
