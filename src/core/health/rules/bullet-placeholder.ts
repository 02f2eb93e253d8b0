import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const BULLET_PLACEHOLDER = matchRule({
  id: 'BULLET_PLACEHOLDER',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  mask: CAT.PLACEHOLDER,
  message: (q, where) => `Placeholder text ${q} in ${where}.`,
  fix: 'Replace placeholder text ("N/A", "TBD", "lorem ipsum") with a real product detail, or delete the bullet.',
});
