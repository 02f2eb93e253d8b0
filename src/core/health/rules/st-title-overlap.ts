import { SOURCES } from '../sources.ts';
import { getWordList, markWords } from '../text-field.ts';
import { newMark } from '../word-table.ts';
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
    const words = getWordList(searchTerms);
    if (words.length === 0) return NO_FINDINGS;
    // One mark for the union of title and bullet words instead of a merged string Set.
    const indexed = newMark();
    markWords(title, indexed);
    for (const b of bullets) markWords(b, indexed);
    const brandWords = brand.split(/\s+/);
    const repeated: string[] = [];
    for (const w of words) if (w.mark === indexed || (w.text !== '' && brandWords.includes(w.text))) repeated.push(w.text);
    if (repeated.length <= MAX_SHARE * words.length) return NO_FINDINGS;
    const sample = [...new Set(repeated)]
      .slice(0, 5)
      .map((w) => `"${w}"`)
      .join(', ');
    return [
      {
        message: `${repeated.length} of ${words.length} search-term words are already in the title, bullets or brand (e.g. ${sample}).`,
        fix: 'Replace them with synonyms, alternate names and uses that appear nowhere else in the listing.',
        match: repeated[0],
      },
    ];
  },
};
