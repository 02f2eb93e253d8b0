import { findBannedChars, findFieldEmoji } from '../char-checks.ts';
import { CAT } from '../matchers.ts';
import { PRICE_RE } from '../patterns.ts';
import { patternsIn, quoted } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { getHits } from '../text-field.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/**
 * Highlights share the title's lexicons: promo wording, banned characters, emoji [T1]. "$" before
 * a digit is no banned character but a price (TITLE_PRICE_OR_CONTACT's issue in a title), so
 * prices are reported here too.
 */
export const HIGHLIGHTS_PROMO: Rule = {
  id: 'HIGHLIGHTS_PROMO',
  field: 'highlights',
  severity: 'error',
  source: SOURCES.T1,
  check: ({ highlights }) => {
    if (!highlights || highlights.norm.length === 0) return NO_FINDINGS;
    const out: Finding[] = [];
    const fix = 'Remove promotional wording, emoji and the characters ! $ ? _ { } ^ ¬ ¦ from the item highlights.';
    for (const h of getHits(highlights)) {
      if (h.mask & CAT.PROMO)
        out.push(quoted(highlights, h.index, h.end, (q) => `Promotional wording ${q} in the item highlights.`, fix));
    }
    for (const p of patternsIn(highlights, PRICE_RE))
      out.push(quoted(highlights, p.index, p.end, (q) => `Price ${q} in the item highlights.`, fix));
    for (const c of findBannedChars(highlights.norm))
      out.push({ message: `Banned character "${c.char}" in the item highlights.`, fix, match: c.char });
    for (const e of findFieldEmoji(highlights))
      out.push({ message: `Emoji "${e.text}" in the item highlights.`, fix, match: e.text });
    return out.length > 0 ? out : NO_FINDINGS;
  },
};
