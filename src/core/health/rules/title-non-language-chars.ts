import type { LanguageCode } from '#core/marketplaces';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/**
 * Amazon's title rules (Æ Š Œ Ÿ Ž © ® ™), matched case-insensitively like every rule. Checked on the raw
 * text: NFKC would turn "™" into "TM". In French "œ" is a letter (cœur, ŒUFS).
 */
const NON_LANGUAGE = /[ÆæŠšŒœŸÿŽž©®™]/g;
const NON_LANGUAGE_BY_LANGUAGE: Partial<Record<LanguageCode, RegExp>> = { fr: /[ÆæŠšŸÿŽž©®™]/g };

export const TITLE_NON_LANGUAGE_CHARS: Rule = {
  id: 'TITLE_NON_LANGUAGE_CHARS',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title, language }) => {
    // Every character of the class is non-ASCII.
    const found = title.ascii ? null : title.raw.match(NON_LANGUAGE_BY_LANGUAGE[language] ?? NON_LANGUAGE);
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
