import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const CASED_LETTER = /[\p{Lu}\p{Ll}]/u;

export const TITLE_ALL_LOWER: Rule = {
  id: 'TITLE_ALL_LOWER',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title }) =>
    CASED_LETTER.test(title.norm) && title.norm === title.lower
      ? [
          {
            message: 'The title is entirely lower-case.',
            fix: 'Capitalise the first letter of each word (except short words like "and", "with", "for").',
          },
        ]
      : NO_FINDINGS,
};
