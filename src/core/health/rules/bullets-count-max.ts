import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Info only: the error half (> schema maxUniqueItems) needs the product-type schema. */
export const BULLETS_COUNT_MAX: Rule = {
  id: 'BULLETS_COUNT_MAX',
  field: 'bullets',
  severity: 'info',
  source: SOURCES.C1,
  check: ({ bullets, policy }) =>
    bullets.length > policy.bulletsMax
      ? [
          {
            message: `The listing has ${bullets.length} bullet points; only ${policy.bulletsMax} are shown and synced.`,
            fix: `Merge or drop bullets so ${policy.bulletsMax} remain; put the most important first.`,
          },
        ]
      : NO_FINDINGS,
};
