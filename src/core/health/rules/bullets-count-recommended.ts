import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const BULLETS_COUNT_RECOMMENDED: Rule = {
  id: 'BULLETS_COUNT_RECOMMENDED',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.B1,
  check: ({ bullets, policy }) =>
    bullets.length >= policy.bulletsMin && bullets.length < policy.bulletsRecommended
      ? [
          {
            message: `The listing has ${bullets.length} bullet points; ${policy.bulletsRecommended} are recommended.`,
            fix: `Add ${policy.bulletsRecommended - bullets.length} more bullet point(s) covering other features or uses.`,
          },
        ]
      : NO_FINDINGS,
};
