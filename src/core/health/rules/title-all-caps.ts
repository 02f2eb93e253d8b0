import { capsShare } from '../caps-words.ts';
import { SOURCES } from '../sources.ts';
import { NO_FINDINGS, type Rule } from '../types.ts';

const MIN_WORDS = 2;

export const TITLE_ALL_CAPS: Rule = {
  id: 'TITLE_ALL_CAPS',
  field: 'title',
  severity: 'warning',
  source: SOURCES.T1,
  check: ({ title, brandWords }) => {
    const share = capsShare(title, 0, brandWords);
    if (share === null || share.eligible < MIN_WORDS || share.upper * 2 <= share.eligible) return NO_FINDINGS;
    const { upper, eligible, sample } = share;
    return [
      {
        message: `${upper} of ${eligible} words in the title are in capitals (e.g. ${sample.map((s) => `"${s}"`).join(', ')}).`,
        fix: 'Write the title in title case; keep capitals for acronyms and units such as USB, LED, 4K.',
        match: sample[0],
      },
    ];
  },
};
