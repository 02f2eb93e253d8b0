import { getStopWords } from '../word-sets.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const WORD = /\p{L}[\p{L}\p{N}]*(?:['-][\p{L}\p{N}]+)*/gu;
const MIN_SHARE = 0.7;
const MIN_WORDS = 3;

/**
 * English title case only: German capitalises nouns, French/Italian/Spanish use sentence case,
 * so the rule would misfire there. An all-lower-case title is TITLE_ALL_LOWER's issue.
 */
export const TITLE_CASE: Rule = {
  id: 'TITLE_CASE',
  field: 'title',
  severity: 'info',
  source: SOURCES.T1,
  check: ({ title, language }) => {
    if (language !== 'en' || title.norm === title.lower) return NO_FINDINGS;
    const stop = getStopWords(language);
    let eligible = 0;
    let capital = 0;
    const lowerOnes: string[] = [];
    for (const w of title.norm.match(WORD) ?? []) {
      const first = w[0]!;
      if (first.toUpperCase() === first.toLowerCase() || stop.has(w.toLowerCase())) continue;
      eligible++;
      if (first === first.toUpperCase()) capital++;
      else if (lowerOnes.length < 3) lowerOnes.push(w);
    }
    if (eligible < MIN_WORDS || capital >= MIN_SHARE * eligible) return NO_FINDINGS;
    return [
      {
        message: `Only ${capital} of ${eligible} words in the title start with a capital (e.g. ${lowerOnes.map((w) => `"${w}"`).join(', ')}).`,
        fix: 'Capitalise the first letter of each word except articles, prepositions and conjunctions.',
        match: lowerOnes[0],
      },
    ];
  },
};
