import { CH } from '../char-profile.ts';
import { charsOf, locate } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { toCodePointOffset } from '../text.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/**
 * B1/B2 list, checked on the raw text (NFKC would turn ™ into TM and … into ...). A currency
 * sign where PRICE_RE sees a price ("€5", "5 €", "99¢") is BULLET_PRICE_SHIPPING's issue; "â" is
 * a real letter in French.
 */
const SPECIAL = /[™®€…†‡°¢£¥©±~â]/g;
/** Signs PRICE_RE accepts before an amount, and after one. */
const SIGN_BEFORE = '€£¥';
const SIGN_AFTER = '€£¥¢';

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

const SPACE = /\s/;

/** A digit right beside index `i` in direction `step`, or after one space (PRICE_RE's `\s?`; a no-break space normalises to one). */
function digitBeside(raw: string, i: number, step: 1 | -1): boolean {
  return isDigit(raw.charCodeAt(i + step)) || (SPACE.test(raw.charAt(i + step)) && isDigit(raw.charCodeAt(i + 2 * step)));
}

function isPriceSign(raw: string, ch: string, i: number): boolean {
  return (SIGN_BEFORE.includes(ch) && digitBeside(raw, i, 1)) || (SIGN_AFTER.includes(ch) && digitBeside(raw, i, -1));
}

export const BULLET_SPECIAL_CHARS: Rule = {
  id: 'BULLET_SPECIAL_CHARS',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  check: (ctx) => {
    let out: Finding[] | null = null;
    for (const { text, where } of locate(ctx, 'bullets')) {
      const raw = text.raw;
      // "~" is the only ASCII character of the class (in ASCII text raw and lower hold the same "~").
      if (text.ascii && (charsOf(text) & CH.TILDE) === 0) continue;
      const seen: string[] = [];
      SPECIAL.lastIndex = 0;
      for (let m = SPECIAL.exec(raw); m !== null; m = SPECIAL.exec(raw)) {
        const ch = m[0];
        if (seen.includes(ch) || (ch === 'â' && ctx.language === 'fr')) continue;
        if (isPriceSign(raw, ch, m.index)) continue;
        seen.push(ch);
        (out ??= []).push({
          message: `Special character "${ch}" in ${where}.`,
          fix: 'Remove symbols such as ™ ® © € … ° ± ~ from bullets; write words instead (e.g. "degrees").',
          match: ch,
          offset: toCodePointOffset(raw, m.index),
        });
      }
    }
    return out ?? NO_FINDINGS;
  },
};
