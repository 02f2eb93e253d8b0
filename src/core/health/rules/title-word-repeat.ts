import { getWordList } from '../text-field.ts';
import { SOURCES } from '../sources.ts';
import { isCountable, languageBit } from '../word-sets.ts';
import { NO_FINDINGS, type Finding, type Rule, type RuleContext } from '../types.ts';

/** Word counts of the title without stop words (and without the brand under policies where it was exempt). */
let memoCtx: RuleContext | null = null;
let memoCounts: ReadonlyMap<string, number> = new Map();

/** Memoised for the current context: TITLE_WORD_REPEAT and TITLE_REDUNDANCY both read it. */
export function countTitleWords(ctx: RuleContext): ReadonlyMap<string, number> {
  if (memoCtx !== ctx) {
    memoCounts = computeTitleWords(ctx);
    memoCtx = ctx;
  }
  return memoCounts;
}

function computeTitleWords(ctx: RuleContext): Map<string, number> {
  const bit = languageBit(ctx.language);
  const brandWords = ctx.policy.brandCountsForRepeats ? null : ctx.brandWords;
  const counts = new Map<string, number>();
  for (const w of getWordList(ctx.title)) {
    if (!isCountable(w, bit) || brandWords?.has(w.text)) continue;
    counts.set(w.text, (counts.get(w.text) ?? 0) + 1);
  }
  return counts;
}

/** Display form: the word as the seller wrote it, first occurrence. */
export function displayWord(norm: string, lower: string, word: string): { match: string; index: number } {
  const index = lower.indexOf(word);
  return {
    match: index >= 0 && norm.length === lower.length ? norm.slice(index, index + word.length) : word,
    index: Math.max(0, index),
  };
}

export const TITLE_WORD_REPEAT: Rule = {
  id: 'TITLE_WORD_REPEAT',
  field: 'title',
  severity: 'error',
  source: SOURCES.T1,
  check: (ctx) => {
    const max = ctx.policy.titleMaxWordRepeats;
    let out: Finding[] | null = null;
    for (const [word, n] of countTitleWords(ctx)) {
      if (n <= max) continue;
      const { match, index } = displayWord(ctx.title.norm, ctx.title.lower, word);
      (out ??= []).push({
        message: `The word "${match}" appears ${n} times in the title (max ${max}).`,
        fix: `Use "${match}" at most ${max} times${ctx.policy.brandCountsForRepeats ? ' (the brand name counts too)' : ''}; drop the repeats or use a different word.`,
        match,
        offset: index,
      });
    }
    return out ?? NO_FINDINGS;
  },
};
