import { SOURCES } from '../sources.ts';
import { countChars } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const TAG = /<[^>]*>/g;

/** Visible text only (tags stripped); an empty description is DESC_MISSING's issue. */
export const DESC_THIN: Rule = {
  id: 'DESC_THIN',
  field: 'description',
  severity: 'info',
  source: SOURCES.D1,
  check: ({ description, policy, listing }) => {
    if (description.norm.length === 0 || listing.hasAplus === true) return NO_FINDINGS;
    const visible = description.norm.includes('<') ? description.norm.replace(TAG, ' ').trim() : description.norm;
    const n = countChars(visible);
    return n < policy.descriptionThinChars
      ? [{ message: `The description has only ${n} characters of text.`, fix: `Expand it to at least ${policy.descriptionThinChars} characters: what it is, who it is for, how to use and care for it.` }]
      : NO_FINDINGS;
  },
};
