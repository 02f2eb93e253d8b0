import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Commas, semicolons, colons, and dashes standing between words (not inside "anti-slip"). */
const SEPARATOR = /[,;:]|(?:^|\s)[-–—]+(?=\s|$)/;

export const ST_PUNCTUATION: Rule = {
  id: 'ST_PUNCTUATION',
  field: 'searchTerms',
  severity: 'info',
  source: SOURCES.K2,
  check: ({ searchTerms }) => {
    const m = searchTerms ? SEPARATOR.exec(searchTerms.norm) : null;
    if (!m) return NO_FINDINGS;
    const sep = m[0].trim();
    return [
      {
        message: `Punctuation "${sep}" used as a separator in the search terms.`,
        fix: 'Separate search terms with single spaces only.',
        match: sep,
      },
    ];
  },
};
