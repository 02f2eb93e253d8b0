import { SOURCES } from '../sources.ts';
import { countBytes } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const ST_BYTES_SAFE: Rule = {
  id: 'ST_BYTES_SAFE',
  field: 'searchTerms',
  severity: 'warning',
  source: SOURCES.K1,
  check: ({ searchTerms, policy }) => {
    if (!searchTerms) return NO_FINDINGS;
    const bytes = countBytes(searchTerms.raw.trim());
    return bytes >= policy.searchTermsSafeBytes && bytes <= policy.searchTermsMaxBytes
      ? [
          {
            message: `The search terms are ${bytes} bytes; some product types reject more than ${policy.searchTermsSafeBytes - 1} (error 97779).`,
            fix: `Stay under ${policy.searchTermsSafeBytes} bytes to be safe under both published limits.`,
          },
        ]
      : NO_FINDINGS;
  },
};
