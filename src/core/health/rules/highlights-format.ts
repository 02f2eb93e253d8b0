import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** A full stop followed by a space or the end (decimals like "2.5" are fine), or bullet glyphs. */
const SENTENCE = /[.!?](?=\s|$)|[•●▪►✓✔·]/u;

export const HIGHLIGHTS_FORMAT: Rule = {
  id: 'HIGHLIGHTS_FORMAT',
  field: 'highlights',
  severity: 'info',
  source: SOURCES.T1,
  check: ({ highlights }) => {
    const m = highlights ? SENTENCE.exec(highlights.norm) : null;
    if (!highlights || !m) return NO_FINDINGS;
    return [{ message: `Item highlights are written as sentences or bullets (${quote(m[0])} found).`, fix: 'Write short comma-separated phrases, e.g. "Stainless steel, 1.5 L, dishwasher safe".', match: m[0] }];
  },
};
