import { CAT } from '../matchers.ts';
import { isInsideBrand, matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** A warning of its own: a refurbished product may truthfully say so, unlike a price or a promotion. */
export const DESC_CONDITION = matchRule({
  id: 'DESC_CONDITION',
  field: 'description',
  severity: 'warning',
  source: SOURCES.P1,
  mask: CAT.CONDITION,
  message: (q) => `Condition wording ${q} in the description.`,
  fix: 'Describe the product, not its condition: used, open-box and refurbished items are listed under their own condition, not in the description.',
  skip: (_term, text, index, ctx) => isInsideBrand(text.lower, index, ctx.brand),
});
