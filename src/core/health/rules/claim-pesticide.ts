import { CAT } from '../matchers.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** Backend search terms included: Amazon's pesticide bots read them too [P3]. */
export const CLAIM_PESTICIDE_RULES = crossFieldRules({
  id: 'CLAIM_PESTICIDE',
  severity: 'error',
  source: SOURCES.P2,
  mask: CAT.PESTICIDE,
  message: (q, where) => `Pesticide claim ${q} in ${where}.`,
  fix: 'Remove antibacterial, antimicrobial, disinfecting or insect-repelling claims unless the product is EPA-registered.',
});
