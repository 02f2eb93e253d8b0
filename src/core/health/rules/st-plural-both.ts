import { SOURCES } from '../sources.ts';
import { getWords } from '../text-field.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

/** Plural by -s / -es (en, fr, es); German and Italian plurals don't follow a suffix rule, so they're skipped. */
const SUFFIXES = ['s', 'es'];

export const ST_PLURAL_BOTH: Rule = {
  id: 'ST_PLURAL_BOTH',
  field: 'searchTerms',
  severity: 'info',
  source: SOURCES.K2,
  check: ({ searchTerms, language }) => {
    if (!searchTerms || language === 'de' || language === 'it') return NO_FINDINGS;
    const words = new Set(getWords(searchTerms));
    const pairs: string[] = [];
    for (const w of words) if (w.length > 2 && SUFFIXES.some((s) => words.has(w + s))) pairs.push(w);
    if (pairs.length === 0) return NO_FINDINGS;
    return [
      {
        message: `Both singular and plural in the search terms: ${pairs
          .slice(0, 5)
          .map((w) => `"${w}"`)
          .join(', ')}.`,
        fix: 'Keep one form; Amazon matches singular and plural automatically.',
        match: pairs[0],
      },
    ];
  },
};
