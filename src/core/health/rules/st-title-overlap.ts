import { SOURCES } from '../sources.ts';
import { getWords } from '../text-field.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const MAX_SHARE = 0.2;

/** Words already in title, bullets or brand are indexed there; repeating them wastes bytes [K2]. */
export const ST_TITLE_OVERLAP: Rule = {
  id: 'ST_TITLE_OVERLAP',
  field: 'searchTerms',
  severity: 'warning',
  source: SOURCES.K1,
  check: ({ searchTerms, title, bullets, brand }) => {
    if (!searchTerms) return NO_FINDINGS;
    const words = getWords(searchTerms);
    if (words.length === 0) return NO_FINDINGS;
    const indexed = new Set<string>(getWords(title));
    for (const b of bullets) for (const w of getWords(b)) indexed.add(w);
    for (const w of brand.split(/\s+/)) if (w) indexed.add(w);
    const repeated = words.filter((w) => indexed.has(w));
    if (repeated.length <= MAX_SHARE * words.length) return NO_FINDINGS;
    const sample = [...new Set(repeated)].slice(0, 5).map((w) => `"${w}"`).join(', ');
    return [{ message: `${repeated.length} of ${words.length} search-term words are already in the title, bullets or brand (e.g. ${sample}).`, fix: 'Replace them with synonyms, alternate names and uses that appear nowhere else in the listing.', match: repeated[0] }];
  },
};
