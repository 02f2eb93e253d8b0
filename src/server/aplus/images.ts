import type { Config } from '../config.ts';

/** Known image CDNs of Amazon; anything else must be this app's own origin or its SP-API endpoint (the emulator). */
const AMAZON_IMAGE_HOSTS = ['m.media-amazon.com', 'images-na.ssl-images-amazon.com', 'images-eu.ssl-images-amazon.com'];
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 5000;

export type FetchedImage = { bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; width: number; height: number };

/**
 * Hosts the server may fetch images from. Listing image URLs come from users (file imports), so
 * fetching any URL would let them make the server call internal addresses (SSRF); only hosts we
 * already trust are allowed, and redirects are refused.
 */
export function allowedImageHosts(config: Config): Set<string> {
  const hosts = new Set(AMAZON_IMAGE_HOSTS);
  for (const url of [config.publicUrl, ...Object.values(config.amazon.endpoints)]) {
    try {
      hosts.add(new URL(url).host);
    } catch {
      // a malformed configured URL simply allows nothing extra
    }
  }
  return hosts;
}

export function isAllowedImageUrl(url: string, hosts: ReadonlySet<string>): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && hosts.has(u.host);
  } catch {
    return false;
  }
}

/** PNG IHDR or JPEG SOFn dimensions; undefined for anything else (then the image is skipped). */
export function readImageInfo(bytes: Buffer): Omit<FetchedImage, 'bytes'> | undefined {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47)
    return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1]!;
      const len = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { contentType: 'image/jpeg', height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
      }
      i += 2 + len;
    }
  }
  return undefined;
}

/** Fetches an image from an allowed host; undefined when not allowed, unreachable, too big or not PNG/JPEG. */
export async function fetchAllowedImage(
  url: string,
  hosts: ReadonlySet<string>,
  doFetch: typeof fetch = fetch,
): Promise<FetchedImage | undefined> {
  if (!isAllowedImageUrl(url, hosts)) return undefined;
  try {
    const res = await doFetch(url, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) return undefined;
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_IMAGE_BYTES) return undefined;
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_IMAGE_BYTES) return undefined;
    const info = readImageInfo(bytes);
    return info ? { bytes, ...info } : undefined;
  } catch {
    return undefined;
  }
}
