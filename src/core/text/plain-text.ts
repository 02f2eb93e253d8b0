/**
 * Listing text as a shopper reads it. Amazon descriptions and bullets often carry HTML (<b>, <p>,
 * <br>, entities); a screen that shows them as text must show neither the tags nor "&amp;". The
 * result is plain text for React to escape as usual: entities are decoded after the tags are gone,
 * so "&lt;b&gt;" stays the visible text "<b>" and never becomes markup.
 */

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  middot: '·',
  trade: '™',
  reg: '®',
  copy: '©',
  deg: '°',
  times: '×',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
};

/** Elements whose content is never text a shopper sees. */
const HIDDEN_BLOCK = /<\s*(script|style|template|iframe|object|noscript)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
/** Tags that end a line or a paragraph. */
const LINE_BREAK = /<\s*(?:br|\/?p|\/?div|\/?li|\/?ul|\/?ol|\/?h[1-6]|\/?tr|\/?table|hr)\b[^>]*>/gi;
/** Any other tag (and a comment), opening or closing. */
const TAG = /<!--[\s\S]*?-->|<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/gi;
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi;

/** Text with the markup removed and entities decoded; block tags become line breaks. */
export function plainText(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return tidy(text);
  const stripped = text.replace(HIDDEN_BLOCK, '').replace(LINE_BREAK, '\n').replace(TAG, '');
  return tidy(stripped.replace(ENTITY, decodeEntity));
}

/** plainText on one line, for table cells and previews. */
export function plainLine(text: string): string {
  return plainText(text).replace(/\s+/g, ' ').trim();
}

function decodeEntity(match: string, name: string): string {
  if (name.startsWith('#')) {
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // Control characters and out-of-range numbers are not text.
    return Number.isFinite(code) && code > 31 && code < 0x110000 && (code < 0x7f || code > 0x9f)
      ? String.fromCodePoint(code)
      : ' ';
  }
  return NAMED[name.toLowerCase()] ?? match;
}

/** Spaces collapsed within lines, blank lines dropped (a paragraph is one line), ends trimmed. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\r\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
