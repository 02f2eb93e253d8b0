import { capitalize, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { getWordList, markWords } from '../text-field.ts';
import { isCountable, languageBit } from '../word-sets.ts';
import { newMark } from '../word-table.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const OVERLAP = 0.7;
const MIN_WORDS = 4;

export const BULLET_DUPLICATES_TITLE: Rule = {
  id: 'BULLET_DUPLICATES_TITLE',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: (ctx) => {
    if (ctx.bullets.length === 0 || ctx.title.lower.length === 0) return NO_FINDINGS;
    const bit = languageBit(ctx.language);
    const inTitle = newMark();
    markWords(ctx.title, inTitle);
    return perBullet(ctx, (text, where) => {
      let total = 0;
      let shared = 0;
      for (const w of getWordList(text)) {
        if (!isCountable(w, bit)) continue;
        total++;
        if (w.mark === inTitle) shared++;
      }
      if (total < MIN_WORDS || shared < OVERLAP * total) return undefined;
      return {
        message: `${capitalize(where)} mostly repeats the title (${Math.round((100 * shared) / total)}% of its words).`,
        fix: 'Use bullets for details the title has no room for: benefits, materials, dimensions, care.',
      };
    });
  },
};
