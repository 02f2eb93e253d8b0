import { ASIN_RE } from '../patterns.ts';
import { matchRule, patternsOf } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_ASIN = matchRule({
  id: 'BULLET_ASIN',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  patterns: patternsOf(ASIN_RE),
  message: (q, where) => `ASIN ${q} in ${where}.`,
  fix: 'Remove ASINs from bullets; link related products with variations or A+ comparison charts.',
});
