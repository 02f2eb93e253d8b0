import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_GUARANTEE = matchRule({
  id: 'BULLET_GUARANTEE',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  mask: CAT.GUARANTEE,
  message: (q, where) => `Guarantee or refund wording ${q} in ${where}.`,
  fix: 'Remove refund and guarantee promises from bullets; use the warranty attribute instead.',
});
