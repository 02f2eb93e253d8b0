import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';
import { countTitleWords, displayWord } from './title-word-repeat.ts';

const SHORT_TITLE = 75;
const MIN_LETTERS = 3;

/** In a short title every repeat costs space that could carry a new attribute [T1]. */
export const TITLE_REDUNDANCY: Rule = {
  id: 'TITLE_REDUNDANCY',
  field: 'title',
  severity: 'info',
  source: SOURCES.T1,
  check: (ctx) => {
    if (ctx.title.chars > SHORT_TITLE) return NO_FINDINGS;
    let out: Finding[] | null = null;
    for (const [word, n] of countTitleWords(ctx)) {
      if (n !== 2 || word.length < MIN_LETTERS) continue;
      const { match, index } = displayWord(ctx.title.norm, ctx.title.lower, word);
      (out ??= []).push({
        message: `The word "${match}" appears twice in the title.`,
        fix: `Say "${match}" once and use the space for another attribute.`,
        match,
        offset: index,
      });
    }
    return out ?? NO_FINDINGS;
  },
};
