import { CAT } from '../matchers.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** Error in bullets (Aug 2024 bullet policy), warning in other fields. */
export const CLAIM_ENVIRONMENTAL_RULES = crossFieldRules({
  id: 'CLAIM_ENVIRONMENTAL',
  severity: 'warning',
  severityFor: (field) => (field === 'bullets' ? 'error' : 'warning'),
  source: SOURCES.B1,
  mask: CAT.ENVIRONMENTAL,
  message: (q, where) => `Unqualified environmental claim ${q} in ${where}.`,
  fix: 'Remove general claims like "eco-friendly" or "non-toxic"; state a specific, certified fact instead (e.g. "FSC-certified wood").',
});
