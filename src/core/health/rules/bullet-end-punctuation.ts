import { capitalize, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { type Rule } from '../types.ts';

/** B1: bullets are sentence fragments without ending punctuation. */
export const BULLET_END_PUNCTUATION: Rule = {
  id: 'BULLET_END_PUNCTUATION',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      const last = text.norm.charAt(text.norm.length - 1);
      if (last !== '.' && last !== '!' && last !== '?') return undefined;
      return {
        message: `${capitalize(where)} ends with "${last}".`,
        fix: 'Write bullets as sentence fragments without ending punctuation.',
        match: last,
      };
    });
  },
};
