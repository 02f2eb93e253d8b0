import { capitalize, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { type Rule } from '../types.ts';

export const BULLET_LENGTH_MIN: Rule = {
  id: 'BULLET_LENGTH_MIN',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      if (text.chars >= ctx.policy.bulletMinChars) return undefined;
      return {
        message: `${capitalize(where)} is only ${text.chars} characters: ${quote(text.norm)}.`,
        fix: `Write at least ${ctx.policy.bulletMinChars} characters: a header and one concrete benefit.`,
        match: text.norm,
        offset: 0,
      };
    });
  },
};
