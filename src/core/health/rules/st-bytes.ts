import { SOURCES } from '../sources.ts';
import { countBytes } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Bytes of the raw field: that is what Amazon measures, and it ignores the WHOLE field when over. */
export const ST_BYTES: Rule = {
  id: 'ST_BYTES',
  field: 'searchTerms',
  severity: 'error',
  source: SOURCES.K2,
  check: ({ searchTerms, policy }) => {
    if (!searchTerms) return NO_FINDINGS;
    const bytes = countBytes(searchTerms.raw.trim());
    return bytes > policy.searchTermsMaxBytes
      ? [
          {
            message: `The search terms are ${bytes} bytes (max ${policy.searchTermsMaxBytes}); Amazon ignores the entire field when it is over.`,
            fix: `Cut the search terms below ${policy.searchTermsSafeBytes} bytes: drop repeats, words already in the title, and stop words. Accented letters count 2 bytes.`,
          },
        ]
      : NO_FINDINGS;
  },
};
