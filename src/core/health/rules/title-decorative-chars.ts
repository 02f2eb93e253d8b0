import { findFieldEmoji } from '../char-checks.ts';
import { SOURCES } from '../sources.ts';
import { quote, toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/**
 * `~ # < > *` are fine as identifier or measure ("Style #4301", "<10 lb", "~5 kg", "2*3"), so
 * only uses not followed by a digit, runs such as "<<" / "**", and decorative symbols count.
 * Symbols that are also emoji are left to TITLE_EMOJI.
 */
const DECORATIVE = /[~#<>*](?!\s?[0-9])|[~#<>*]{2,}|[★☆✩✪✫✬✭✮✯✰►◄◀•●○◆◇■□▪▫♦♠♣✓✗✘➤➔→←↑↓♥]/gu;

const ALNUM = /[\p{L}\p{N}]/u;
const CODE_AFTER = /^[\p{L}\p{N}-]*\p{N}/u;

/** "4NN56AA#ABA", "#EDTH-114": part of a SKU or model code. "#bestseller" is a hashtag. */
function isIdentifierHash(text: string, index: number): boolean {
  return ALNUM.test(text[index - 1] ?? '') || CODE_AFTER.test(text.slice(index + 1, index + 24));
}

export const TITLE_DECORATIVE_CHARS: Rule = {
  id: 'TITLE_DECORATIVE_CHARS',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: ({ title }) => {
    if (title.norm.length === 0) return NO_FINDINGS;
    const emoji = findFieldEmoji(title, 'norm');
    let out: Finding[] | null = null;
    const seen: string[] = [];
    DECORATIVE.lastIndex = 0;
    for (let m = DECORATIVE.exec(title.norm); m !== null; m = DECORATIVE.exec(title.norm)) {
      const index = m.index;
      if (seen.includes(m[0]) || emoji.some((e) => index >= e.index && index < e.end)) continue;
      if (m[0] === '#' && isIdentifierHash(title.norm, index)) continue;
      seen.push(m[0]);
      (out ??= []).push({
        message: `Decorative symbol ${quote(m[0])} in the title.`,
        fix: 'Remove decorative symbols; use ~ # < > * only in identifiers or measurements such as "Style #4301" or "<10 lb".',
        match: m[0],
        offset: toCodePointOffset(title.norm, index),
      });
    }
    return out ?? NO_FINDINGS;
  },
};
