import { capitalize, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

export const BULLET_LENGTH_MIN: Rule = {
  id: 'BULLET_LENGTH_MIN',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      if (text.chars >= ctx.policy.bulletMinChars) continue;
      (out ??= []).push({ message: `${capitalize(where)} is only ${text.chars} characters: ${quote(text.norm)}.`, fix: `Write at least ${ctx.policy.bulletMinChars} characters: a header and one concrete benefit.`, match: text.norm, offset: 0 });
    }
    return out ?? NO_FINDINGS;
  },
};
