import { SOURCES } from '../sources.ts';
import { quote } from '../text.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';
import { GENERIC_BRANDS } from '../../listings/generic-brands.ts';

export const TITLE_BRAND_FIRST: Rule = {
  id: 'TITLE_BRAND_FIRST',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title, brand, listing }) => {
    if (!brand || GENERIC_BRANDS.has(brand) || title.lower.length === 0 || title.lower.startsWith(brand)) return NO_FINDINGS;
    const start = title.norm.split(' ', 3).join(' ');
    return [
      {
        message: `The title does not start with the brand "${listing.brand?.trim()}"; it starts with ${quote(start)}.`,
        fix: `Start the title with the brand name exactly as registered: "${listing.brand?.trim()}".`,
        match: start,
        offset: 0,
      },
    ];
  },
};
