import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const DESC_OTHER_PRODUCTS = matchRule({
  id: 'DESC_OTHER_PRODUCTS',
  field: 'description',
  severity: 'warning',
  source: SOURCES.K1,
  mask: CAT.OTHER_PRODUCTS,
  message: (q) => `Promotion of other products ${q} in the description.`,
  fix: 'Describe only this product; cross-sell with A+ comparison charts or your brand store.',
});
