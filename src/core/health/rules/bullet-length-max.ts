import { capitalize, perBullet } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { type Rule } from '../types.ts';

/** Warning only: the error half (> schema maxLength) needs the product-type schema. */
export const BULLET_LENGTH_MAX: Rule = {
  id: 'BULLET_LENGTH_MAX',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  check: (ctx) => {
    return perBullet(ctx, (text, where) => {
      if (text.chars <= ctx.policy.bulletMaxChars) return undefined;
      return {
        message: `${capitalize(where)} is ${text.chars} characters (max ${ctx.policy.bulletMaxChars}).`,
        fix: `Cut it to ${ctx.policy.bulletMaxChars} characters; keep one idea per bullet.`,
      };
    });
  },
};
