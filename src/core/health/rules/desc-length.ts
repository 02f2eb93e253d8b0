import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const DESC_LENGTH: Rule = {
  id: 'DESC_LENGTH',
  field: 'description',
  severity: 'error',
  source: SOURCES.D1,
  check: ({ description, policy }) =>
    description.chars > policy.descriptionMaxChars
      ? [
          {
            message: `The description is ${description.chars} characters (max ${policy.descriptionMaxChars}).`,
            fix: `Cut the description to ${policy.descriptionMaxChars} characters; move extra detail to A+ content.`,
          },
        ]
      : NO_FINDINGS,
};
