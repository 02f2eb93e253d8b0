import { CAT } from '../matchers.ts';
import { PRICE_RE } from '../patterns.ts';
import { matchRule, patternsOf } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_PRICE_SHIPPING = matchRule({
  id: 'BULLET_PRICE_SHIPPING',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.P1,
  mask: CAT.PRICE,
  patterns: patternsOf(PRICE_RE),
  message: (q, where) => `Price, discount or shipping wording ${q} in ${where}.`,
  fix: 'Remove prices, discounts, shipping offers and stock status from bullets; Amazon shows them from the offer.',
});
