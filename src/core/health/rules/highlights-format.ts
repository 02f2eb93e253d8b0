import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/**
 * A full stop followed by a space or the end (decimals like "2.5" and abbreviations like
 * "approx. 5 cm" are fine), or bullet glyphs.
 */
const SENTENCE =
  /(?<!(?:^|[^\p{L}])(?:approx|ca|incl|excl|max|min|no|nr|vs|etc|e\.g|i\.e|z\.b|env|aprox|pkt))[.!?](?=\s|$)|[•●▪►✓✔·]/iu;
/** How much text before the sentence end the message quotes. */
const CONTEXT = 24;

/** The sentence end with the words before it ("…dishwasher safe."), so the seller can find it. */
function excerpt(text: string, end: number): string {
  const from = text.lastIndexOf(' ', Math.max(0, end - CONTEXT));
  return text.slice(from < 0 || end - from > CONTEXT * 2 ? Math.max(0, end - CONTEXT) : from + 1, end);
}

export const HIGHLIGHTS_FORMAT: Rule = {
  id: 'HIGHLIGHTS_FORMAT',
  field: 'highlights',
  severity: 'info',
  source: SOURCES.T1,
  check: ({ highlights }) => {
    const m = highlights ? SENTENCE.exec(highlights.norm) : null;
    if (!highlights || !m) return NO_FINDINGS;
    const found = m[0] === '.' || m[0] === '!' || m[0] === '?' ? excerpt(highlights.norm, m.index + 1) : m[0];
    return [
      {
        message: `Item highlights are written as sentences or bullets (${quote(found)} found).`,
        fix: 'Write short comma-separated phrases, e.g. "Stainless steel, 1.5 L, dishwasher safe".',
        match: found,
      },
    ];
  },
};
