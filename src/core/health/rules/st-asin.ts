import { ASIN_RE } from '../patterns.ts';
import { matchRule, patternsOf } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const ST_ASIN = matchRule({
  id: 'ST_ASIN',
  field: 'searchTerms',
  severity: 'error',
  source: SOURCES.K2,
  patterns: patternsOf(ASIN_RE),
  message: (q) => `ASIN ${q} in the search terms.`,
  fix: 'Remove ASINs from the search terms.',
});
