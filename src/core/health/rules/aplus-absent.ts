import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/**
 * The one A+ rule ListingContent can answer, needed for the score's worked example. hasAplus=false
 * is taken to mean "brand-registered without A+" (A+ is only possible with Brand Registry);
 * null means unknown and drops the A+ field. A+ document rules belong to src/core/aplus.
 */
export const APLUS_ABSENT: Rule = {
  id: 'APLUS_ABSENT',
  field: 'aplus',
  severity: 'warning',
  source: SOURCES.A1,
  check: ({ listing }) =>
    listing.hasAplus === false
      ? [
          {
            message: 'The listing has no A+ content.',
            fix: 'Add A+ content (Amazon cites up to 8% conversion lift for Basic, 20% for Premium).',
          },
        ]
      : NO_FINDINGS,
};
