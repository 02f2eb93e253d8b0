import { capitalize, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { type Rule } from '../types.ts';

const FIRST_LETTER = /\p{L}/u;

export const BULLET_CAPITAL_START: Rule = {
  id: 'BULLET_CAPITAL_START',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      const first = text.norm.charAt(0);
      if (!FIRST_LETTER.test(first) || first !== first.toLowerCase() || first === first.toUpperCase()) return undefined;
      const start = text.norm.split(' ', 3).join(' ');
      return {
        message: `${capitalize(where)} starts with a lower-case letter: ${quote(start)}.`,
        fix: 'Start each bullet with a capital letter.',
        match: start,
        offset: 0,
      };
    });
  },
};
