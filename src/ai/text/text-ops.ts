import { countChars, normalizeText } from '#core/health/index';
import { splitSentences as readSentences } from '#core/text/sentences';

/** Small text surgery shared by the offline transforms. All of them only delete or re-case text. */

export type Range = { index: number; end: number };

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  '#39': "'",
  ndash: '-',
  mdash: '-',
  hellip: '...',
};
const BLOCK_TAG = /<\s*(?:br|\/p|p|\/li|li|\/div|div|\/h\d|h\d|\/tr|tr)\b[^>]*>/gi;
const CODE_BLOCK = /<\s*(script|style|iframe|object|embed|applet|form)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const ANY_TAG = /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>|<\s*(?:script|iframe|object|embed|applet|form|meta|link|style)\b[^>]*>?/gi;

/** HTML to plain text: block tags become sentence breaks, executable blocks vanish with their content. */
export function stripHtml(text: string): string {
  if (!text.includes('<') && !text.includes('&')) return text;
  return text
    .replace(CODE_BLOCK, ' ')
    .replace(BLOCK_TAG, '\n')
    .replace(ANY_TAG, ' ')
    .replace(/javascript\s*:/gi, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name.toLowerCase()] ?? (name.startsWith('#') ? safeCodePoint(name) : m));
}

function safeCodePoint(name: string): string {
  const n = name.startsWith('#x') ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  return Number.isFinite(n) && n > 31 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
}

/** Removes ranges (sorted or not, possibly overlapping) and tidies what is left. */
export function removeRanges(text: string, ranges: readonly Range[]): string {
  if (ranges.length === 0) return text;
  const sorted = [...ranges].sort((a, b) => a.index - b.index);
  let out = '';
  let at = 0;
  for (const r of sorted) {
    if (r.end <= at) continue;
    out += text.slice(at, Math.max(at, r.index));
    at = r.end;
  }
  return tidy(out + text.slice(at));
}

/** Collapses the debris of deletions: doubled spaces/separators, empty brackets, dangling punctuation. */
export function tidy(text: string): string {
  let t = text;
  for (let i = 0; i < 3; i++) {
    t = t
      .replace(/\(\s*[,;:\-–—&]?\s*\)|\[\s*\]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s+([,.;:!?)])/g, '$1')
      .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
      .replace(/\s[-–—|/&](?:\s*[-–—|/&])+\s/g, ' - ')
      .replace(/\s[-–—|/&](?=\s*(?:[,;]|$))/g, '')
      .replace(/(^|\n)\s*[,;:\-–—|/&.]+\s*/g, '$1')
      .replace(/\s*[,;:\-–—|/&]+\s*$/g, '')
      .replace(/\.(?:\s*\.)+/g, '.');
  }
  return t.trim();
}

/** NFKC, straight quotes, one space; keeps line breaks out (listing fields are single-line). */
export function normalize(text: string): string {
  return normalizeText(text.replace(/[\r\n]+/g, ' ').replace(/\s[-–—]{2,}\s/g, ' - '));
}

/**
 * Sentences of a paragraph, read by the shared reader (a decimal point, a list number or a code never
 * splits); a piece without a letter joins the sentence before it, so "23. 13\"" stays one size.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const s of readSentences(text)) {
    if (out.length > 0 && !/\p{L}/u.test(s)) out[out.length - 1] += ` ${s}`;
    else out.push(s);
  }
  return out;
}

export function joinSentences(sentences: readonly string[]): string {
  return sentences
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`))
    .join(' ');
}

/**
 * A bracketed group ("(Red, Blue)", "[2 Pack]") as a comma-separated segment of its own, so a cut
 * between segments never leaves a bracket unclosed.
 */
export function flattenBrackets(text: string): string {
  return text.replace(/\s*[([]([^()[\]]*)[)\]]\s*/g, ', $1, ');
}

/** The longest prefix of `text` within `max` code points that ends at a word boundary. */
export function cutAtWord(text: string, max: number): string {
  const cps = [...text];
  if (cps.length <= max) return text;
  const head = cps.slice(0, max + 1).join('');
  const at = head.search(/\s\S*$/);
  const cut = at > 0 ? head.slice(0, at) : cps.slice(0, max).join('');
  return tidy(cut);
}

export function capitalizeFirst(text: string): string {
  const m = /\p{L}/u.exec(text);
  if (!m) return text;
  return text.slice(0, m.index) + m[0].toUpperCase() + text.slice(m.index + 1);
}

/** Whole sentences while they fit; a first sentence that is already too long is cut at a clause. */
export function keepSentences(text: string, maxChars: number): string {
  const out: string[] = [];
  for (const s of splitSentences(text)) {
    if (countChars([...out, s].join(' ')) > maxChars) break;
    out.push(s);
  }
  return out.length > 0 ? out.join(' ') : cutAtClause(text, maxChars);
}

/**
 * Words that leave a cut phrase hanging ("there is no", "to fill your", "cooler, so", "casters
 * will not", "20% of our profit goes"): one list for every cut, bullets' and restored facts' alike.
 */
const DANGLING_WORD =
  /^(?:a|an|the|and|or|but|nor|so|to|of|for|with|on|in|at|by|from|as|into|onto|than|is|are|was|were|be|been|has|have|can|will|would|should|could|not|no|when|while|if|that|which|who|your|our|its|their|his|her|my|this|these|those|such|very|fully|more|most|goes)$/i;

export function isDanglingWord(word: string): boolean {
  return DANGLING_WORD.test(word.replace(/[^\p{L}\p{N}]/gu, ''));
}

/** A clause boundary: a comma, semicolon or colon (spaced or not), or a spaced dash. */
const CLAUSE_END = /\s*(?:[,;:](?!\d)|\s[-–—](?=\s))/gu;

/**
 * The longest prefix within `max` code points that ends at a clause boundary, so a cut never keeps
 * a number without the words that qualify it ("5.5 hours" of "5.5 hours on low setting") nor
 * ends mid-clause ("there is no"). A boundary that would keep under half the room, or leave a
 * bracket open, is no good; then the cut falls at a word, short of any hanging word.
 */
export function cutAtClause(text: string, max: number): string {
  if (countChars(text) <= max) return text;
  let best = -1;
  for (const m of text.matchAll(CLAUSE_END)) {
    const head = text.slice(0, m.index);
    if (countChars(head) > max) break;
    if (countChars(head) >= max / 2 && bracketsClosed(head)) best = m.index;
  }
  const cut = best > 0 ? tidy(text.slice(0, best)) : cutAtWord(text, max);
  return withoutDanglingEnd(cut);
}

function bracketsClosed(text: string): boolean {
  return (text.match(/[([]/g) ?? []).length <= (text.match(/[)\]]/g) ?? []).length;
}

/** Drops the hanging words a cut left at its end; never empties the text. */
export function withoutDanglingEnd(text: string): string {
  const words = text.split(/\s+/);
  let end = words.length;
  while (end > 1 && isDanglingWord(words[end - 1]!)) end--;
  return tidy(words.slice(0, end).join(' '));
}
