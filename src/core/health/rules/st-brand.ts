import { CAT } from '../matchers.ts';
import { compileTerms } from '../matchers.ts';
import { quoted } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';
import { getHits } from '../text-field.ts';
import { NO_FINDINGS, type Finding, type Rule } from '../types.ts';

/** Compiled whole-word brand regexes (no g flag: exec is stateless), bounded. */
const BRAND_RES = new Map<string, RegExp>();
function brandRegex(brand: string): RegExp {
  let re = BRAND_RES.get(brand);
  if (re === undefined) {
    if (BRAND_RES.size >= 1024) BRAND_RES.clear();
    BRAND_RES.set(brand, (re = compileTerms([brand], 'u')));
  }
  return re;
}

const FIX = 'Remove brand names (yours and others) from the search terms; the brand attribute is indexed already.';

/** Own brand (whole words) plus well-known other brands. */
export const ST_BRAND: Rule = {
  id: 'ST_BRAND',
  field: 'searchTerms',
  severity: 'error',
  source: SOURCES.K2,
  check: ({ searchTerms, brand }) => {
    if (!searchTerms || searchTerms.lower.length === 0) return NO_FINDINGS;
    const out: Finding[] = [];
    if (brand && searchTerms.lower.includes(brand)) {
      const m = brandRegex(brand).exec(searchTerms.lower);
      if (m) out.push(quoted(searchTerms, m.index, m.index + m[0].length, (q) => `Your brand ${q} is in the search terms.`, FIX));
    }
    const seen = new Set<string>([brand]);
    for (const h of getHits(searchTerms)) {
      if ((h.mask & CAT.BRAND) === 0 || seen.has(h.term)) continue;
      seen.add(h.term);
      out.push(quoted(searchTerms, h.index, h.end, (q) => `Brand name ${q} in the search terms.`, FIX));
    }
    return out.length > 0 ? out : NO_FINDINGS;
  },
};
