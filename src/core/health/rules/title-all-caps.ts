import { SOURCES } from '../sources.ts';
import { joinWords, tokenize } from '../tokens.ts';
import { CAPS_ALLOW_SET } from '../word-sets.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const MIN_LETTERS = 3;
const MIN_WORDS = 2;

/** Share of eligible words (≥3 letters, not brand, not acronym/unit) written fully upper-case. */
export function upperShare(text: string, brandWords: ReadonlySet<string>): { upper: number; eligible: number; sample: string[] } {
  let upper = 0;
  let eligible = 0;
  const sample: string[] = [];
  const tokens = tokenize(text);
  for (const w of joinWords(text, tokens)) {
    let letters = 0;
    for (let i = 0; i < w.length; i++) {
      const c = w.charCodeAt(i);
      if (c > 0x40 && (c >= 0x80 || (c & 0x5f) >= 0x41)) letters++;
    }
    if (letters < MIN_LETTERS) continue;
    const lower = w.toLowerCase();
    if (CAPS_ALLOW_SET.has(lower) || brandWords.has(lower)) continue;
    eligible++;
    if (w !== lower && w === w.toUpperCase()) {
      upper++;
      if (sample.length < 3) sample.push(w);
    }
  }
  return { upper, eligible, sample };
}

export const TITLE_ALL_CAPS: Rule = {
  id: 'TITLE_ALL_CAPS',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title, brandWords }) => {
    const { upper, eligible, sample } = upperShare(title.norm, brandWords);
    if (eligible < MIN_WORDS || upper * 2 <= eligible) return NO_FINDINGS;
    return [
      {
        message: `${upper} of ${eligible} words in the title are in capitals (e.g. ${sample.map((s) => `"${s}"`).join(', ')}).`,
        fix: 'Write the title in title case; keep capitals for acronyms and units such as USB, LED, 4K.',
        match: sample[0],
      },
    ];
  },
};
