import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** Bamboo/soy claims; the cross-field claims (eco, antimicrobial, disease, FDA) come from the CLAIM_* rules. */
export const DESC_PROHIBITED_CLAIM = matchRule({
  id: 'DESC_PROHIBITED_CLAIM',
  field: 'description',
  severity: 'error',
  source: SOURCES.B1,
  mask: CAT.MATERIAL,
  message: (q) => `Prohibited material claim ${q} in the description.`,
  fix: 'Remove "made from/contains bamboo or soy" claims unless the product is certified.',
});
