import { findFieldEmoji } from '../char-checks.ts';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const TITLE_EMOJI: Rule = {
  id: 'TITLE_EMOJI',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: ({ title }) => {
    const hits = findFieldEmoji(title);
    if (hits.length === 0) return NO_FINDINGS;
    const list = [...new Set(hits.map((h) => h.text))];
    return [
      {
        message: `Emoji in the title: ${list.map((e) => `"${e}"`).join(', ')}.`,
        fix: 'Remove all emoji and pictographs from the title.',
        match: hits[0]!.text,
        offset: toCodePointOffset(title.raw, hits[0]!.index),
      },
    ];
  },
};
