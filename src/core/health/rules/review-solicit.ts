import { CAT } from '../matchers.ts';
import { crossFieldRules } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

export const REVIEW_SOLICIT_RULES = crossFieldRules(
  {
    id: 'REVIEW_SOLICIT',
    severity: 'error',
    source: SOURCES.P1,
    mask: CAT.REVIEW_SOLICIT,
    message: (q, where) => `Request for reviews ${q} in ${where}.`,
    fix: 'Remove requests for reviews or ratings; use Amazon\'s "Request a Review" button instead.',
  },
  ['title', 'highlights', 'bullets', 'description'],
);
