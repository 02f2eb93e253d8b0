import { SOURCES } from '../sources.ts';
import { getWords } from '../text-field.ts';
import { getSearchStopWords } from '../word-sets.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const ST_STOPWORDS: Rule = {
  id: 'ST_STOPWORDS',
  field: 'searchTerms',
  severity: 'info',
  source: SOURCES.K2,
  check: ({ searchTerms, language }) => {
    if (!searchTerms) return NO_FINDINGS;
    const stop = getSearchStopWords(language);
    const found = [...new Set(getWords(searchTerms).filter((w) => stop.has(w)))];
    if (found.length === 0) return NO_FINDINGS;
    return [
      {
        message: `Stop words in the search terms: ${found.map((w) => `"${w}"`).join(', ')}.`,
        fix: 'Drop words like "a", "and", "for", "the", "with"; they use bytes and add nothing.',
        match: found[0],
      },
    ];
  },
};
