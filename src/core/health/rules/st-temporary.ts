import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const ST_TEMPORARY = matchRule({
  id: 'ST_TEMPORARY',
  field: 'searchTerms',
  severity: 'error',
  source: SOURCES.K2,
  mask: CAT.SEARCH_TEMPORARY,
  message: (q) => `Temporary word ${q} in the search terms.`,
  fix: 'Remove temporary words such as "new", "on sale", "available now"; Amazon does not allow them in search terms.',
});
