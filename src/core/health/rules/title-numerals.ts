import { CAT } from '../matchers.ts';
import { matchRule } from '../rule-kit.ts';
import { SOURCES } from '../sources.ts';

/** "All-in-one", "2 in one" and "one size" are set phrases, not counts. */
function isSetPhrase(term: string, lower: string, index: number): boolean {
  if (term !== 'one') return false;
  const before = lower.slice(Math.max(0, index - 3), index);
  return before === 'in-' || before === 'in ' || /^one[ -]size/.test(lower.slice(index));
}

export const TITLE_NUMERALS = matchRule({
  id: 'TITLE_NUMERALS',
  field: 'title',
  severity: 'info',
  source: SOURCES.T1,
  mask: CAT.NUMBERS,
  message: (q) => `Number written as a word ${q} in the title.`,
  fix: 'Use numerals in titles ("2" instead of "two").',
  skip: (term, text, index) => isSetPhrase(term, text.lower, index),
});
