import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_UNSUBSTANTIATED = matchRule({
  id: 'BULLET_UNSUBSTANTIATED',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  mask: CAT.UNSUBSTANTIATED,
  message: (q, where) => `Unsubstantiated claim ${q} in ${where}.`,
  fix: 'Replace superlatives, awards and "clinically proven" claims with verifiable facts, or name the source.',
});
