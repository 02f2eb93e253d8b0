import { SOURCES } from '../sources.ts';
import { countChars, isJsSpace } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/**
 * Code points of `text.replace(/<[^>]*>/g, ' ').trim()` without building that string: a tag runs
 * from "<" to the next ">" and counts as one space; a "<" with no ">" after it is plain text.
 * Code points as countChars counts them (a high surrogate adds nothing).
 */
export function visibleChars(text: string): number {
  let total = 0;
  let leading = 0;
  let trailing = 0;
  let seenText = false;
  const n = text.length;
  let closeAt = -2;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c === 0x3c) {
      if (closeAt !== -1 && closeAt < i) closeAt = text.indexOf('>', i);
      if (closeAt > i) {
        i = closeAt;
        c = 0x20;
      }
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      seenText = true;
      trailing = 0;
      continue;
    }
    total++;
    if (isJsSpace(c)) {
      if (!seenText) leading++;
      trailing++;
    } else {
      seenText = true;
      trailing = 0;
    }
  }
  return seenText ? total - leading - trailing : 0;
}

/** Visible text only (tags stripped); an empty description is DESC_MISSING's issue. */
export const DESC_THIN: Rule = {
  id: 'DESC_THIN',
  field: 'description',
  severity: 'info',
  source: SOURCES.D1,
  check: ({ description, policy, listing }) => {
    if (description.norm.length === 0 || listing.hasAplus === true) return NO_FINDINGS;
    const { norm } = description;
    const n = norm.includes('<') ? visibleChars(norm) : description.ascii ? norm.length : countChars(norm);
    return n < policy.descriptionThinChars
      ? [
          {
            message: `The description has only ${n} characters of text.`,
            fix: `Expand it to at least ${policy.descriptionThinChars} characters: what it is, who it is for, how to use and care for it.`,
          },
        ]
      : NO_FINDINGS;
  },
};
