import { locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/**
 * B1/B2 list, checked on the raw text (NFKC would turn ™ into TM and … into ...). Currency
 * symbols next to a digit are prices (BULLET_PRICE_SHIPPING); "â" is a real letter in French.
 */
const SPECIAL = /[™®€…†‡°¢£¥©±~â]/g;
const CURRENCY = '€¢£¥';
const DIGIT = /[0-9]/;

export const BULLET_SPECIAL_CHARS: Rule = {
  id: 'BULLET_SPECIAL_CHARS',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      const raw = text.raw;
      // "~" is the only ASCII character of the class.
      if (text.ascii && !raw.includes('~')) continue;
      const seen: string[] = [];
      SPECIAL.lastIndex = 0;
      for (let m = SPECIAL.exec(raw); m !== null; m = SPECIAL.exec(raw)) {
        const ch = m[0];
        if (seen.includes(ch) || (ch === 'â' && ctx.language === 'fr')) continue;
        if (CURRENCY.includes(ch) && (DIGIT.test(raw[m.index + 1] ?? '') || DIGIT.test(raw[m.index - 1] ?? '') || DIGIT.test(raw[m.index - 2] ?? ''))) continue;
        seen.push(ch);
        (out ??= []).push({ message: `Special character "${ch}" in ${where}.`, fix: 'Remove symbols such as ™ ® © € … ° ± ~ from bullets; write words instead (e.g. "degrees").', match: ch, offset: toCodePointOffset(raw, m.index) });
      }
    }
    return out ?? NO_FINDINGS;
  },
};
