import { CAT } from '../matchers.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const CLAIM_FDA_RULES = crossFieldRules({
  id: 'CLAIM_FDA',
  severity: 'error',
  source: SOURCES.P2,
  mask: CAT.FDA,
  message: (q, where) => `FDA claim ${q} in ${where}.`,
  fix: 'Remove "FDA approved/cleared/registered" wording unless you hold that clearance for this product and can document it.',
});
