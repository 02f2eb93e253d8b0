import { findBannedChars } from '../char-checks.ts';
import { isInsideBrand } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/** Error, or warning when the character is part of the brand as written (brand owners may keep it). */
export const TITLE_BANNED_CHARS_RULE: Rule = {
  id: 'TITLE_BANNED_CHARS',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: ({ title, brand }) => {
    const hits = findBannedChars(title.norm);
    if (hits.length === 0) return NO_FINDINGS;
    return hits.map((h): Finding => {
      const inBrand = isInsideBrand(title.lower, h.index, brand);
      const times = h.count > 1 ? ` (${h.count} times)` : '';
      return {
        message: inBrand
          ? `Banned character "${h.char}" in the title, inside the brand name${times}.`
          : `Banned character "${h.char}" in the title${times}.`,
        fix: inBrand
          ? 'Keep it only if it is part of the registered brand name; otherwise remove it.'
          : `Remove "${h.char}" from the title; Amazon does not allow ! $ ? _ { } ^ ¬ ¦ in titles.`,
        match: h.char,
        offset: toCodePointOffset(title.norm, h.index),
        ...(inBrand ? { severity: 'warning' as const } : {}),
      };
    });
  },
};
