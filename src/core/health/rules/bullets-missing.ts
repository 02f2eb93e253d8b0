import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const BULLETS_MISSING: Rule = {
  id: 'BULLETS_MISSING',
  field: 'bullets',
  severity: 'error',
  source: SOURCES.B1,
  check: ({ bullets }) =>
    bullets.length === 0
      ? [
          {
            message: 'The listing has no bullet points; Amazon suppresses such listings in most categories.',
            fix: 'Add five bullet points, each starting with a short header such as "Material: …".',
          },
        ]
      : NO_FINDINGS,
};
