import { gunzipSync } from 'node:zlib';
import { sleep } from './rate-limiter.ts';
import type { ReportDocument } from './types.ts';

/** Tries of a download: S3 drops a connection now and then, and the URL stays valid for minutes. */
const DOWNLOAD_ATTEMPTS = 3;

/**
 * Downloads a report document from its pre-signed URL (valid 5 minutes, so fetch it right after
 * getReportDocument). No SP-API headers: the URL is signed for S3 and an access token must not leak
 * there. The charset comes from Content-Type (flat files are often windows-1252), not assumed UTF-8.
 * A network failure or a 5xx is tried again (after 0.25 s, then 1 s) rather than failing the job,
 * which would lose the report and its createReport token.
 */
export async function downloadReportDocument(
  doc: ReportDocument,
  opts: { fetch?: typeof fetch; signal?: AbortSignal; retryMs?: readonly number[] } = {},
): Promise<string> {
  const doFetch = opts.fetch ?? fetch;
  const waits = opts.retryMs ?? [250, 1000];
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await doFetch(doc.url, {
        signal: opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(120_000)]) : AbortSignal.timeout(120_000),
      });
    } catch (error) {
      if (opts.signal?.aborted || attempt >= DOWNLOAD_ATTEMPTS) throw error;
      await sleep(waits[attempt - 1] ?? 1000, opts.signal);
      continue;
    }
    if (res.status >= 500 && attempt < DOWNLOAD_ATTEMPTS) {
      await res.body?.cancel();
      await sleep(waits[attempt - 1] ?? 1000, opts.signal);
      continue;
    }
    if (!res.ok) throw new Error(`Report document download failed with HTTP ${res.status}`);
    let bytes: Buffer = Buffer.from(await res.arrayBuffer());
    if (doc.compressionAlgorithm === 'GZIP') bytes = gunzipSync(bytes);
    return decodeText(bytes, res.headers.get('content-type'));
  }
}

/** WHATWG labels that all mean windows-1252 (Amazon's flat files in EU marketplaces use it). */
const WINDOWS_1252_LABELS = new Set([
  'windows-1252',
  'cp1252',
  'x-cp1252',
  'cp819',
  'ibm819',
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'latin1',
  'l1',
  'us-ascii',
  'ascii',
  'iso-ir-100',
  'csisolatin1',
]);

/** Code points of bytes 0x80-0x9F in windows-1252 (the rest equals Latin-1). */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

export function decodeText(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase() ?? 'utf-8';
  // Node 20's TextDecoder decodes 'windows-1252' as plain Latin-1 (0x80 is not €), so map it here.
  if (WINDOWS_1252_LABELS.has(charset)) return decodeWindows1252(bytes);
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // A label TextDecoder does not know: windows-1252 is what Amazon's flat files default to.
    return decodeWindows1252(bytes);
  }
}

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b)));
  }
  return out;
}

/** A tab-separated flat file as rows keyed by header; tolerates columns added later (Amazon adds report columns without notice). */
export function parseFlatFile(text: string): Record<string, string>[] {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.length > 0);
  const header = (lines.shift() ?? '').split('\t').map((h) => h.trim());
  return lines.map((line) => {
    const cells = line.split('\t');
    const row: Record<string, string> = {};
    header.forEach((h, i) => {
      row[h] = cells[i] ?? '';
    });
    return row;
  });
}
