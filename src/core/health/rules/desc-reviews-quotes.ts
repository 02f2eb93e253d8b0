import { CAT } from '../matchers.ts';
import { findPattern } from '../patterns.ts';
import { charsOf, matchRule } from '../rule-kit.ts';
import { CH } from '../char-profile.ts';
import { SOURCES } from '../sources.ts';

/**
 * A quotation followed by a dash and a name: "Love it!" - Sarah. A quote mark right after a digit
 * is an inch mark (13" screens): it neither opens nor closes the quotation, but may sit inside it.
 */
const ATTRIBUTED_QUOTE = /(?<!\d)"(?:[^"]|(?<=\d)"){8,200}(?<!\d)"\s*[-–—]\s*\p{L}/gu;

export const DESC_REVIEWS_QUOTES = matchRule({
  id: 'DESC_REVIEWS_QUOTES',
  field: 'description',
  severity: 'error',
  source: SOURCES.P1,
  mask: CAT.REVIEW_QUOTE,
  patterns: (text) => ((charsOf(text) & CH.QUOTE) !== 0 ? findPattern(text.lower, ATTRIBUTED_QUOTE) : []),
  message: (q) => `Review or testimonial ${q} in the description.`,
  fix: 'Remove customer reviews, star ratings and testimonials; Amazon shows real reviews separately.',
});
