import { TITLE_FIELD_CAP } from '../policy.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** A title right at 75 leaves Amazon no room for its own edits (e.g. adding size) [T7]. */
export const TITLE_LENGTH_NEAR: Rule = {
  id: 'TITLE_LENGTH_NEAR',
  field: 'title',
  severity: 'info',
  source: SOURCES.T7,
  check: ({ policy, title }) =>
    policy.titleMaxChars < TITLE_FIELD_CAP && title.chars >= policy.titleNearChars && title.chars <= policy.titleMaxChars
      ? [
          {
            message: `The title is ${title.chars} characters, right at the ${policy.titleMaxChars}-character limit.`,
            fix: `Leave a few characters of headroom (aim for ${policy.titleNearChars - 1} or fewer) so Amazon's own edits don't push it over.`,
          },
        ]
      : NO_FINDINGS,
};
