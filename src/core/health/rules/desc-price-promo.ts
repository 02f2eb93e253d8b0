import { CAT } from '../matchers.ts';
import { PRICE_RE } from '../patterns.ts';
import { matchRule, patternsOf } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const DESC_PRICE_PROMO = matchRule({
  id: 'DESC_PRICE_PROMO',
  field: 'description',
  severity: 'error',
  source: SOURCES.P1,
  mask: CAT.PRICE,
  patterns: patternsOf(PRICE_RE),
  message: (q) => `Price or promotion ${q} in the description.`,
  fix: 'Remove prices, discounts, shipping offers and stock status from the description.',
});
