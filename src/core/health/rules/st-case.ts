import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const UPPER = /\p{Lu}/u;

export const ST_CASE: Rule = {
  id: 'ST_CASE',
  field: 'searchTerms',
  severity: 'info',
  source: SOURCES.K2,
  check: ({ searchTerms }) =>
    searchTerms && UPPER.test(searchTerms.norm)
      ? [
          {
            message: 'The search terms contain capital letters.',
            fix: 'Write search terms in lower case; matching ignores case.',
          },
        ]
      : NO_FINDINGS,
};
