/**
 * Why an A+ module's image address is refused, or undefined. A user-typed address must be https on
 * a public host: `file:`, `http:`, loopback, private, link-local and local names are refused, as
 * the server would otherwise be asked to fetch them when the draft is published (the image is
 * uploaded to Amazon from there). The listing's own images are judged apart by the caller (they
 * come from Amazon, or from the app's own emulator in a demo).
 */
export function imageUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Image URL must be a full https:// address.';
  }
  if (url.protocol !== 'https:') return 'Image URL must start with https://.';
  if (url.username || url.password) return 'Image URL must not carry a user name or password.';
  if (isPrivateHost(url.hostname.toLowerCase())) {
    return 'Image URL must be on a public host, not a private, local or loopback address.';
  }
  return undefined;
}

const LOCAL_NAMES = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|arpa)$/;

/** The URL parser has already turned every IPv4 spelling (`0x7f.1`, `2130706433`) into a.b.c.d. */
function isPrivateHost(host: string): boolean {
  if (host.startsWith('[')) return isPrivateIpv6(host.slice(1, -1));
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host);
  if (v4) return isPrivateIpv4(v4.slice(1).map(Number) as [number, number, number, number]);
  // A single label (`intranet`) or a local suffix resolves inside the network, not on the internet.
  return !host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''));
}

function isPrivateIpv4([a, b]: [number, number, number, number]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

function isPrivateIpv6(host: string): boolean {
  // ::, ::1, IPv4-mapped and -compatible addresses (::ffff:7f00:1), NAT64, unique-local, link-local.
  return host.startsWith('::') || host.startsWith('64:ff9b:') || /^f[cd]/.test(host) || /^fe[89ab]/.test(host);
}
