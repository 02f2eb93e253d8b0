import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const TITLE_MISSING: Rule = {
  id: 'TITLE_MISSING',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: (ctx) =>
    ctx.title.norm.length > 0
      ? NO_FINDINGS
      : [
          {
            message: 'The listing has no title.',
            fix: 'Add a title: brand, product type and the key attribute (size, colour, quantity).',
          },
        ],
};
