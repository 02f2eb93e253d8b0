import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Only once the title is compliant: while it is long, the field is closed and nothing fires (the worked example in docs/listing-rules.md#health-score). */
export const HIGHLIGHTS_MISSING: Rule = {
  id: 'HIGHLIGHTS_MISSING',
  field: 'highlights',
  severity: 'info',
  source: SOURCES.T1,
  check: ({ highlights, title, policy }) =>
    highlights && highlights.norm.length === 0 && title.norm.length > 0 && title.chars <= policy.titleMaxChars
      ? [
          {
            message: 'Item highlights are empty.',
            fix: `Add up to ${policy.highlightsMaxChars ?? 125} characters of comma-separated phrases with the details cut from the title (size, material, compatibility).`,
          },
        ]
      : NO_FINDINGS,
};
