import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const ST_SUBJECTIVE = matchRule({
  id: 'ST_SUBJECTIVE',
  field: 'searchTerms',
  severity: 'error',
  source: SOURCES.K2,
  mask: CAT.SEARCH_SUBJECTIVE,
  message: (q) => `Subjective word ${q} in the search terms.`,
  fix: 'Remove subjective words such as "best", "cheap", "amazing"; shoppers rarely search for them.',
});
