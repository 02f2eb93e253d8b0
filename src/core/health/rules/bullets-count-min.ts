import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** 1–2 bullets; none at all is BULLETS_MISSING's issue. */
export const BULLETS_COUNT_MIN: Rule = {
  id: 'BULLETS_COUNT_MIN',
  field: 'bullets',
  severity: 'warning',
  source: SOURCES.B1,
  check: ({ bullets, policy }) =>
    bullets.length > 0 && bullets.length < policy.bulletsMin
      ? [
          {
            message: `The listing has ${bullets.length} bullet point${bullets.length === 1 ? '' : 's'}; Amazon asks for at least ${policy.bulletsMin}.`,
            fix: `Add bullet points up to ${policy.bulletsRecommended}, one product benefit each.`,
          },
        ]
      : NO_FINDINGS,
};
