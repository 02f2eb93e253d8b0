import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Checked on the raw text: NFKC would turn "™" into "TM". */
const NON_LANGUAGE = /[ÆŠŒŸŽ©®™]/g;

export const TITLE_NON_LANGUAGE_CHARS: Rule = {
  id: 'TITLE_NON_LANGUAGE_CHARS',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title }) => {
    // Every character of the class is non-ASCII.
    const found = title.ascii ? null : title.raw.match(NON_LANGUAGE);
    if (!found) return NO_FINDINGS;
    const first = found[0];
    return [
      {
        message: `Non-language character${found.length > 1 ? 's' : ''} in the title: ${[...new Set(found)].map((c) => `"${c}"`).join(', ')}.`,
        fix: 'Remove symbols such as ™ ® © and characters like Æ Œ Š Ž Ÿ from the title.',
        match: first,
        offset: toCodePointOffset(title.raw, title.raw.indexOf(first)),
      },
    ];
  },
};
