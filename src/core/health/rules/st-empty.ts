import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Warning: whether the product type requires generic_keyword (error) needs its schema. */
export const ST_EMPTY: Rule = {
  id: 'ST_EMPTY',
  field: 'searchTerms',
  severity: 'warning',
  source: SOURCES.K1,
  check: ({ searchTerms }) =>
    searchTerms && searchTerms.norm.length === 0
      ? [
          {
            message: 'The backend search terms are empty.',
            fix: 'Add synonyms, alternate spellings and uses that are not in the title or bullets, separated by spaces.',
          },
        ]
      : NO_FINDINGS,
};
