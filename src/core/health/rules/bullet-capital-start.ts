import { capitalize, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';


const FIRST_LETTER = /\p{L}/u;

export const BULLET_CAPITAL_START: Rule = {
  id: 'BULLET_CAPITAL_START',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      const first = text.norm.charAt(0);
      if (!FIRST_LETTER.test(first) || first !== first.toLowerCase() || first === first.toUpperCase()) continue;
      const start = text.norm.split(' ', 3).join(' ');
      (out ??= []).push({ message: `${capitalize(where)} starts with a lower-case letter: ${quote(start)}.`, fix: 'Start each bullet with a capital letter.', match: start, offset: 0 });
    }
    return out ?? NO_FINDINGS;
  },
};
