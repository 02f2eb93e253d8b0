import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Amazon opens title_differentiation only for compliant titles; some tools refuse the write [T6]. */
export const HIGHLIGHTS_REQUIRES_SHORT_TITLE: Rule = {
  id: 'HIGHLIGHTS_REQUIRES_SHORT_TITLE',
  field: 'highlights',
  severity: 'error',
  source: SOURCES.T1,
  check: ({ highlights, title, policy }) =>
    highlights && highlights.norm.length > 0 && title.chars > policy.titleMaxChars
      ? [
          {
            message: `Item highlights are set but the title is ${title.chars} characters; Amazon only accepts highlights when the title is ${policy.titleMaxChars} or fewer.`,
            fix: `Shorten the title to ${policy.titleMaxChars} characters first, then submit the highlights.`,
          },
        ]
      : NO_FINDINGS,
};
