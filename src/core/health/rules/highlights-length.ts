import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const HIGHLIGHTS_LENGTH: Rule = {
  id: 'HIGHLIGHTS_LENGTH',
  field: 'highlights',
  severity: 'error',
  source: SOURCES.T1,
  check: ({ highlights, policy }) => {
    const max = policy.highlightsMaxChars;
    if (!highlights || max === null || highlights.chars <= max) return NO_FINDINGS;
    return [
      {
        message: `Item highlights are ${highlights.chars} characters (max ${max}).`,
        fix: `Cut the item highlights to ${max} characters: a few short comma-separated phrases.`,
      },
    ];
  },
};
