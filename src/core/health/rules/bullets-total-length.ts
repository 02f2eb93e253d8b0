import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const BULLETS_TOTAL_LENGTH: Rule = {
  id: 'BULLETS_TOTAL_LENGTH',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.K1,
  check: ({ bullets, policy }) => {
    let total = 0;
    for (const b of bullets) total += b.chars;
    return total > policy.bulletsTotalMaxChars
      ? [
          {
            message: `The bullet points total ${total} characters (max about ${policy.bulletsTotalMaxChars}).`,
            fix: `Tighten the bullets to about ${policy.bulletsTotalMaxChars} characters in total; cut repeated or filler wording.`,
          },
        ]
      : NO_FINDINGS;
  },
};
