import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const ST_OFFENSIVE = matchRule({
  id: 'ST_OFFENSIVE',
  field: 'searchTerms',
  severity: 'error',
  source: SOURCES.K2,
  mask: CAT.OFFENSIVE,
  message: (q) => `Offensive term ${q} in the search terms.`,
  fix: 'Remove profanity and offensive terms from the search terms.',
});
