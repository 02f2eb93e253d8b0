import { SOURCES } from '../sources.ts';
import { getWords, getWordSet } from '../text-field.ts';
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
    // Look words up in the per-field word sets instead of building one merged set.
    const titleWords = getWordSet(title);
    const bulletWords = bullets.map(getWordSet);
    const brandWords = brand.split(/\s+/);
    const indexed = (w: string): boolean => titleWords.has(w) || bulletWords.some((s) => s.has(w)) || (w !== '' && brandWords.includes(w));
    const repeated = words.filter(indexed);
    if (repeated.length <= MAX_SHARE * words.length) return NO_FINDINGS;
    const sample = [...new Set(repeated)].slice(0, 5).map((w) => `"${w}"`).join(', ');
    return [{ message: `${repeated.length} of ${words.length} search-term words are already in the title, bullets or brand (e.g. ${sample}).`, fix: 'Replace them with synonyms, alternate names and uses that appear nowhere else in the listing.', match: repeated[0] }];
  },
};
