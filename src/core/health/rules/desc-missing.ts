import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Warning: the product-type schema's `required` flag (which would make it an error) is not in ListingContent. */
export const DESC_MISSING: Rule = {
  id: 'DESC_MISSING',
  field: 'description',
  severity: 'warning',
  source: SOURCES.K1,
  check: ({ description }) =>
    description.norm.length === 0
      ? [
          {
            message: 'The listing has no product description.',
            fix: 'Add a description of at least 250 characters; it is shown when there is no A+ content and some categories require it.',
          },
        ]
      : NO_FINDINGS,
};
