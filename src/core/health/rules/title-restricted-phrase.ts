import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const TITLE_RESTRICTED_PHRASE = matchRule({
  id: 'TITLE_RESTRICTED_PHRASE',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  mask: CAT.RESTRICTED,
  message: (q) => `Restricted phrase ${q} in the title.`,
  fix: 'Remove it from the title; use the dedicated attribute (e.g. FSA/HSA eligibility) instead.',
});
