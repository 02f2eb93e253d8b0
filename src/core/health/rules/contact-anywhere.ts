import { CAT } from '../matchers.ts';
import { contactPatterns, crossFieldRules, skipBrandItself } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** Title, bullets and description have their own contact rules; this covers the remaining visible field. */
export const CONTACT_ANYWHERE_RULES = crossFieldRules(
  {
    id: 'CONTACT_ANYWHERE',
    severity: 'error',
    source: SOURCES.P1,
    mask: CAT.CONTACT,
    patterns: contactPatterns,
    message: (q, where) => `Contact information ${q} in ${where}.`,
    fix: 'Remove web addresses, e-mail addresses, phone numbers and QR-code mentions.',
    // A brand such as "StarTech.com" is not a contact detail; "startech.com/support" is.
    skip: skipBrandItself,
  },
  ['highlights'],
);
