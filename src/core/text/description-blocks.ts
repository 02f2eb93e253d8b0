import { plainText } from './plain-text.ts';
import { splitSentences } from './sentences.ts';

/**
 * An HTML description read as the seller laid it out: `<b>Specifications:</b><br>` and the lines
 * after it are a heading and its lines, not a run of sentences. Read this way, a rewrite or an A+
 * module never prints "Specifications:." or ends every `<br>` line ("XPL", "(Included)") with a
 * stray full stop, and "1. Turn on… 2. Clean…" keeps each step's number.
 */
export type DescriptionBlock = { heading: string | null; lines: string[] };

const BOLD_OPEN = '\u0001';
const BOLD_CLOSE = '\u0002';
const BOLD = /<\s*(b|strong|h[1-6])\b[^>]*>([\s\S]*?)<\s*\/\s*\1\s*>/gi;
const MAX_HEADING_CHARS = 60;
const MAX_RUN_CHARS = 200;
/** A longer line without a stop is a sentence the seller did not end, said on its own. */
const MAX_FRAGMENT_CHARS = 60;
/** "1. Turn on", "2) Clean", "- Lid", "• Lid": a list item, said as its own sentence. */
const LIST_ITEM = /^(?:\d{1,2}[.)]|[-•*·])\s*\S/u;

export function descriptionBlocks(html: string): DescriptionBlock[] {
  const marked = html
    .replace(/：/g, ':')
    .replace(BOLD, (_m, _tag: string, inner: string) => `${BOLD_OPEN}${inner}${BOLD_CLOSE} `);
  const blocks: DescriptionBlock[] = [];
  let current: DescriptionBlock = { heading: null, lines: [] };
  for (const raw of plainText(marked).split('\n')) {
    const heading = headingOf(raw.trim());
    const line = raw.replaceAll(BOLD_OPEN, '').replaceAll(BOLD_CLOSE, '').replace(/\s+/g, ' ').trim();
    if (line === '') continue;
    if (heading !== null) {
      if (current.heading !== null || current.lines.length > 0) blocks.push(current);
      current = { heading, lines: [] };
    } else current.lines.push(line);
  }
  if (current.heading !== null || current.lines.length > 0) blocks.push(current);
  return blocks;
}

/** A line that is all bold, or ends in a colon, short and without a sentence in it. */
function headingOf(line: string): string | null {
  const bold = new RegExp(`^${BOLD_OPEN}([^${BOLD_OPEN}${BOLD_CLOSE}]+)${BOLD_CLOSE}$`).exec(line);
  const text = (bold ? bold[1]! : line.replaceAll(BOLD_OPEN, '').replaceAll(BOLD_CLOSE, '')).replace(/\s+/g, ' ').trim();
  if (text === '' || [...text].length > MAX_HEADING_CHARS || /[.!?]$/.test(text) || LIST_ITEM.test(text)) return null;
  if (splitSentences(text).length > 1) return null;
  if (bold || /:$/.test(text)) return text.replace(/\s*:$/, '');
  return null;
}

/**
 * The sentences of a description, its layout kept in plain text: a heading leads its first line
 * ("Specifications: Dimensions: 7.56in; Weight: 200g."), lines without an end stop are joined by
 * semicolons into one sentence, list items and whole sentences stay sentences. No heading is left
 * alone with a full stop, and no number is split.
 */
export function descriptionSentences(html: string): string[] {
  const out: string[] = [];
  for (const block of descriptionBlocks(html)) {
    let lead = block.heading;
    let fragments: string[] = [];
    const flush = () => {
      if (fragments.length === 0) return;
      out.push(endSentence(withLead(lead, fragments.join('; '))));
      lead = null;
      fragments = [];
    };
    for (const line of block.lines) {
      const parts = splitSentences(line);
      // "These include:" opens the lines after it, like a heading.
      const opens = /:$/.test(parts[parts.length - 1] ?? '') ? parts.pop()!.replace(/\s*:$/, '') : null;
      const sentence = /[.!?]["')\]]*$/.test(line) || [...line].length > MAX_FRAGMENT_CHARS;
      if (LIST_ITEM.test(line) || opens !== null || parts.length > 1 || sentence) {
        flush();
        const [first, ...rest] = parts;
        if (first !== undefined) {
          out.push(endSentence(withLead(lead, first)), ...rest.map(endSentence));
          lead = null;
        }
        if (opens !== null) lead = withLead(lead, opens);
      } else {
        // A long run is said in several sentences, so a length limit drops a sentence, not a list.
        if (fragments.join('; ').length + line.length > MAX_RUN_CHARS) flush();
        fragments.push(line.replace(/[,;:]+$/, ''));
      }
    }
    flush();
  }
  return out.filter((s) => /\p{L}|\p{N}/u.test(s));
}

function withLead(lead: string | null, text: string): string {
  return lead === null ? text : `${lead}: ${text}`;
}

function endSentence(text: string): string {
  const t = text.trim().replace(/[,;:]+$/, '');
  return /[.!?]["')\]]*$/.test(t) ? t : `${t}.`;
}
