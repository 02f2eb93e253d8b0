import { TITLE_FIELD_CAP } from '../policy.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/**
 * The item_name schema cap (200). When the policy limit equals the cap (media),
 * TITLE_LENGTH_MEDIA already reports it: one issue, one place.
 */
export const TITLE_FIELD_CAP_RULE: Rule = {
  id: 'TITLE_FIELD_CAP',
  field: 'title',
  severity: 'error',
  source: SOURCES.S2,
  check: ({ policy, title }) =>
    policy.titleMaxChars < TITLE_FIELD_CAP && title.chars > TITLE_FIELD_CAP
      ? [
          {
            message: `The title is ${title.chars} characters; Amazon rejects titles over ${TITLE_FIELD_CAP} characters outright.`,
            fix: `Cut the title to ${policy.titleMaxChars} characters or fewer.`,
          },
        ]
      : NO_FINDINGS,
};
