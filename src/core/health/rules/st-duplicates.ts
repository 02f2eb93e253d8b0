import { SOURCES } from '../sources.ts';
import { getWords } from '../text-field.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

export const ST_DUPLICATES: Rule = {
  id: 'ST_DUPLICATES',
  field: 'searchTerms',
  severity: 'warning',
  source: SOURCES.K2,
  check: ({ searchTerms }) => {
    if (!searchTerms) return NO_FINDINGS;
    const seen = new Set<string>();
    const dupes = new Set<string>();
    for (const w of getWords(searchTerms)) (seen.has(w) ? dupes : seen).add(w);
    if (dupes.size === 0) return NO_FINDINGS;
    const list = [...dupes]
      .slice(0, 5)
      .map((w) => `"${w}"`)
      .join(', ');
    return [
      {
        message: `Repeated word${dupes.size > 1 ? 's' : ''} in the search terms: ${list}.`,
        fix: 'Use each word once; Amazon combines words in any order.',
        match: [...dupes][0],
      },
    ];
  },
};
