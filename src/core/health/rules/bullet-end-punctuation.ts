import { capitalize, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';


/** B1: bullets are sentence fragments without ending punctuation. */
export const BULLET_END_PUNCTUATION: Rule = {
  id: 'BULLET_END_PUNCTUATION',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      const last = text.norm.charAt(text.norm.length - 1);
      if (last !== '.' && last !== '!' && last !== '?') continue;
      (out ??= []).push({ message: `${capitalize(where)} ends with "${last}".`, fix: 'Write bullets as sentence fragments without ending punctuation.', match: last });
    }
    return out ?? NO_FINDINGS;
  },
};
