/**
 * Just enough MIME (RFC 5322, 2045-2047) to show what an application sends: headers with encoded
 * words, multipart bodies, quoted-printable and base64, any charset TextDecoder knows. Attachments
 * and other parts are skipped: the emulator shows the text and the HTML body.
 */
export type ParsedMail = {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string | null;
  html: string | null;
  /** Every top-level header, names in lower case (List-Unsubscribe and the like). */
  headers: Record<string, string>;
};

type Part = { headers: Map<string, string>; body: Buffer };

export function parseMail(raw: Buffer): ParsedMail {
  const root = splitPart(raw);
  const bodies = { text: null as string | null, html: null as string | null };
  collectBodies(root, bodies);
  const header = (name: string) => decodeWords(root.headers.get(name) ?? '');
  return {
    messageId: header('message-id').replace(/^<|>$/g, ''),
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    date: header('date'),
    ...bodies,
    headers: Object.fromEntries([...root.headers.keys()].map((name) => [name, header(name).trim()])),
  };
}

function splitPart(raw: Buffer): Part {
  const text = raw.toString('latin1');
  const crlf = text.indexOf('\r\n\r\n');
  const lf = text.indexOf('\n\n');
  const [end, gap] = crlf >= 0 && (lf < 0 || crlf <= lf) ? [crlf, 4] : lf >= 0 ? [lf, 2] : [text.length, 0];
  const headers = new Map<string, string>();
  // Folded lines (starting with white space) continue the header above them.
  // Offsets in the latin1 string are byte offsets; the header bytes themselves are UTF-8 (RFC 6532).
  const lines = raw.subarray(0, end).toString('utf8').split(/\r?\n/);
  let current: string | null = null;
  for (const line of lines) {
    if (/^[ \t]/.test(line) && current) {
      headers.set(current, `${headers.get(current)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    current = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(current)) headers.set(current, line.slice(colon + 1).trim());
  }
  return { headers, body: raw.subarray(Math.min(end + gap, raw.length)) };
}

function collectBodies(part: Part, out: { text: string | null; html: string | null }): void {
  const { type, params } = contentType(part.headers.get('content-type'));
  if (type.startsWith('multipart/') && params.boundary) {
    for (const child of splitMultipart(part.body, params.boundary)) collectBodies(splitPart(child), out);
    return;
  }
  if (/^attachment/i.test(part.headers.get('content-disposition') ?? '')) return;
  if (type !== 'text/plain' && type !== 'text/html') return;
  const decoded = decodeCharset(decodeTransfer(part.body, part.headers.get('content-transfer-encoding')), params.charset);
  if (type === 'text/plain' && out.text === null) out.text = decoded;
  if (type === 'text/html' && out.html === null) out.html = decoded;
}

function contentType(value: string | undefined): { type: string; params: Record<string, string> } {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params: Record<string, string> = {};
  for (const p of rest) {
    const eq = p.indexOf('=');
    if (eq > 0)
      params[p.slice(0, eq).trim().toLowerCase()] = p
        .slice(eq + 1)
        .trim()
        .replace(/^"|"$/g, '');
  }
  return { type: type.trim().toLowerCase(), params };
}

function splitMultipart(body: Buffer, boundary: string): Buffer[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  const parts: Buffer[] = [];
  let at = text.indexOf(delimiter);
  while (at >= 0) {
    const start = text.indexOf('\n', at);
    if (start < 0 || text.startsWith(`${delimiter}--`, at)) break;
    const next = text.indexOf(`\n${delimiter}`, start);
    if (next < 0) break;
    const end = text[next - 1] === '\r' ? next - 1 : next;
    parts.push(Buffer.from(text.slice(start + 1, end), 'latin1'));
    at = next + 1;
  }
  return parts;
}

function decodeTransfer(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.toString('latin1'));
    default:
      return body;
  }
}

function decodeQuotedPrintable(text: string): Buffer {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? unfolded.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(unfolded.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** RFC 2047 encoded words: =?UTF-8?Q?Gr=C3=BC=C3=9Fe?= and =?UTF-8?B?…?=; adjacent words join without the space. */
export function decodeWords(value: string): string {
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  const decoded = joined.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, charset: string, mode: string, data: string) => {
    const bytes = mode.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQuotedPrintable(data.replace(/_/g, ' '));
    return decodeCharset(bytes, charset.split('*')[0]);
  });
  return decoded;
}
